import { useCallback, useEffect, useRef, useState } from "react";
import {
  CHAT_SOCKET_PATH,
  HEARTBEAT_MS,
  reconnectDelay,
  type ChatMessage,
  type ClientFrame,
  type ServerFrame,
} from "#app/domain/chat/rules.ts";
import { lastMessageId, markUnderReview, mergeMessages, removeMessage } from "#app/domain/chat/timeline.ts";
import type { RiskKind } from "#app/content/safety/risk-language.ts";
import { showToast } from "#app/components/ui/toaster.tsx";

export type ConnectionStatus = "connecting" | "live" | "reconnecting";
export type SendResult =
  | { ok: true; risk?: RiskKind; held?: boolean }
  | { ok: false; reason: "offline" }
  | { ok: false; reason: "refused"; message: string };

/** No reply to a send within this time counts as a failure. */
const SEND_TIMEOUT_MS = 10_000;
/** The server sends a heartbeat every 30 s; silence beyond this means the connection is dead. */
const SILENCE_LIMIT_MS = HEARTBEAT_MS * 2 + 5_000;

function socketUrl() {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}${CHAT_SOCKET_PATH}`;
}

let sequence = 0;
function nextClientId() {
  sequence += 1;
  return `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * One chat room's live state in the browser: the messages (server-rendered
 * history first), the socket's connection state, and send/delete. The socket
 * reconnects after 1, 2, 5, then every 10 s, and on every (re)connection asks
 * for the messages after the newest one it has, so nothing is lost; messages
 * merge by id, so nothing is shown twice. Leaving the page closes it.
 */
export function useChatRoom(options: { topic: string; initialMessages: ChatMessage[]; historyLoaded: boolean }) {
  const { topic } = options;
  const [messages, setMessages] = useState(options.initialMessages);
  const [status, setStatus] = useState<ConnectionStatus>("connecting");
  const [members, setMembers] = useState<number | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const liveRef = useRef(false);
  const messagesRef = useRef(messages);
  const historyLoadedRef = useRef(options.historyLoaded);
  const pendingRef = useRef(
    new Map<string, { resolve: (result: SendResult) => void; timer: ReturnType<typeof setTimeout> }>(),
  );

  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);

  const merge = useCallback(
    (incoming: ChatMessage[]) => {
      setMessages((current) =>
        mergeMessages(
          current,
          incoming.filter((message) => message.topic === topic),
        ),
      );
    },
    [topic],
  );

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let silence: ReturnType<typeof setTimeout> | undefined;
    // A backfill the server refused as too frequent is asked again once the wait it named is over.
    let catchUp: ReturnType<typeof setTimeout> | undefined;
    let everLive = false;
    const pending = pendingRef.current;

    const transmit = (ws: WebSocket, frame: ClientFrame) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
    };

    const settle = (clientId: string, result: SendResult) => {
      const entry = pending.get(clientId);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.delete(clientId);
      entry.resolve(result);
    };

    const handle = (ws: WebSocket, frame: ServerFrame) => {
      switch (frame.type) {
        case "ready": {
          const after = lastMessageId(messagesRef.current) ?? (historyLoadedRef.current ? 0 : undefined);
          transmit(ws, { type: "subscribe", topic, after });
          return;
        }
        case "subscribed":
          if (frame.topic !== topic) return;
          attempt = 0;
          everLive = true;
          liveRef.current = true;
          historyLoadedRef.current = true;
          setStatus("live");
          setMembers(frame.members);
          return;
        case "members":
          if (frame.topic === topic) setMembers(frame.members);
          return;
        case "message":
          merge([frame.message]);
          return;
        case "backfill":
          if (frame.topic !== topic) return;
          merge(frame.messages);
          if (!frame.complete && frame.messages.length > 0) {
            transmit(ws, { type: "backfill", topic, after: frame.messages[frame.messages.length - 1].id });
          }
          return;
        case "deleted":
          if (frame.topic === topic) setMessages((current) => removeMessage(current, frame.id));
          return;
        case "under-review":
          if (frame.topic === topic) setMessages((current) => markUnderReview(current, frame.id));
          return;
        case "ack":
          merge([frame.message]);
          settle(frame.clientId, { ok: true, risk: frame.risk, held: frame.message.status === "held" });
          return;
        case "error":
          if (frame.clientId) settle(frame.clientId, { ok: false, reason: "refused", message: frame.message });
          else if (frame.code === "rate_limited" && frame.topic === topic) {
            clearTimeout(catchUp);
            catchUp = setTimeout(() => {
              const after = lastMessageId(messagesRef.current);
              if (after !== undefined) transmit(ws, { type: "backfill", topic, after });
            }, frame.retryAfterMs ?? 10_000);
          } else if (frame.code === "server_error" && frame.topic === topic) {
            showToast({ title: "Error fetching messages", variant: "destructive" });
          } else if (frame.code === "forbidden" || frame.code === "not_found" || frame.code === "unauthenticated") {
            showToast({ title: frame.message, variant: "destructive" });
          }
          return;
        case "heartbeat":
          return;
      }
    };

    const connect = () => {
      setStatus(everLive || attempt > 0 ? "reconnecting" : "connecting");
      const ws = new WebSocket(socketUrl());
      socketRef.current = ws;
      const listen = () => {
        clearTimeout(silence);
        silence = setTimeout(() => ws.close(), SILENCE_LIMIT_MS);
      };
      listen();
      ws.onmessage = (event) => {
        listen();
        let frame: ServerFrame;
        try {
          frame = JSON.parse(String(event.data)) as ServerFrame;
        } catch {
          return;
        }
        handle(ws, frame);
      };
      ws.onclose = () => {
        clearTimeout(silence);
        if (socketRef.current === ws) socketRef.current = null;
        liveRef.current = false;
        for (const clientId of [...pending.keys()]) settle(clientId, { ok: false, reason: "offline" });
        if (stopped) return;
        setStatus("reconnecting");
        retry = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(catchUp);
      clearTimeout(silence);
      const ws = socketRef.current;
      socketRef.current = null;
      liveRef.current = false;
      if (ws) {
        transmit(ws, { type: "unsubscribe", topic });
        ws.close(1000, "Left the room");
      }
    };
  }, [topic, merge]);

  /** Sends over the socket; `offline` means the caller may fall back to the form post. */
  const send = useCallback(
    (content: string, anonymous = false) =>
      new Promise<SendResult>((resolve) => {
        const ws = socketRef.current;
        if (!ws || ws.readyState !== WebSocket.OPEN || !liveRef.current)
          return resolve({ ok: false, reason: "offline" });
        const clientId = nextClientId();
        const timer = setTimeout(() => {
          pendingRef.current.delete(clientId);
          resolve({ ok: false, reason: "refused", message: "The server did not answer in time. Please try again." });
        }, SEND_TIMEOUT_MS);
        pendingRef.current.set(clientId, { resolve, timer });
        const frame: ClientFrame = { type: "send", topic, clientId, content, ...(anonymous ? { anonymous } : {}) };
        ws.send(JSON.stringify(frame));
      }),
    [topic],
  );

  const remove = useCallback((id: number) => setMessages((current) => removeMessage(current, id)), []);

  return { messages, status, members, send, merge, remove };
}
