import type { Route } from "./+types/export";
import { exportAccountData } from "#app/domain/accounts/account-data.server.ts";
import { requireUser } from "#app/routes/guards.server.ts";
import { retryAfterSecondsOf } from "#app/lib/refusal.ts";
import { siteName } from "#app/lib/site.ts";
import { consumeRateLimit } from "#platform/rate-limit.ts";

/**
 * GET /account/export: "Download my data" on the profile. One JSON file with the
 * signed-in member's own data (the tracker also as CSV text inside it). Visitors are sent to /login.
 * A member downloads it a few times, not hundreds: 10 an hour. The file is streamed part by part (the
 * private sync's sealed records can be megabytes), never held twice as one string.
 */
export const EXPORT_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const allowance = await consumeRateLimit({ key: `account-export:${user.id}`, ...EXPORT_RATE_LIMIT });
  if (!allowance.ok) {
    return new Response("You have downloaded your data many times in the last hour. Please try again later.\n", {
      status: 429,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(retryAfterSecondsOf(allowance.retryAfterMs)),
        "Cache-Control": "private, no-store",
      },
    });
  }
  const now = new Date();
  const document = await exportAccountData({ id: user.id, email: user.email }, siteName(), now);
  const filename = `wellness-circle-my-data-${now.toISOString().slice(0, 10)}.json`;
  return new Response(jsonStream(document as Record<string, unknown>), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** `JSON.stringify(document, null, 2)` and a newline, written one top-level part (and one record) at a time. */
function jsonStream(document: Record<string, unknown>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);
  function* parts(): Generator<string> {
    const entries = Object.entries(document).filter(([, value]) => value !== undefined);
    yield "{";
    for (const [index, [key, value]] of entries.entries()) {
      yield `${index === 0 ? "" : ","}\n  ${JSON.stringify(key)}: `;
      const records = (value as { records?: unknown } | null)?.records;
      if (value && typeof value === "object" && !Array.isArray(value) && Array.isArray(records) && records.length > 0) {
        // The private sync: its records one by one.
        const { records: _records, ...rest } = value as Record<string, unknown>;
        const head = Object.entries(rest).filter(([, item]) => item !== undefined);
        yield "{";
        for (const [n, [name, item]] of head.entries())
          yield `${n === 0 ? "" : ","}\n    ${JSON.stringify(name)}: ${indent(JSON.stringify(item, null, 2), "    ")}`;
        yield `${head.length ? "," : ""}\n    "records": [`;
        for (const [n, record] of records.entries())
          yield `${n === 0 ? "" : ","}\n      ${indent(JSON.stringify(record, null, 2), "      ")}`;
        yield "\n    ]\n  }";
      } else yield indent(JSON.stringify(value, null, 2), "  ");
    }
    yield entries.length ? "\n}\n" : "}\n";
  }
  const iterator = parts();
  return new ReadableStream({
    pull(controller) {
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
}
