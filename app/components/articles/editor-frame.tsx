import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Underline,
  Undo2,
  Unlink,
  type LucideIcon,
} from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/**
 * The rich-text editor's frame, toolbar and text box, without TipTap: the editor (rich-text-editor.tsx)
 * and the placeholder that stands in for it until it is loaded (content-editor.tsx) both draw these, so
 * the placeholder has exactly the editor's shape and nothing moves when one replaces the other.
 */
export const TOOLS = [
  { label: "Bold", icon: Bold },
  { label: "Italic", icon: Italic },
  { label: "Underline", icon: Underline },
  { label: "Heading 2", icon: Heading2 },
  { label: "Heading 3", icon: Heading3 },
  { label: "Bullet list", icon: List },
  { label: "Numbered list", icon: ListOrdered },
  { label: "Quote", icon: Quote },
  { label: "Divider", icon: Minus },
  { label: "Add link", icon: Link2 },
  { label: "Remove link", icon: Unlink },
  { label: "Undo", icon: Undo2 },
  { label: "Redo", icon: Redo2 },
] as const satisfies readonly { label: string; icon: LucideIcon }[];

export type ToolLabel = (typeof TOOLS)[number]["label"];
export type ToolState = { active: boolean; disabled?: boolean; run: () => void };

/** The text box's classes (TipTap's editable element gets the same). */
export const EDITOR_TEXT_CLASS = "prose-wellness min-h-[400px] px-4 py-3 outline-none";

export function editorFrameClass(invalid: boolean | undefined) {
  return cn(
    "rounded-md border border-input bg-card focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40",
    invalid && "border-destructive",
  );
}

export function EditorToolbar({ tools }: { tools: (label: ToolLabel) => ToolState }) {
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 border-b border-border p-1.5">
      {TOOLS.map((tool) => {
        const state = tools(tool.label);
        return (
          <button
            key={tool.label}
            type="button"
            title={tool.label}
            aria-label={tool.label}
            aria-pressed={state.active}
            disabled={state.disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={state.run}
            className={cn(
              "inline-flex size-9 items-center justify-center rounded text-foreground hover:bg-muted disabled:opacity-40",
              state.active && "bg-primary-soft text-primary",
            )}
          >
            <tool.icon className="size-4" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
