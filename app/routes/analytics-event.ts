import { z } from "zod";
import type { Route } from "./+types/analytics-event";
import { allowBeacon, asksNotToBeCounted, QUIZ_EVENTS, recordQuizEvent } from "#app/domain/analytics/events.server.ts";
import { requestInfoContext } from "#platform/request-context.ts";

const answer = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/** Longest beacon body read. */
const MAX_BODY = 512;
const beaconSchema = z.object({ event: z.enum(QUIZ_EVENTS), quiz: z.string().max(64) }).strict();

/**
 * POST /analytics/event: the quiz page's beacon (navigator.sendBeacon, no cookie needed or read) for a quiz
 * started or completed, which only the browser knows. Same-origin writes only (server/security.ts); the
 * body is validated, the quiz must exist, a client address may send BEACON_LIMIT per window; a request
 * with Do-Not-Track or Sec-GPC is answered the same and counted not at all. Always 204 when accepted.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return answer(405);
  const text = await request.text();
  if (text.length > MAX_BODY) return answer(413);
  let parsed: z.infer<typeof beaconSchema>;
  try {
    const result = beaconSchema.safeParse(JSON.parse(text));
    if (!result.success) return answer(400);
    parsed = result.data;
  } catch {
    return answer(400);
  }
  if (!asksNotToBeCounted(request.headers)) {
    if (!allowBeacon(context.get(requestInfoContext).ip)) return answer(429);
    if (!recordQuizEvent(parsed.event, parsed.quiz)) return answer(400);
  }
  return answer(204);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
