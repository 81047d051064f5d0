import { Code2, PenLine } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

// TipTap is loaded only on authoring pages, and only once the browser runs React.
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

/** Where people start using the page: the first of these loads the editor. */
const FIRST_USE_EVENTS = ["pointerdown", "click", "keydown", "focusin", "touchstart", "wheel"] as const;

/**
 * True once the visual editor is needed: the person has started using the page (a pointer, a key, a touch,
 * focus, the wheel; a screen reader's click) or the field is within 200 px of the screen. TipTap is 132 KB
 * gzip of script: a phone that opens the form does not evaluate it before the form's first field can be
 * used (issue 19 point 3).
 */
function useNeededSoon(ref: RefObject<HTMLElement | null>, enabled: boolean, initially: boolean): boolean {
  const [needed, setNeeded] = useState(initially);
  useEffect(() => {
    if (!enabled || needed) return;
    const need = () => setNeeded(true);
    for (const type of FIRST_USE_EVENTS) window.addEventListener(type, need, { capture: true, passive: true });
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) need();
      },
      { rootMargin: "200px" },
    );
    if (ref.current) observer.observe(ref.current);
    return () => {
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, need, { capture: true });
      observer.disconnect();
    };
  }, [enabled, needed, ref]);
  return needed;
}

const placeholderClass = "flex min-h-[400px] items-center justify-center rounded-md border border-input bg-card text-sm text-muted-foreground";

/**
 * The article content field: a rich-text editor producing HTML, with a toggle
 * to edit the raw HTML. The HTML always lives in a real <textarea name=…>,
 * so the form posts it (and works as a plain textarea without JavaScript).
 */
export function ContentEditor({
  id,
  name,
  defaultValue,
  labelId,
  describedBy,
  invalid,
  autoFocus,
}: {
  id: string;
  name: string;
  defaultValue: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** The first invalid field of a server-rendered reply takes focus (app/components/forms/field.tsx). */
  autoFocus?: boolean;
}) {
  const hydrated = useHydrated();
  const [html, setHtml] = useState(defaultValue);
  const [mode, setMode] = useState<"visual" | "html">("visual");
  const visual = hydrated && mode === "visual";
  const placeholder = useRef<HTMLDivElement>(null);
  const editorNeeded = useNeededSoon(placeholder, visual, Boolean(autoFocus));

  return (
    <div className="flex flex-col gap-2">
      {hydrated ? (
        <div role="group" aria-label="Editing mode" className="flex w-fit gap-1 rounded-md bg-muted p-1">
          {(
            [
              { value: "visual", label: "Visual", icon: PenLine },
              { value: "html", label: "HTML", icon: Code2 },
            ] as const
          ).map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={mode === option.value}
              onClick={() => setMode(option.value)}
              className={cn(
                "inline-flex items-center gap-1.5 rounded px-3 py-1.5 text-sm font-medium",
                mode === option.value ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              <option.icon className="size-4" aria-hidden="true" /> {option.label}
            </button>
          ))}
        </div>
      ) : null}
      {visual && editorNeeded ? (
        <Suspense fallback={<div className={placeholderClass}>Loading editor…</div>}>
          <RichTextEditor value={html} onChange={setHtml} labelId={labelId} describedBy={describedBy} invalid={invalid} />
        </Suspense>
      ) : visual ? (
        // Seen only by someone who has not touched the page yet (any touch, key or scroll opens the editor).
        <div ref={placeholder} className={placeholderClass}>
          <button type="button" className="rounded-md px-3 py-2 font-medium text-foreground underline underline-offset-4">
            Open the visual editor
          </button>
        </div>
      ) : null}
      <Textarea
        id={id}
        name={name}
        value={html}
        onChange={(event) => setHtml(event.target.value)}
        hidden={visual}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoFocus={autoFocus}
        spellCheck={false}
        className="min-h-[400px] font-mono text-sm"
      />
    </div>
  );
}
