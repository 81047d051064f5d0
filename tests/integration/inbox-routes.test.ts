import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "#platform/db.ts";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { action as contactAction } from "#app/routes/contact.tsx";
import { action as collaborateAction } from "#app/routes/collaborate.tsx";
import { action as inboxAction, loader as inboxLoader } from "#app/routes/admin/inbox.tsx";
import { action as itemAction, loader as itemLoader } from "#app/routes/admin/inbox-item.tsx";
import { loader as interviewLoader } from "#app/routes/expert-interview.tsx";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser } from "#tests/helpers/users.ts";

function post<Params extends Record<string, string> = Record<string, string>>(
  url: string,
  fields: Record<string, string>,
  init: { cookie?: string; ip?: string; params?: Params } = {},
) {
  const body = new URLSearchParams(fields);
  return routeArgs(url, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(init.cookie ? { Cookie: init.cookie } : {}) },
    ip: init.ip,
    params: init.params,
  });
}

function get<Params extends Record<string, string> = Record<string, string>>(
  url: string,
  init: { cookie?: string; params?: Params } = {},
) {
  return routeArgs(url, { headers: init.cookie ? { Cookie: init.cookie } : {}, params: init.params });
}

/** The body and status of what an action/loader returned (plain object or data()). */
function unwrap(result: unknown): { status: number; body: unknown } {
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    (result as { type: string }).type === "DataWithResponseInit"
  ) {
    const d = result as unknown as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, body: d.data };
  }
  return { status: 200, body: result };
}

let ip = 0;
const nextIp = () => `192.0.2.${(ip += 1)}`;

async function storeContact(fields: Partial<Record<string, string>> = {}) {
  const [row] = await db
    .insert(schema.contactMessages)
    .values({ name: "Jane Doe", email: "jane@example.com", message: "Hello", mailStatus: "sent", ...fields })
    .returning();
  return row!;
}

