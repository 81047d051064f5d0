import { data } from "react-router";
import type { Route } from "./+types/chat";
import { ChatRoom } from "#app/components/chat/chat-room.tsx";
import { getSessionUser } from "#app/domain/accounts/session.server.ts";
import { requireUserSession } from "#app/routes/guards.server.ts";
import { chatFormSchema, moderateDelete, postMessage } from "#app/domain/chat/chat.server.ts";
import { listHistory } from "#app/domain/chat/messages.server.ts";
import { deleteOwnMessage, editOwnMessage, isOwnMessage } from "#app/domain/chat/own-messages.server.ts";
import { reportMessage } from "#app/domain/chat/reports.server.ts";
import { appealHiddenMessage } from "#app/domain/chat/review.server.ts";
import { isModerator, roomRules } from "#app/domain/chat/moderation.server.ts";
import { isOpenRoom, MAX_MESSAGE_LENGTH, roomTitle, type ChatMessage } from "#app/domain/chat/rules.ts";
import { chatRooms } from "#app/content/community/rooms.ts";
import { logger } from "#platform/logger.ts";
import { parseSubmission, readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { publicPageHeaders } from "#app/lib/http.ts";
import { refusalInit } from "#app/lib/refusal-answers.ts";
import { siteName } from "#app/lib/site.ts";

/**
 * /chat/:topicId: the room's history is rendered on the server
 * (readable and indexable without JavaScript); the WebSocket then takes over.
 * The action is the form fallback for sending, for a member's deletion and edit of her own messages and
 * for a moderator's deletion.
 *
 * A room's page is the same for every visitor, so visitors get it from the page cache (decision 002): it
 * may be up to the cache's TTL old, and the socket, when it connects, backfills every message after the
 * newest one the page shows. An admin's deletion empties the cache (chat.server.ts). Members' pages are
 * private (server/page-handler.ts); a page whose history could not be read, or of an unknown room, is
 * never kept.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const topic = params.topicId;
  const url = new URL(request.url);
  const beforeParam = Number(url.searchParams.get("before"));
  const before = Number.isSafeInteger(beforeParam) && beforeParam > 0 ? beforeParam : undefined;
  const user = await getSessionUser(request);
  let messages: ChatMessage[] = [];
  let hasEarlier = false;
  let fetchError = false;
  const [rules, moderator] = await Promise.all([
    roomRules(topic),
    user && user.role !== "admin" ? isModerator(user.id) : Promise.resolve(user?.role === "admin"),
  ]);
  try {
    // A member also sees her own messages that wait for a moderator (and only she does).
    ({ messages, hasEarlier } = await listHistory(topic, { before, viewerId: user?.id ?? null }));
  } catch (error) {
    logger.error({ err: error, topic }, "chat history could not be read");
    fetchError = true;
  }
  const keep = !fetchError && chatRooms.some((room) => room.id === topic);
  return data(
    {
      topic,
      title: roomTitle(topic),
      open: isOpenRoom(topic),
      messages,
      hasEarlier,
      before: before ?? null,
      fetchError,
      viewer: user
        ? { id: user.id, role: user.role === "admin" ? ("admin" as const) : ("user" as const), moderator }
        : null,
      sensitive: rules.sensitive,
      slowModeSeconds: rules.slowModeSeconds,
    },
    // An unknown room keeps the page the spec gives it, answered 404: neither kept nor counted as a page.
    {
      status: isOpenRoom(topic) ? 200 : 404,
      headers: keep ? publicPageHeaders() : { "Cache-Control": "no-store" },
    },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store" };
}

/** A refused send or deletion: a hold or a room's rule forbids it; slow mode and rate limits answer 429 with Retry-After. */
const SEND_STATUSES = { "posting-hold": 403, "not-sensitive-room": 403, "not-allowed": 403, "not-found": 404 } as const;

export async function action({ request, params }: Route.ActionArgs) {
  const { user, sessionId } = await requireUserSession(request);
  const formData = await readFormData(request);
  if (formData.get("intent") === "report") {
    // A member reports a message; the reporter is the session's user, the rest is checked on the server.
    const result = await reportMessage({ reporterId: user.id, id: formData.get("id"), reason: formData.get("reason") });
    if (result.ok)
      return { ok: true as const, reported: Number(formData.get("id")), ...(result.hidden ? { hidden: true } : {}) };
    return data(
      { ok: false as const, error: result.message },
      refusalInit(result, { "not-found": 404, "own-message": 403, "already-reported": 409 }),
    );
  }
  if (formData.get("intent") === "appeal") {
    // The sender of a message hidden after reports asks a moderator to look again.
    const result = await appealHiddenMessage(user.id, formData.get("id"), formData.get("appeal"));
    if (result.ok) return { ok: true as const, appealed: Number(formData.get("id")) };
    return data(
      { ok: false as const, error: result.message },
      refusalInit(result, { "not-found": 404, "already-appealed": 409 }),
    );
  }
  const submission = parseSubmission(formData, chatFormSchema);
  if (submission.status !== "success") {
    const message = submission.error?.intent?.[0] ?? submission.error?.id?.[0] ?? "Unknown action.";
    return data({ ok: false as const, error: message }, { status: 400 });
  }
  const form = submission.value;
  if (form.intent === "delete") {
    if (form.id === undefined) return data({ ok: false as const, error: "Unknown message." }, { status: 400 });
    // Her own message is hers to delete (anonymous ones too); anyone else's only a moderator's.
    const result = (await isOwnMessage(user.id, form.id))
      ? await deleteOwnMessage({ userId: user.id, id: form.id })
      : await moderateDelete({ userId: user.id, sessionId, id: form.id });
    if (!result.ok) return data({ ok: false as const, error: result.message }, refusalInit(result, SEND_STATUSES));
    return { ok: true as const, deleted: result.id };
  }
  if (form.intent === "edit") {
    if (form.id === undefined) return data({ ok: false as const, error: "Unknown message." }, { status: 400 });
    const result = await editOwnMessage({ userId: user.id, id: form.id, content: form.content ?? "" });
    if (!result.ok) return data({ ok: false as const, error: result.message }, refusalInit(result, SEND_STATUSES));
    return { ok: true as const, edited: result.message, ...(result.risk ? { risk: result.risk } : {}) };
  }
  // The sender is the session's user; nothing in the form can change that.
  const result = await postMessage({
    userId: user.id,
    topic: params.topicId,
    content: form.content ?? "",
    anonymous: form.anonymous === "on",
  });
  if (!result.ok) {
    // What she typed comes back with the refusal, so a page posted without JavaScript keeps it in the box.
    const typed = { content: (form.content ?? "").slice(0, MAX_MESSAGE_LENGTH), anonymous: form.anonymous === "on" };
    return data({ ok: false as const, error: result.message, refused: typed }, refusalInit(result, SEND_STATUSES));
  }
  return { ok: true as const, message: result.message, ...(result.risk ? { risk: result.risk } : {}) };
}

type RefusedSend = { ok: false; error: string; refused: { content: string; anonymous: boolean } };
const isRefusedSend = (value: unknown): value is RefusedSend =>
  typeof value === "object" && value !== null && "refused" in value;

export default function ChatRoute({ loaderData, actionData }: Route.ComponentProps) {
  const refused = isRefusedSend(actionData) ? { error: actionData.error, ...actionData.refused } : null;
  return <ChatRoom key={loaderData.topic} {...loaderData} refused={refused} />;
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const room = chatRooms.find((candidate) => candidate.id === params.topicId);
  const title = loaderData?.title ?? roomTitle(params.topicId);
  const tags = pageMeta(
    title === "Chat" ? "Chat" : `${title} Chat`,
    room
      ? `${room.description} Join the live ${room.title} chat room of ${siteName()} community.`
      : `A chat room of ${siteName()} community.`,
  );
  return room ? tags : [...tags, { name: "robots", content: "noindex" }];
}
