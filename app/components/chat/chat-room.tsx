import { ArrowLeft, LoaderCircle, SendHorizontal, Users } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useFetcher } from "react-router";
import { useChatRoom, type ConnectionStatus } from "#app/components/chat/use-chat-room.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { RoomSafety } from "#app/components/chat/room-safety.tsx";
import type { ChatActionData } from "#app/components/chat/message-actions.tsx";
import { MessageItem } from "#app/components/chat/message-item.tsx";
import { CrisisAlert } from "#app/components/chat/crisis-alert.tsx";
import { MAX_MESSAGE_LENGTH, type ChatMessage } from "#app/domain/chat/rules.ts";
import { WAITING_LABEL, waitWords } from "#app/domain/chat/moderation.ts";
import type { RiskKind } from "#app/content/safety/risk-language.ts";
import { cn } from "#app/lib/cn.ts";

type Props = {
  topic: string;
  title: string;
  open: boolean;
  messages: ChatMessage[];
  hasEarlier: boolean;
  before: number | null;
  fetchError: boolean;
  viewer: { id: string; role: "user" | "admin"; moderator: boolean } | null;
  sensitive: boolean;
  slowModeSeconds: number;
  /** A send the server refused, posted without JavaScript: its message, and what she typed. */
  refused?: { error: string; content: string; anonymous: boolean } | null;
};

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

const HELD_NOTE = "Only you can see it until a moderator approves it.";

/** The chat room card: header, history and live messages, and the composer or login link. */
export function ChatRoom(props: Props) {
  const { topic, title, viewer } = props;
  const room = useChatRoom({ topic, initialMessages: props.messages, historyLoaded: !props.fetchError });
  const { merge } = room;
  const [hasEarlier, setHasEarlier] = useState(props.hasEarlier);
  const [draft, setDraft] = useState(props.refused?.content ?? "");
  const [anonymous, setAnonymous] = useState(props.refused?.anonymous ?? false);
  const [refusal, setRefusal] = useState(props.refused?.error ?? null);
  const [risk, setRisk] = useState<RiskKind | null>(null);
  const [sending, setSending] = useState(false);
  // What the pending send carries: its answer clears the box only if she has not typed on since.
  const sentRef = useRef<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const fallback = useFetcher<ChatActionData>();
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
        clearSent();
        if (result.risk) setRisk(result.risk);
        else if (result.message.status === "held") showToast({ title: WAITING_LABEL, description: HELD_NOTE });
      }
    } else {
      showToast({ title: "Failed to send message", description: result.error, variant: "destructive" });
    }
  }, [fallback.state, fallback.data, merge]);

  // Her edit was saved: the room shows the new text (and her crisis help, when her words call for it).
  const onEdited = useCallback(
    (message: ChatMessage, editRisk?: RiskKind) => {
      merge([message]);
      if (editRisk) setRisk(editRisk);
      else if (message.status === "held") showToast({ title: WAITING_LABEL, description: HELD_NOTE });
    },
    [merge],
  );

  /** The box is emptied of the message just sent; words typed while it was on its way stay. */
  function clearSent() {
    const sent = sentRef.current;
    sentRef.current = null;
    setDraft((current) => (sent !== null && current.trim() !== sent ? current : ""));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const content = draft.trim();
    if (!content || sending) return;
    setSending(true);
    sentRef.current = content;
    const result = await room.send(content, anonymous);
    if (result.ok) {
      clearSent();
      setRefusal(null);
      setSending(false);
      // Her words signal risk: the crisis help shows at once, above the conversation.
      if (result.risk) setRisk(result.risk);
      else if (result.held) showToast({ title: WAITING_LABEL, description: HELD_NOTE });
      inputRef.current?.focus();
      return;
    }
    if (result.reason === "offline") {
      // Not connected right now: post the form over HTTP instead.
      void fallback.submit({ intent: "send", content, ...(anonymous ? { anonymous: "on" } : {}) }, { method: "post" });
      return;
    }
    setSending(false);
    showToast({ title: "Failed to send message", description: result.message, variant: "destructive" });
  }

  const oldestId = room.messages.length > 0 ? room.messages[0].id : null;
  const loginHref = `/login?redirectTo=${encodeURIComponent(`/chat/${topic}`)}`;

  return (
    <div className="mx-auto max-w-4xl px-3 py-6 sm:px-6 sm:py-10">
      {risk ? <CrisisAlert risk={risk} onClose={() => setRisk(null)} /> : null}
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

        <div
          ref={scroller}
          data-chat-scroller
          className="flex flex-1 flex-col-reverse overflow-y-auto px-4 py-4 sm:px-6"
        >
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
                      canModerate={viewer?.role === "admin" || viewer?.moderator === true}
                      canReport={viewer !== null && message.userId !== viewer.id}
                      onDeleted={room.remove}
                      onEdited={onEdited}
                    />
                  ))}
                </ol>
              )}
            </div>
          </div>
        </div>

        <footer className="border-t border-border bg-muted/40 px-4 py-3 sm:px-6">
          {props.open && viewer && props.slowModeSeconds > 0 ? (
            <p className="mb-2 text-xs text-muted-foreground" data-slow-mode>
              Slow mode: one message every {waitWords(props.slowModeSeconds * 1000)}.
            </p>
          ) : null}
          {!props.open ? (
            // Not one of the community's rooms: nothing can be posted here, so nothing offers to.
            <p className="text-center text-sm">
              This is not one of our chat rooms.{" "}
              <Link to="/community" className="font-medium text-primary underline underline-offset-4">
                See the community's rooms
              </Link>
            </p>
          ) : viewer ? (
            <Form
              method="post"
              onSubmit={(event) => void onSubmit(event)}
              className="flex flex-wrap items-center gap-x-2 gap-y-1"
            >
              <input type="hidden" name="intent" value="send" />
              {refusal ? (
                <p role="alert" className="w-full text-sm font-medium text-destructive">
                  {refusal}
                </p>
              ) : null}
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
                className="min-w-0 flex-1 bg-card"
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
              {props.sensitive ? (
                <label className="flex w-full items-center gap-2 text-sm text-muted-foreground sm:w-auto">
                  <input
                    type="checkbox"
                    name="anonymous"
                    checked={anonymous}
                    onChange={(event) => setAnonymous(event.target.checked)}
                    className="size-4 accent-primary"
                  />
                  Post anonymously
                </label>
              ) : null}
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
