import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { db } from "#platform/db.ts";
import { prepareChatSenders } from "#tests/helpers/chat-senders.ts";

describe("the chat benchmark's senders", () => {
  it("are created directly in the database, far beyond the sign-up limit, and their cookies are sessions", async () => {
    // The sign-up limit is 5 per address in 10 minutes: 40 senders would trip it through the endpoint.
    const { ids, cookies } = await prepareChatSenders(40);
    expect(cookies).toHaveLength(40);
    for (const index of [0, 17, 39]) {
      const session = await auth.api.getSession({ headers: new Headers({ cookie: cookies[index]! }) });
      expect(session?.user.id).toBe(ids[index]);
      expect(session?.user.emailVerified).toBe(true);
    }
    // No sign-up or sign-in was counted: the site's limits were neither used nor raised.
    for (const table of [sql`rate_limits`, sql`rate_limit`]) {
      const counted = (await db.execute(sql`select count(*)::int as n from ${table}`)) as unknown as {
        rows: { n: number }[];
      };
      expect(counted.rows[0]!.n).toBe(0);
    }
  });
});
