import * as React from "react";

import { cn } from "#app/lib/cn.ts";

/**
 * Tabs after the WAI-ARIA tabs pattern (what Radix's tabs did, without their runtime): a `tablist` of `tab`s,
 * each tied by id to its `tabpanel`; the chosen tab is the one in the page's tab order, the arrow keys move
 * along the row (round the ends), Home and End to the first and last, and a tab is chosen as it takes focus.
 *
 * Why not Radix's: as a page hydrated, its panels read their computed style and set state, and its roving
 * focus set state in every tab, so the first commit ran two more synchronous renders and every effect of the
 * page in one long task. These render once and set nothing until the reader acts.
 */
type TabsState = { baseId: string; value: string | undefined; select: (value: string) => void };

const TabsContext = React.createContext<TabsState>({ baseId: "", value: undefined, select: () => undefined });

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

/**
 * For a tab that is a link to its own address (`<TabsTrigger href=…>`), so it works without script and opens
 * in a new browser tab: with script, a plain click is the tab's, shown at once with no page load.
 */
function keepPlainClick(event: React.MouseEvent<HTMLAnchorElement>) {
  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey)
    event.preventDefault();
}

export function Tabs({
  className,
  value,
  defaultValue,
  onValueChange,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const baseId = React.useId();
  const [own, setOwn] = React.useState(defaultValue);
  const current = value ?? own;
  const controlled = value !== undefined;
  const state = React.useMemo<TabsState>(
    () => ({
      baseId,
      value: current,
      select: (next) => {
        if (next === current) return;
        if (!controlled) setOwn(next);
        onValueChange?.(next);
      },
    }),
    [baseId, current, controlled, onValueChange],
  );
  return (
    <TabsContext.Provider value={state}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn("flex flex-col gap-3", className)} {...props} />
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_index, count) => count - 1,
  PageDown: (_index, count) => count - 1,
};

/**
 * `grid`: on a phone the tabs sit in two columns and their labels may wrap, so every tab shows whole
 * (from sm up, one row); the default is one row that scrolls.
 */
export function TabsList({
  className,
  layout = "row",
  onKeyDown,
  ...props
}: React.ComponentProps<"div"> & { layout?: "row" | "grid" }) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      data-layout={layout}
      data-orientation="horizontal"
      className={cn(
        layout === "grid"
          ? "group/tabs grid h-auto w-full grid-cols-2 gap-1 rounded-lg bg-muted p-1 text-muted-foreground sm:inline-flex sm:w-fit"
          : "inline-flex w-fit max-w-full items-center justify-start gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const move = MOVES[event.key];
        if (event.defaultPrevented || !move || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])')];
        const index = tabs.indexOf(event.target as HTMLElement);
        if (index < 0) return;
        event.preventDefault();
        // Focus chooses the tab (TabsTrigger's onFocus).
        tabs[move(index, tabs.length)]?.focus();
      }}
      {...props}
    />
  );
}

const TRIGGER_CLASS =
  "inline-flex min-h-9 min-w-0 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap group-data-[layout=grid]/tabs:whitespace-normal group-data-[layout=grid]/tabs:text-center group-data-[layout=grid]/tabs:leading-tight transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-muted disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0";

/** A tab: a link to the tab's own address (`href`, see `keepPlainClick`). */
export function TabsTrigger({
  className,
  value,
  onMouseDown,
  onKeyDown,
  onFocus,
  onClick,
  ...props
}: React.ComponentProps<"a"> & { value: string; href: string }) {
  const tabs = React.useContext(TabsContext);
  const selected = tabs.value === value;
  return (
    <a
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      id={triggerId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(TRIGGER_CLASS, className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) tabs.select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === " " || event.key === "Enter")) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        keepPlainClick(event);
      }}
      {...props}
    />
  );
}

/** A tab's panel, shown (and its content rendered) only while its tab is chosen. */
export function TabsContent({ className, value, children, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const tabs = React.useContext(TabsContext);
  const selected = tabs.value === value;
  return (
    <div
      data-slot="tabs-content"
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!selected}
      id={contentId(tabs.baseId, value)}
      tabIndex={0}
      className={cn(
        "flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
      {...props}
    >
      {selected && children}
    </div>
  );
}
