import { Flag } from "lucide-react";
import * as React from "react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { APPEALED_LABEL, MAX_APPEAL_LENGTH } from "#app/domain/chat/moderation.ts";
import { REPORT_REASONS } from "#app/domain/chat/reports.ts";
import type { ChatMessage } from "#app/domain/chat/rules.ts";
import { cn } from "#app/lib/cn.ts";
import type { RiskKind } from "#app/content/safety/risk-language.ts";

/**
 * The controls that open beside a chat message (message-item.tsx): her appeal of a hidden message, a member's
 * report of someone else's, and the small icon-button panel her delete opens in. Each posts to the chat route's
 * action and works without JavaScript too.
 */

/** What the chat route's action answers a post, a deletion or a report. */
export type ChatActionData =
  | {
      ok: true;
      message?: ChatMessage;
      edited?: ChatMessage;
      deleted?: number;
      reported?: number;
      hidden?: boolean;
      appealed?: number;
      risk?: RiskKind;
    }
  | { ok: false; error: string };

/**
 * Her own message hidden after reports: she is told so, and may ask a moderator to look again (with a
 * note); a moderator who finds the reports wrong puts it back in the room.
 */
export function AppealControl({ message }: { message: ChatMessage }) {
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
export function ReportControl({ message, name }: { message: ChatMessage; name: string | null }) {
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

/**
 * A panel that opens from a small icon button (a <details>, so it works without JavaScript too). The log
 * scrolls with its newest message at the bottom edge, so on the last messages the panel opens upward.
 */
export function ActionPanel({
  label,
  icon,
  children,
}: {
  label: string;
  icon: React.ReactNode;
  children: (panelClassName: string) => React.ReactNode;
}) {
  const [opensUp, setOpensUp] = useState(false);
  return (
    <details
      className="relative shrink-0 self-start"
      onToggle={(event) => {
        const details = event.currentTarget;
        if (!details.open) return;
        const log = details.closest("[data-chat-scroller]");
        const room = log ? log.getBoundingClientRect().bottom - details.getBoundingClientRect().bottom : Infinity;
        setOpensUp(room < 140);
      }}
    >
      <summary
        className="flex size-8 cursor-pointer list-none items-center justify-center rounded-md text-muted-foreground opacity-70 hover:text-foreground group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
        aria-label={label}
        title={label}
      >
        {icon}
      </summary>
      {children(
        cn(
          "absolute right-0 z-10 w-64 rounded-lg border border-border bg-card p-3 text-sm shadow-md",
          opensUp ? "bottom-full mb-1" : "mt-1",
        ),
      )}
    </details>
  );
}
