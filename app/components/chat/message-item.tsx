import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { PersonAvatar } from "#app/components/chat/avatar.tsx";
import {
  ActionPanel,
  AppealControl,
  ReportControl,
  type ChatActionData,
} from "#app/components/chat/message-actions.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import {
  EDIT_WINDOW_MS,
  EDITED_LABEL,
  MAX_MESSAGE_LENGTH,
  withinEditWindow,
  type ChatMessage,
} from "#app/domain/chat/rules.ts";
import { splitLinks, UNDER_REVIEW_LABEL, WAITING_LABEL } from "#app/domain/chat/moderation.ts";
import { cn } from "#app/lib/cn.ts";
import type { RiskKind } from "#app/content/safety/risk-language.ts";

/** The text, with its links as links only when its sender was trusted (others' links stay plain text). */
function MessageText({ message }: { message: ChatMessage }) {
  if (!message.links) return <>{message.content}</>;
  return (
    <>
      {splitLinks(message.content).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            rel="nofollow ugc noopener noreferrer"
            target="_blank"
            className="text-primary underline"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
/** Made once: `toLocaleString` makes a formatter on every call, for every message in the room. */
const TIME = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const DAY_AND_TIME = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function formatTime(iso: string) {
  const date = new Date(iso);
  const sameDay = date.toDateString() === new Date().toDateString();
  return (sameDay ? TIME : DAY_AND_TIME).format(date);
}

/** Whether her message can still be edited; turns false by itself when the window closes. */
function useEditable(createdAt: string, own: boolean): boolean {
  const [editable, setEditable] = useState(() => own && withinEditWindow(createdAt));
  useEffect(() => {
    if (!own) return setEditable(false);
    const left = EDIT_WINDOW_MS - (Date.now() - new Date(createdAt).getTime());
    setEditable(left > 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setEditable(false), left);
    return () => clearTimeout(timer);
  }, [createdAt, own]);
  return editable;
}

/** One message: sender, time and text, with her own edit and delete, a moderator's delete, and report. */
export function MessageItem({
  message,
  own,
  canModerate,
  canReport,
  onDeleted,
  onEdited,
}: {
  message: ChatMessage;
  own: boolean;
  /** A moderator or admin: may delete anyone's message. */
  canModerate: boolean;
  canReport: boolean;
  onDeleted: (id: number) => void;
  onEdited: (message: ChatMessage, risk?: RiskKind) => void;
}) {
  const deleter = useFetcher<ChatActionData>();
  const editor = useFetcher<ChatActionData>();
  const name = message.sender?.name ?? null;
  const editable = useEditable(message.createdAt, own) && message.status !== "hidden";
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.content);
  const [editError, setEditError] = useState<string | null>(null);
  const result = deleter.state === "idle" ? deleter.data : undefined;
  const edited = editor.state === "idle" ? editor.data : undefined;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!result) return;
    if (result.ok) onDeleted(message.id);
    else showToast({ title: "Could not delete the message", description: result.error, variant: "destructive" });
  }, [result, message.id, onDeleted]);
  useEffect(() => {
    if (!edited) return;
    if (edited.ok && edited.edited) {
      setEditing(false);
      setEditError(null);
      onEdited(edited.edited, edited.risk);
    } else if (!edited.ok) setEditError(edited.error);
  }, [edited, onEdited]);
  useEffect(() => {
    if (editing) {
      setDraft(message.content);
      textareaRef.current?.focus();
    }
    // Only when the editor opens: the text she types is hers until she saves or cancels.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);
  const errorId = `edit-error-${message.id}`;
  return (
    <li
      className={cn("group flex gap-3", (deleter.state !== "idle" || message.status) && "opacity-70")}
      data-message-id={message.id}
    >
      <PersonAvatar name={name} src={message.sender?.avatar} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className={cn("font-semibold", own && "text-primary")}>{name ?? "Unknown member"}</span>
          <time dateTime={message.createdAt} suppressHydrationWarning className="text-xs text-muted-foreground">
            {formatTime(message.createdAt)}
          </time>
          {message.editedAt ? (
            <span className="text-xs text-muted-foreground" data-edited={message.editedAt}>
              ({EDITED_LABEL})
            </span>
          ) : null}
        </p>
        {editing ? (
          <editor.Form method="post" className="mt-1 grid gap-2" aria-label="Edit your message">
            <input type="hidden" name="intent" value="edit" />
            <input type="hidden" name="id" value={message.id} />
            <label htmlFor={`edit-${message.id}`} className="sr-only">
              Edit your message
            </label>
            <textarea
              ref={textareaRef}
              id={`edit-${message.id}`}
              name="content"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setEditError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === "Escape") setEditing(false);
              }}
              required
              maxLength={MAX_MESSAGE_LENGTH}
              rows={Math.min(6, Math.max(2, draft.split("\n").length))}
              aria-invalid={editError ? true : undefined}
              aria-describedby={editError ? errorId : undefined}
              className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            />
            {editError ? (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {editError}
              </p>
            ) : null}
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={editor.state !== "idle" || draft.trim().length === 0}>
                {editor.state !== "idle" ? "Saving..." : "Save"}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </editor.Form>
        ) : (
          <p className="mt-0.5 whitespace-pre-wrap break-words text-foreground">
            <MessageText message={message} />
          </p>
        )}
        {message.status ? (
          <p className="mt-1 text-xs font-medium text-accent-foreground" data-message-status={message.status}>
            {message.status === "held" ? WAITING_LABEL : UNDER_REVIEW_LABEL}
          </p>
        ) : null}
        {own && message.status === "hidden" ? <AppealControl message={message} /> : null}
      </div>
      {canReport && !own ? <ReportControl message={message} name={name} /> : null}
      {editable && !editing ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 shrink-0 self-start text-muted-foreground opacity-70 hover:text-foreground group-hover:opacity-100 focus-visible:opacity-100"
          aria-label="Edit your message"
          title="Edit your message"
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      ) : null}
      {own ? (
        // Her own words: deleted for everyone after one confirmation (anonymous ones too).
        <ActionPanel label="Delete your message" icon={<Trash2 className="size-4" aria-hidden="true" />}>
          {(panel) => (
            <deleter.Form method="post" className={panel}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={message.id} />
              <p className="font-medium">Delete your message?</p>
              <p className="mt-1 text-muted-foreground">
                It is removed for everyone in the room. This cannot be undone.
              </p>
              <Button
                type="submit"
                size="sm"
                variant="destructive"
                className="mt-3 w-full"
                disabled={deleter.state !== "idle"}
              >
                Delete message
              </Button>
            </deleter.Form>
          )}
        </ActionPanel>
      ) : canModerate ? (
        <deleter.Form method="post" className="shrink-0 self-start">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={message.id} />
          <Button
            type="submit"
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground opacity-70 hover:text-destructive group-hover:opacity-100 focus-visible:opacity-100"
            aria-label={`Delete message from ${name ?? "unknown member"}`}
            title="Delete message"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </deleter.Form>
      ) : null}
    </li>
  );
}
