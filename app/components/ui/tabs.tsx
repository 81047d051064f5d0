import * as React from "react";
import { Tabs as TabsPrimitive } from "radix-ui";

import { cn } from "#app/lib/cn.ts";

/**
 * For a tab that is a link to its own address (`<TabsTrigger asChild><a href=…>`), so it works without script
 * and opens in a new browser tab: with script, a plain click is the tab's, shown at once with no page load.
 */
export function keepPlainClick(event: React.MouseEvent<HTMLAnchorElement>) {
  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey)
    event.preventDefault();
}

export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-3", className)} {...props} />;
}

/**
 * `grid`: on a phone the tabs sit in two columns and their labels may wrap, so every tab shows whole
 * (from sm up, one row); the default is one row that scrolls.
 */
export function TabsList({
  className,
  layout = "row",
  ...props
}: React.ComponentProps<typeof TabsPrimitive.List> & { layout?: "row" | "grid" }) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-layout={layout}
      className={cn(
        layout === "grid"
          ? "group/tabs grid h-auto w-full grid-cols-2 gap-1 rounded-lg bg-muted p-1 text-muted-foreground sm:inline-flex sm:w-fit"
          : "inline-flex w-fit max-w-full items-center justify-start gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex min-h-9 min-w-0 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap group-data-[layout=grid]/tabs:whitespace-normal group-data-[layout=grid]/tabs:text-center group-data-[layout=grid]/tabs:leading-tight transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-muted disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
      {...props}
    />
  );
}
