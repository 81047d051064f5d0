import { ArrowLeft, Flag, LoaderCircle, SendHorizontal, Trash2, Users } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useFetcher } from "react-router";
import { PersonAvatar } from "#app/components/chat/avatar.tsx";
import { useChatRoom, type ConnectionStatus } from "#app/components/chat/use-chat-room.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { RoomSafety } from "#app/components/chat/room-safety.tsx";
import { REPORT_REASONS } from "#app/domain/chat/reports.ts";
import { MAX_MESSAGE_LENGTH, type ChatMessage } from "#app/domain/chat/rules.ts";
import { cn } from "#app/lib/cn.ts";

type Props = {
  topic: string;
  title: string;
  open: boolean;
  messages: ChatMessage[];
  hasEarlier: boolean;
  before: number | null;
  fetchError: boolean;
  viewer: { id: string; role: "user" | "admin" } | null;
};

type ActionData =
  { ok: true; message?: ChatMessage; deleted?: number; reported?: number } | { ok: false; error: string };
type PageData = { messages: ChatMessage[]; hasEarlier: boolean; fetchError: boolean };

const statusLabel: Record<ConnectionStatus, string> = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
};

function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  return (
    <span
      role="status"
      aria-live="polite"
      data-connection={status}
      className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-muted-foreground"
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-2 rounded-full",
          status === "live"
            ? "bg-sage"
            : status === "reconnecting"
              ? "animate-pulse bg-gold motion-reduce:animate-none"
              : "bg-input",
        )}
      />
      {statusLabel[status]}
    </span>
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

