import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import { EDITOR_TEXT_CLASS, EditorToolbar, editorFrameClass, type ToolLabel, type ToolState } from "./editor-frame.tsx";

/** TipTap rich-text editor for article HTML. Loaded lazily by ContentEditor. */
export default function RichTextEditor({
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
  onReady,
}: {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** Called once the editor exists (TipTap creates it after the first render). */
  onReady?: (editor: Editor) => void;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] }),
      Image,
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: EDITOR_TEXT_CLASS,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  useEffect(() => {
    if (editor) onReady?.(editor);
  }, [editor, onReady]);

  return (
    <div className={editorFrameClass(invalid)}>
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  function setLink() {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const href = window.prompt("Link address (https://…, mailto:… or /path)", previous);
    if (href === null) return;
    if (href.trim() === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
  }

  const tools: Record<ToolLabel, ToolState> = {
    Bold: { active: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    Italic: { active: state.italic, run: () => editor.chain().focus().toggleItalic().run() },
    Underline: { active: state.underline, run: () => editor.chain().focus().toggleUnderline().run() },
    "Heading 2": { active: state.h2, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
    "Heading 3": { active: state.h3, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
    "Bullet list": { active: state.bullet, run: () => editor.chain().focus().toggleBulletList().run() },
    "Numbered list": { active: state.ordered, run: () => editor.chain().focus().toggleOrderedList().run() },
    Quote: { active: state.quote, run: () => editor.chain().focus().toggleBlockquote().run() },
    Divider: { active: false, run: () => editor.chain().focus().setHorizontalRule().run() },
    "Add link": { active: state.link, run: setLink },
    "Remove link": { active: false, disabled: !state.link, run: () => editor.chain().focus().unsetLink().run() },
    Undo: { active: false, disabled: !state.canUndo, run: () => editor.chain().focus().undo().run() },
    Redo: { active: false, disabled: !state.canRedo, run: () => editor.chain().focus().redo().run() },
  };

  return <EditorToolbar tools={(label) => tools[label]} />;
}
