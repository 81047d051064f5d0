import { Flag, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { PersonAvatar } from "#app/components/chat/avatar.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { REPORT_REASONS } from "#app/domain/chat/reports.ts";
import type { ChatMessage } from "#app/domain/chat/rules.ts";
import {
  APPEALED_LABEL,
  MAX_APPEAL_LENGTH,
  splitLinks,
  UNDER_REVIEW_LABEL,
  WAITING_LABEL,
} from "#app/domain/chat/moderation.ts";
import { cn } from "#app/lib/cn.ts";
import type { RiskKind } from "#app/content/safety/risk-language.ts";

/** What the chat route's action answers a post, a deletion or a report. */
export type ChatActionData =
  | {
      ok: true;
      message?: ChatMessage;
      deleted?: number;
      reported?: number;
      hidden?: boolean;
      appealed?: number;
      risk?: RiskKind;
    }
  | { ok: false; error: string };

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
function formatTime(iso: string) {
  const date = new Date(iso);
  const sameDay = date.toDateString() === new Date().toDateString();
  return date.toLocaleString(
    "en-US",
    sameDay
      ? { hour: "numeric", minute: "2-digit" }
      : { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  );
}

/**
 * Her own message hidden after reports: she is told so, and may ask a moderator to look again (with a
 * note); a moderator who finds the reports wrong puts it back in the room.
 */
function AppealControl({ message }: { message: ChatMessage }) {
  const appeal = useFetcher<ChatActionData>();
  const result = appeal.state === "idle" ? appeal.data : undefined;
  if (result?.ok) return <p className="mt-1 text-xs text-muted-foreground">{APPEALED_LABEL}</p>;
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer font-medium text-primary">Appeal: ask a moderator to look again</summary>
      <appeal.Form method="post" className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="intent" value="appeal" />
        <input type="hidden" name="id" value={message.id} />
        <label htmlFor={`appeal-${message.id}`} className="font-medium">
          Anything the moderator should know (optional)
        </label>
        <textarea
          id={`appeal-${message.id}`}
          name="appeal"
          maxLength={MAX_APPEAL_LENGTH}
          rows={2}
          className="rounded-md border border-input bg-card p-2"
        />
        {result && !result.ok ? (
          <p role="alert" className="text-destructive">
            {result.error}
          </p>
        ) : null}
        <Button type="submit" size="sm" variant="outline" className="self-start">
          Send appeal
        </Button>
      </appeal.Form>
    </details>
  );
}

/** A member's report of someone else's message: a reason, then an admin reviews it (works without script too). */
function ReportControl({ message, name }: { message: ChatMessage; name: string | null }) {
  const reporter = useFetcher<ChatActionData>();
  const result = reporter.state === "idle" ? reporter.data : undefined;
  const [reported, setReported] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [opensUp, setOpensUp] = useState(false);
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      setReported(true);
      showToast({
        title: "Message reported",
        description: result.hidden
          ? "Thank you. Members' reports hid it until a moderator reviews it."
          : "Thank you. A moderator will review it.",
      });
    } else {
      showToast({ title: "Could not report the message", description: result.error, variant: "destructive" });
    }
  }, [result]);
  if (reported) return <span className="shrink-0 self-start text-xs text-muted-foreground">Reported</span>;
  return (
    <details
      className="relative shrink-0 self-start"
      // The log scrolls with its newest message at the bottom edge (column-reverse), so nothing below that edge
      // can be scrolled to: on the last messages the form opens upward, where the log has room.
      onToggle={(event) => {
        const details = event.currentTarget;
        if (!details.open) return;
        const log = details.closest("[data-chat-scroller]");
        const room = log ? log.getBoundingClientRect().bottom - details.getBoundingClientRect().bottom : Infinity;
        setOpensUp(room < (form.current?.offsetHeight ?? 0) + 8);
      }}
    >
      <summary
        className="flex size-8 cursor-pointer list-none items-center justify-center rounded-md text-muted-foreground opacity-70 hover:text-foreground group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
        aria-label={`Report message from ${name ?? "unknown member"}`}
        title="Report message"
      >
        <Flag className="size-4" aria-hidden="true" />
      </summary>
      <reporter.Form
        ref={form}
        method="post"
        className={cn(
          "absolute right-0 z-10 w-64 rounded-lg border border-border bg-card p-3 shadow-md",
          opensUp ? "bottom-full mb-1" : "mt-1",
        )}
      >
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="id" value={message.id} />
        <label htmlFor={`report-reason-${message.id}`} className="text-sm font-medium">
          Why are you reporting this message?
        </label>
        <select
          id={`report-reason-${message.id}`}
          name="reason"
          required
          defaultValue=""
          className="mt-2 min-h-9 w-full rounded-md border border-input bg-card px-2 text-sm"
        >
          <option value="" disabled>
            Choose a reason
          </option>
          {REPORT_REASONS.map((reason) => (
            <option key={reason.value} value={reason.value}>
              {reason.label}
            </option>
          ))}
        </select>
        <Button
          type="submit"
          size="sm"
          variant="destructive"
          className="mt-3 w-full"
          disabled={reporter.state !== "idle"}
        >
          Report message
        </Button>
      </reporter.Form>
    </details>
  );
}

/** One message: sender, time and text, with delete (own message or admin) and report (someone else's). */
export function MessageItem({
  message,
  own,
  canDelete,
  canReport,
  onDeleted,
}: {
  message: ChatMessage;
  own: boolean;
  canDelete: boolean;
  canReport: boolean;
  onDeleted: (id: number) => void;
}) {
  const deleter = useFetcher<ChatActionData>();
  const name = message.sender?.name ?? null;
  const result = deleter.state === "idle" ? deleter.data : undefined;
  useEffect(() => {
    if (!result) return;
    if (result.ok) onDeleted(message.id);
    else showToast({ title: "Could not delete the message", description: result.error, variant: "destructive" });
  }, [result, message.id, onDeleted]);
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
        </p>
        <p className="mt-0.5 whitespace-pre-wrap break-words text-foreground">
          <MessageText message={message} />
        </p>
        {message.status ? (
          <p className="mt-1 text-xs font-medium text-accent-foreground" data-message-status={message.status}>
            {message.status === "held" ? WAITING_LABEL : UNDER_REVIEW_LABEL}
          </p>
        ) : null}
        {own && message.status === "hidden" ? <AppealControl message={message} /> : null}
      </div>
      {canReport ? <ReportControl message={message} name={name} /> : null}
      {canDelete ? (
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