describe("the contact and collaborate actions", () => {
  it("store a valid contact message and answer 'sent'", async () => {
    const result = await contactAction(
      post(
        "/contact",
        { name: "Ann Lee", email: "ann@example.com", message: "Great site!", website: "" },
        { ip: nextIp() },
      ),
    );
    // No risk in an ordinary message: the thank-you shows no help box (the risk check, decision 037).
    expect(unwrap(result)).toEqual({ status: 200, body: { status: "sent", risk: null } });
    const rows = await db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, "ann@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("show the sender the help for what her words signal, asking how much it takes among them", async () => {
    const asking = await contactAction(
      post(
        "/contact",
        { name: "Ann Lee", email: "ann.asks@example.com", message: "how many paracetamol to overdose", website: "" },
        { ip: nextIp() },
      ),
    );
    expect(unwrap(asking)).toEqual({ status: 200, body: { status: "sent", risk: "self-harm" } });
    const givingUp = await contactAction(
      post(
        "/contact",
        { name: "Ann Lee", email: "ann.tired@example.com", message: "I feel like giving up", website: "" },
        { ip: nextIp() },
      ),
    );
    expect(unwrap(givingUp)).toEqual({ status: 200, body: { status: "sent", risk: "distress" } });
  });

  it("answer 400 with field errors and the typed values for bad input", async () => {
    const result = unwrap(
      await collaborateAction(
        post("/collaborate", { name: "Bo", company: "", email: "bo@", proposal: "Hi" }, { ip: nextIp() }),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      status: "invalid",
      result: {
        status: "error",
        error: { company: ["Please enter your company name."], email: ["Please enter a valid email address."] },
        initialValue: { name: "Bo", email: "bo@", proposal: "Hi" },
      },
    });
  });

  it("refuse the honeypot (400) and the rate limit (429) with messages for people", async () => {
    const honeypot = unwrap(
      await contactAction(
        post("/contact", { name: "Bot", email: "bot@example.com", message: "Buy", website: "x" }, { ip: nextIp() }),
      ),
    );
    expect(honeypot.status).toBe(400);
    expect(honeypot.body).toMatchObject({
      status: "refused",
      result: {
        error: { "": [expect.stringContaining("hidden anti-spam field")] },
        initialValue: { name: "Bot", message: "Buy" },
      },
    });

    const address = nextIp();
    const fields = { name: "Sam", company: "Co", email: "sam@co.example", proposal: "Idea" };
    const results = [];
    // Refused input never reaches the limit: it does not use up the allowance.
    expect(
      unwrap(await collaborateAction(post("/collaborate", { ...fields, email: "" }, { ip: address }))).status,
    ).toBe(400);
    for (let i = 0; i < 6; i += 1)
      results.push(unwrap(await collaborateAction(post("/collaborate", fields, { ip: address }))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(results[5]!.body).toMatchObject({
      status: "refused",
      result: { error: { "": [expect.stringContaining("Please wait")] } },
    });
  });
});

describe("the admin inbox routes", () => {
  it("send visitors to /login and users to /, for the loaders and every action", async () => {
    const row = await storeContact();
    const user = await createTestUser();
    const params = { kind: "contact", id: row.id };
    for (const cookie of [undefined, user.cookie]) {
      const expected = cookie ? "/" : expect.stringMatching(/^\/login\?redirectTo=/);
      const responses = [
        await settle(() => inboxLoader(get("/admin/inbox", { cookie }))),
        await settle(() => itemLoader(get(`/admin/inbox/contact/${row.id}`, { cookie, params }))),
        await settle(() =>
          inboxAction(post("/admin/inbox", { intent: "delete", kind: "contact", id: row.id }, { cookie })),
        ),
        await settle(() =>
          inboxAction(post("/admin/inbox", { intent: "mark-read", kind: "contact", id: row.id }, { cookie })),
        ),
        await settle(() =>
          itemAction(
            post(
              `/admin/inbox/contact/${row.id}`,
              { intent: "mark-unread", kind: "contact", id: row.id },
              { cookie, params },
            ),
          ),
        ),
      ];
      for (const response of responses) {
        expect(response).toBeInstanceOf(Response);
        expect((response as Response).status).toBe(302);
        expect((response as Response).headers.get("Location")).toEqual(expected);
      }
    }
    const [still] = await db.select().from(schema.contactMessages).where(eq(schema.contactMessages.id, row.id));
    expect(still).toMatchObject({ readAt: null });
  });

  it("let an admin list, open, mark and delete messages", async () => {
    const admin = await createTestUser({ role: "admin" });
    const row = await storeContact({ name: "Zoe Unread", message: "Please reply" });
    const [proposal] = await db
      .insert(schema.proposals)
      .values({
        name: "Pat",
        company: "Glow",
        email: "pat@glow.example",
        proposal: "Review our serum",
        createdAt: new Date(Date.now() + 60_000),
      })
      .returning();

    const list = (await inboxLoader(get("/admin/inbox", { cookie: admin.cookie }))) as Awaited<
      ReturnType<typeof inboxLoader>
    >;
    expect(list.items[0]).toMatchObject({ kind: "proposal", id: proposal!.id, readAt: null });
    expect(list.items.find((i) => i.id === row.id)).toMatchObject({ name: "Zoe Unread", readAt: null });

    // Opening marks it read.
    const params = { kind: "contact", id: row.id };
    const opened = unwrap(await itemLoader(get(`/admin/inbox/contact/${row.id}`, { cookie: admin.cookie, params })));
    expect(opened.body).toMatchObject({ item: { body: "Please reply", name: "Zoe Unread" } });
    const [read] = await db.select().from(schema.contactMessages).where(eq(schema.contactMessages.id, row.id));
    expect(read!.readAt).toBeInstanceOf(Date);

    // Mark unread from the list, then read again.
    expect(
      unwrap(
        await inboxAction(
          post("/admin/inbox", { intent: "mark-unread", kind: "contact", id: row.id }, { cookie: admin.cookie }),
        ),
      ).body,
    ).toEqual({ ok: true });
    expect(
      (await db.select().from(schema.contactMessages).where(eq(schema.contactMessages.id, row.id)))[0]!.readAt,
    ).toBeNull();
    await inboxAction(
      post("/admin/inbox", { intent: "mark-read", kind: "contact", id: row.id }, { cookie: admin.cookie }),
    );
    expect(
      (await db.select().from(schema.contactMessages).where(eq(schema.contactMessages.id, row.id)))[0]!.readAt,
    ).toBeInstanceOf(Date);

    // Mark unread from the detail view goes back to the list with a toast.
    const back = (await itemAction(
      post(
        `/admin/inbox/contact/${row.id}`,
        { intent: "mark-unread", kind: "contact", id: row.id },
        { cookie: admin.cookie, params },
      ),
    )) as Response;
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/admin/inbox");
    expect(back.headers.get("Set-Cookie")).toContain("wc_toast=");

    // Delete: a redirect with the success toast; the row is gone.
    const deleted = (await inboxAction(
      post("/admin/inbox", { intent: "delete", kind: "proposal", id: proposal!.id }, { cookie: admin.cookie }),
    )) as Response;
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/admin/inbox");
    expect(await db.select().from(schema.proposals).where(eq(schema.proposals.id, proposal!.id))).toEqual([]);

    // Unknown or malformed items.
    const missing = unwrap(
      await itemLoader(
        get(`/admin/inbox/proposal/${proposal!.id}`, {
          cookie: admin.cookie,
          params: { kind: "proposal", id: proposal!.id },
        }),
      ),
    );
    expect(missing).toEqual({ status: 404, body: { item: null } });
    const bad = unwrap(
      await inboxAction(post("/admin/inbox", { intent: "delete", kind: "other", id: "x" }, { cookie: admin.cookie })),
    );
    expect(bad.status).toBe(400);
    const unknownIntent = unwrap(
      await inboxAction(
        post("/admin/inbox", { intent: "archive", kind: "contact", id: row.id }, { cookie: admin.cookie }),
      ),
    );
    expect(unknownIntent.status).toBe(400);
  });
});

describe("the interview route", () => {
  it("redirects an unknown slug to /404", async () => {
    await catalogueSeedStep.run(db);
    const response = (await settle(() =>
      interviewLoader(get("/expert-interviews/nobody-interview", { params: { slug: "nobody-interview" } })),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/404");
    const found = await interviewLoader(
      get("/expert-interviews/elena-marsh-interview", { params: { slug: "elena-marsh-interview" } }),
    );
    expect(found.interview.name).toBe("Elena Marsh");
  });
});
