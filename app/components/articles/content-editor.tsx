import { Code2, PenLine } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/cn.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

// TipTap is loaded only on authoring pages, and only once the browser runs React.
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

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
      {visual ? (
        <Suspense
          fallback={
            <div className="flex min-h-[400px] items-center justify-center rounded-md border border-input bg-card text-sm text-muted-foreground">
              Loading editor…
            </div>
          }
        >
          <RichTextEditor value={html} onChange={setHtml} labelId={labelId} describedBy={describedBy} invalid={invalid} />
        </Suspense>
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