/** A member's report of someone else's message: a reason, then an admin reviews it (works without script too). */
function ReportControl({ message, name }: { message: ChatMessage; name: string | null }) {
  const reporter = useFetcher<ActionData>();
  const result = reporter.state === "idle" ? reporter.data : undefined;
  const [reported, setReported] = useState(false);
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      setReported(true);
      showToast({ title: "Message reported", description: "Thank you. An admin will review it." });
    } else {
      showToast({ title: "Could not report the message", description: result.error, variant: "destructive" });
    }
  }, [result]);
  if (reported) return <span className="shrink-0 self-start text-xs text-muted-foreground">Reported</span>;
  return (
    <details className="relative shrink-0 self-start">
      <summary
        className="flex size-8 cursor-pointer list-none items-center justify-center rounded-md text-muted-foreground opacity-70 hover:text-foreground group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
        aria-label={`Report message from ${name ?? "unknown member"}`}
        title="Report message"
      >
        <Flag className="size-4" aria-hidden="true" />
      </summary>
      <reporter.Form
        method="post"
        className="absolute right-0 z-10 mt-1 w-64 rounded-lg border border-border bg-card p-3 shadow-md"
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

function MessageItem({
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
  const deleter = useFetcher<ActionData>();
  const name = message.sender?.name ?? null;
  const result = deleter.state === "idle" ? deleter.data : undefined;
  useEffect(() => {
    if (!result) return;
    if (result.ok) onDeleted(message.id);
    else showToast({ title: "Could not delete the message", description: result.error, variant: "destructive" });
  }, [result, message.id, onDeleted]);
  return (
    <li className={cn("group flex gap-3", deleter.state !== "idle" && "opacity-50")} data-message-id={message.id}>
      <PersonAvatar name={name} src={message.sender?.avatar} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className={cn("font-semibold", own && "text-primary")}>{name ?? "Unknown member"}</span>
          <time dateTime={message.createdAt} suppressHydrationWarning className="text-xs text-muted-foreground">
            {formatTime(message.createdAt)}
          </time>
        </p>
        <p className="mt-0.5 whitespace-pre-wrap break-words text-foreground">{message.content}</p>
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

/** The chat room card (spec §2.10): header, history and live messages, and the composer or login link. */
export function ChatRoom(props: Props) {
  const { topic, title, viewer } = props;
  const room = useChatRoom({ topic, initialMessages: props.messages, historyLoaded: !props.fetchError });
  const { merge } = room;
  const [hasEarlier, setHasEarlier] = useState(props.hasEarlier);
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const fallback = useFetcher<ActionData>();
  const earlier = useFetcher<PageData>();
  const scroller = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const newestId = room.messages.length > 0 ? room.messages[room.messages.length - 1].id : 0;

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (props.fetchError) showToast({ title: "Error fetching messages", variant: "destructive" });
  }, [props.fetchError]);

  // Revalidated loader data (e.g. after a form post) merges into the live list.
  useEffect(() => merge(props.messages), [props.messages, merge]);

  // Scroll to the newest message whenever one arrives (the list is anchored at the bottom).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  useEffect(() => {
    if (earlier.state !== "idle" || !earlier.data) return;
    if (earlier.data.fetchError) {
      showToast({ title: "Error fetching messages", variant: "destructive" });
      return;
    }
    merge(earlier.data.messages);
    setHasEarlier(earlier.data.hasEarlier);
  }, [earlier.state, earlier.data, merge]);

  useEffect(() => {
    if (fallback.state !== "idle" || !fallback.data) return;
    const result = fallback.data;
    setSending(false);
    if (result.ok) {
      if (result.message) {
        merge([result.message]);
        setDraft("");
      }
    } else {
      showToast({ title: "Failed to send message", description: result.error, variant: "destructive" });
    }
  }, [fallback.state, fallback.data, merge]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const content = draft.trim();
    if (!content || sending) return;
    setSending(true);
    const result = await room.send(content);
    if (result.ok) {
      setDraft("");
      setSending(false);
      inputRef.current?.focus();
      return;
    }
    if (result.reason === "offline") {
      // Not connected right now: post the form over HTTP instead.
      void fallback.submit({ intent: "send", content }, { method: "post" });
      return;
    }
    setSending(false);
    showToast({ title: "Failed to send message", description: result.message, variant: "destructive" });
  }

  const oldestId = room.messages.length > 0 ? room.messages[0].id : null;
  const loginHref = `/login?redirectTo=${encodeURIComponent(`/chat/${topic}`)}`;

  return (
    <div className="mx-auto max-w-4xl px-3 py-6 sm:px-6 sm:py-10">
      <RoomSafety topic={topic} part="crisis" />
      <Card className="h-[80vh] min-h-[26rem] gap-0 overflow-hidden py-0">
        <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-4 py-3 sm:px-6">
          <Link
            to="/community"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to Community
          </Link>
          <h1 className="order-last w-full font-serif text-2xl font-semibold sm:order-none sm:w-auto sm:flex-1">
            {title}
          </h1>
          <div className="ml-auto flex items-center gap-2">
            {room.members !== null ? (
              <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <Users className="size-3.5" aria-hidden="true" />
                {room.members} here
              </span>
            ) : null}
            <ConnectionBadge status={room.status} />
          </div>
        </header>

        <div ref={scroller} className="flex flex-1 flex-col-reverse overflow-y-auto px-4 py-4 sm:px-6">
          <div>
            {hasEarlier && oldestId !== null ? (
              <div className="mb-4 flex justify-center">
                <Link
                  to={`?before=${oldestId}`}
                  preventScrollReset
                  onClick={(event) => {
                    event.preventDefault();
                    void earlier.load(`/chat/${topic}?before=${oldestId}`);
                  }}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  {earlier.state === "loading" ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                  Load earlier messages
                </Link>
              </div>
            ) : null}
            {props.before !== null ? (
              <p className="mb-4 text-center text-sm">
                <Link to={`/chat/${topic}`} className="text-primary underline">
                  Show the latest messages
                </Link>
              </p>
            ) : null}
            <div role="log" aria-label={`${title} messages`} aria-live="polite">
              {room.messages.length === 0 ? (
                !props.open ? (
                  <p className="py-12 text-center text-muted-foreground">There are no messages in this room.</p>
                ) : viewer ? (
                  <p className="py-12 text-center text-muted-foreground">No messages yet. Start the conversation!</p>
                ) : (
                  // A visitor cannot post: invite her to join rather than to start anything.
                  <div className="py-12 text-center text-muted-foreground" data-testid="chat-join-invite">
                    <p>No messages yet. Members of the circle chat here.</p>
                    <p className="mt-2">
                      <Link to="/register" className="font-medium text-primary underline">
                        Join the circle
                      </Link>{" "}
                      or{" "}
                      <Link to={loginHref} className="font-medium text-primary underline">
                        log in
                      </Link>{" "}
                      to write the first message.
                    </p>
                  </div>
                )
              ) : (
                <ol className="space-y-4">
                  {room.messages.map((message) => (
                    <MessageItem
                      key={message.id}
                      message={message}
                      own={message.userId === viewer?.id}
                      canDelete={viewer?.role === "admin"}
                      canReport={viewer !== null && message.userId !== viewer.id}
                      onDeleted={room.remove}
                    />
                  ))}
                </ol>
              )}
            </div>
          </div>
        </div>

        <footer className="border-t border-border bg-muted/40 px-4 py-3 sm:px-6">
          {viewer ? (
            <Form method="post" onSubmit={(event) => void onSubmit(event)} className="flex items-center gap-2">
              <input type="hidden" name="intent" value="send" />
              <label htmlFor="chat-message" className="sr-only">
                Message
              </label>
              <Input
                ref={inputRef}
                id="chat-message"
                name="content"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder="Type your message…"
                autoComplete="off"
                required
                pattern=".*\S.*"
                maxLength={MAX_MESSAGE_LENGTH}
                className="flex-1 bg-card"
              />
              <Button
                type="submit"
                size="icon"
                aria-label="Send message"
                disabled={hydrated && (!draft.trim() || sending)}
              >
                {sending ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <SendHorizontal aria-hidden="true" />
                )}
              </Button>
            </Form>
          ) : (
            <p className="text-center text-sm">
              <Link to={loginHref} className="font-medium text-primary underline underline-offset-4">
                Log in to join the chat
              </Link>
              <span className="text-muted-foreground"> · New here? </span>
              <Link to="/register" className="font-medium text-primary underline underline-offset-4">
                Join the circle
              </Link>
            </p>
          )}
        </footer>
      </Card>
      <RoomSafety topic={topic} part="guidelines" />
    </div>
  );
}
