import type { Editor } from "@tiptap/react";
import { Code2, PenLine } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/cn.ts";
import { useHydratedLater } from "#app/lib/use-hydrated.ts";
import { EDITOR_TEXT_CLASS, EditorToolbar, editorFrameClass } from "./editor-frame.tsx";

// TipTap is most of the form's script: it is fetched only when someone turns to the content field
// (its size is in docs/decisions/003-reading-pages-without-client-runtime.md).
const loadEditor = () => import("./rich-text-editor.tsx");
const RichTextEditor = lazy(loadEditor);

/** A placeholder toolbar button only asks for the editor. */
const idleTool = (want: () => void) => (label: string) => ({
  active: false,
  disabled: label === "Remove link" || label === "Undo" || label === "Redo",
  run: want,
});

/** About the height of an article's text in the editor on a phone (px), from its length: the placeholder's until it is drawn. */
function reservedHeight(html: string): number {
  const characters = html.replace(/<[^>]*>/g, "").length;
  const blocks = html.match(/<(p|h[1-6]|li|blockquote|pre|hr|img)\b/gi)?.length ?? 0;
  return Math.max(400, Math.round((characters / 40) * 30 + blocks * 28));
}

/**
 * The editor until it is loaded: its frame, toolbar and text box, drawn by the same components, so it has
 * exactly the editor's shape (nothing moves when the editor takes its place, a click aimed below it lands).
 * The text box is editable already: what is typed goes into the form's HTML and into the editor when it
 * arrives. Focusing it, pressing a key or a pointer in it, or any of its toolbar buttons loads the editor;
 * a pointer over it fetches the script ahead. Nothing else on the page does.
 */
function EditorPlaceholder({
  html,
  onInput,
  want,
  labelId,
  describedBy,
  invalid,
  textRef,
  className,
  labelled,
}: {
  html: string;
  onInput: (html: string) => void;
  want: () => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  textRef: React.RefObject<HTMLDivElement | null>;
  className?: string;
  /** False in the server's HTML (and during hydration): the textarea is the field until React runs. */
  labelled: boolean;
}) {
  // The box's HTML is set once: React must not overwrite what is typed into it.
  const [initial] = useState(() => ({ __html: html }));
  const [reserved] = useState(() => reservedHeight(html));
  // The same element while `want` is: the toolbar's icons are not drawn again when the box becomes editable.
  const toolbar = useMemo(() => <EditorToolbar tools={idleTool(want)} />, [want]);
  return (
    <div className={cn(editorFrameClass(invalid), className)} onPointerEnter={() => void loadEditor()}>
      {toolbar}
      <div
        ref={textRef}
        // Named as the field only once it works: before, the form's textarea is the field.
        {...(labelled
          ? {
              role: "textbox",
              "aria-multiline": true,
              "aria-labelledby": labelId,
              "aria-describedby": describedBy,
              "aria-invalid": invalid || undefined,
            }
          : {})}
        contentEditable={labelled}
        suppressContentEditableWarning
        tabIndex={labelled ? 0 : -1}
        // A long article's text is laid out when it comes near the screen, not in the page's first frames
        // (below the fold on a phone, it was most of the editor's layout work at start); the height it keeps
        // meanwhile is a guess from its length, its real one once it has been shown.
        className={cn(EDITOR_TEXT_CLASS, "[content-visibility:auto]")}
        style={{ containIntrinsicBlockSize: `auto ${reserved}px` }}
        onFocus={want}
        onPointerDown={want}
        onKeyDown={want}
        onInput={(event) => onInput(event.currentTarget.innerHTML)}
        dangerouslySetInnerHTML={initial}
      />
    </div>
  );
}

/**
 * The article content field: a rich-text editor producing HTML, with a toggle
 * to edit the raw HTML. The HTML always lives in a real <textarea name=…>,
 * so the form posts it (and works as a plain textarea without JavaScript:
 * the server renders both, and CSS shows the textarea only where scripts
 * do not run).
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
  const hydrated = useHydratedLater();
  const [html, setHtml] = useState(defaultValue);
  const htmlRef = useRef(html);
  htmlRef.current = html;
  const [mode, setMode] = useState<"visual" | "html">("visual");
  const [wanted, setWanted] = useState(Boolean(autoFocus));
  const [editor, setEditor] = useState<Editor | null>(null);
  const placeholderText = useRef<HTMLDivElement>(null);
  const focusOnReady = useRef(false);
  const visual = mode === "visual";

  const want = useCallback(() => setWanted(true), []);
  const onReady = useCallback((ready: Editor) => {
    // What was typed into the placeholder meanwhile becomes the editor's content (not a step to undo).
    ready.chain().setMeta("addToHistory", false).setContent(htmlRef.current, { emitUpdate: false }).run();
    focusOnReady.current = document.activeElement === placeholderText.current;
    setEditor(ready);
  }, []);
  useEffect(() => {
    if (editor && focusOnReady.current) {
      focusOnReady.current = false;
      editor.commands.focus("end");
    }
  }, [editor]);

  function choose(next: "visual" | "html") {
    // The editor is created again from the textarea's HTML when the visual mode comes back.
    if (next === "html") setEditor(null);
    setMode(next);
  }

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
              onClick={() => choose(option.value)}
              className={cn(
                "inline-flex items-center gap-1.5 rounded px-3 py-1.5 text-sm font-medium",
                mode === option.value
                  ? "bg-card text-foreground shadow-sm"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              <option.icon className="size-4" aria-hidden="true" /> {option.label}
            </button>
          ))}
        </div>
      ) : null}
      {visual && !editor ? (
        <EditorPlaceholder
          html={html}
          onInput={(typed) => setHtml(typed === "<br>" ? "" : typed)}
          want={want}
          labelId={labelId}
          describedBy={describedBy}
          invalid={invalid}
          textRef={placeholderText}
          labelled={hydrated}
          // Without scripts the placeholder could not post: the textarea below stands in.
          className={hydrated ? undefined : "[@media(scripting:none)]:hidden"}
        />
      ) : null}
      {hydrated && visual && wanted ? (
        <Suspense fallback={null}>
          <div hidden={!editor}>
            <RichTextEditor
              value={html}
              onChange={setHtml}
              labelId={labelId}
              describedBy={describedBy}
              invalid={invalid}
              onReady={onReady}
            />
          </div>
        </Suspense>
      ) : null}
      <Textarea
        id={id}
        name={name}
        value={html}
        onChange={(event) => setHtml(event.target.value)}
        hidden={hydrated && visual}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoFocus={autoFocus}
        spellCheck={false}
        className={cn("min-h-[400px] font-mono text-sm", !hydrated && "[@media(scripting:enabled)]:hidden")}
      />
    </div>
  );
}
