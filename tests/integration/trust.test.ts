import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as homeLoader } from "#app/routes/home.tsx";
import { loader as collaborateLoader } from "#app/routes/collaborate.tsx";
import { action as chatAction } from "#app/routes/chat.tsx";
import { action as figuresAction } from "#app/routes/admin/site-figures.tsx";
import { action as reportsAction, loader as reportsLoader } from "#app/routes/admin/reports.tsx";
import { meta as usageMeta } from "#app/routes/usage.tsx";
import { insertMessage } from "#app/domain/chat/messages.server.ts";
import { REPORT_RATE_LIMIT } from "#app/domain/chat/reports.ts";
import { sitemapEntries } from "#app/domain/seo/sitemap.server.ts";
import { db, schema } from "#platform/db.ts";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser } from "#tests/helpers/users.ts";

function post<Params extends Record<string, string> = Record<string, string>>(
  url: string,
  values: Record<string, string>,
  cookie: string,
  params: Params = {} as Params,
) {
  return routeArgs<Params>(url, {
    method: "POST",
    body: new URLSearchParams(values),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    params,
  });
}

type Answer = { init?: ResponseInit; data?: { ok: boolean; error?: string } } & { ok?: boolean; error?: string };
const statusOf = (answer: unknown) => (answer as Answer).init?.status ?? 200;

describe("figures the site states about itself", () => {
  it("the home hero shows counted reviews and articles, never the spec's fixed figures; readers only once set, with the date", async () => {
    await catalogueSeedStep.run(db);
    await db.delete(schema.siteSettings).where(eq(schema.siteSettings.key, "figure:monthly-readers"));
    const before = await homeLoader();
    const labels = before.figures.map((f) => `${f.value} ${f.label}`).join(" | ");
    expect(labels).not.toMatch(/50,000|1000\+|4\.9|readers|rating/);
    expect(before.figures[0]).toEqual({ value: "37", label: "product reviews", asOf: null });

    const admin = await createTestUser({ role: "admin" });
    const saved = await settle(() =>
      figuresAction(
        post(
          "/admin/site-figures",
          { intent: "save", key: "monthly-readers", value: "12,400", asOf: "2026-03-31" },
          admin.cookie,
        ),
      ),
    );
    expect(statusOf(saved)).toBe(200);
    const after = await homeLoader();
    expect(after.figures).toContainEqual({ value: "12,400", label: "monthly readers", asOf: "2026-03-31" });
    const brands = await collaborateLoader();
    expect(brands.figures).toContainEqual({ value: "12,400", label: "monthly readers", asOf: "2026-03-31" });

    // The server refuses a figure with no date, a future date, or no number.
    for (const values of [
      { intent: "save", key: "monthly-readers", value: "500", asOf: "" },
      { intent: "save", key: "monthly-readers", value: "500", asOf: "2999-01-01" },
      { intent: "save", key: "monthly-readers", value: "-3", asOf: "2026-01-01" },
      { intent: "save", key: "community-rating", value: "49", asOf: "2026-01-01" },
    ]) {
      expect(
        statusOf(await settle(() => figuresAction(post("/admin/site-figures", values, admin.cookie)))),
        JSON.stringify(values),
      ).toBe(400);
    }
    // Removed: no longer shown.
    await settle(() =>
      figuresAction(post("/admin/site-figures", { intent: "clear", key: "monthly-readers" }, admin.cookie)),
    );
    expect((await homeLoader()).figures.some((f) => f.label === "monthly readers")).toBe(false);
  });
});

describe("reporting a chat message", () => {
  it("a member reports another member's message once; admins see it with its context and delete or dismiss it", async () => {
    const author = await createTestUser({ name: "Reported Author" });
    const reporter = await createTestUser({ name: "Careful Reader" });
    const admin = await createTestUser({ role: "admin" });
    const topic = "mental-wellness";
    const before = await insertMessage({ userId: author.id, topic, content: "the message before" });
    const message = await insertMessage({ userId: author.id, topic, content: "a message that breaks the rules" });
    const later = await insertMessage({ userId: reporter.id, topic, content: "the message after" });
    const report = (values: Record<string, string>, cookie = reporter.cookie) =>
      settle(() => chatAction(post(`/chat/${topic}`, { intent: "report", ...values }, cookie, { topicId: topic })));

    expect(await report({ id: String(message.id), reason: "unsafe-advice" })).toEqual({
      ok: true,
      reported: message.id,
    });
    // One report per member and message; never one's own message; reasons and ids are checked on the server.
    expect(statusOf(await report({ id: String(message.id), reason: "spam" }))).toBe(409);
    expect(statusOf(await report({ id: String(later.id), reason: "spam" }))).toBe(403);
    expect(statusOf(await report({ id: String(message.id), reason: "because" }))).toBe(400);
    expect(statusOf(await report({ id: "99999999", reason: "spam" }))).toBe(404);
    expect(statusOf(await report({ id: "abc", reason: "spam" }))).toBe(400);
    const anonymous = (await settle(() =>
      chatAction(
        routeArgs(`/chat/${topic}`, {
          method: "POST",
          body: new URLSearchParams({ intent: "report", id: String(message.id), reason: "spam" }),
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          params: { topicId: topic },
        }),
      ),
    )) as Response;
    expect(anonymous.status).toBe(302);

    const queue = await reportsLoader(routeArgs("/admin/reports", { headers: { Cookie: admin.cookie } }));
    const item = queue.items.find((r) => r.messageId === message.id)!;
    expect(item).toMatchObject({ topic, reports: 1, reasons: [{ reason: "unsafe-advice", count: 1 }] });
    expect(item.context.map((m) => m.content)).toEqual([
      "the message before",
      "a message that breaks the rules",
      "the message after",
    ]);
    expect(item.context[0]!.id).toBe(before.id);
    expect(item.context.find((m) => m.reported)?.content).toBe("a message that breaks the rules");

    // Dismiss closes the reports and keeps the message; delete removes it (and its reports).
    expect(
      statusOf(
        await settle(() =>
          reportsAction(post("/admin/reports", { intent: "dismiss", id: String(message.id) }, admin.cookie)),
        ),
      ),
    ).toBe(200);
    expect(
      (await reportsLoader(routeArgs("/admin/reports", { headers: { Cookie: admin.cookie } }))).items.some(
        (r) => r.messageId === message.id,
      ),
    ).toBe(false);
    const second = await createTestUser();
    await report({ id: String(message.id), reason: "harassment" }, second.cookie);
    expect(
      statusOf(
        await settle(() =>
          reportsAction(post("/admin/reports", { intent: "delete", id: String(message.id) }, admin.cookie)),
        ),
      ),
    ).toBe(200);
    expect(await db.select().from(schema.chatMessages).where(eq(schema.chatMessages.id, message.id))).toEqual([]);
    expect(
      await db.select().from(schema.chatMessageReports).where(eq(schema.chatMessageReports.messageId, message.id)),
    ).toEqual([]);
  });

  it("reports are rate-limited per member", async () => {
    const author = await createTestUser();
    const reporter = await createTestUser();
    const ids = [];
    for (let i = 0; i <= REPORT_RATE_LIMIT.limit; i += 1)
      ids.push((await insertMessage({ userId: author.id, topic: "fitness-movement", content: `spam ${i}` })).id);
    const answers = [];
    for (const id of ids) {
      answers.push(
        statusOf(
          await settle(() =>
            chatAction(
              post("/chat/fitness-movement", { intent: "report", id: String(id), reason: "spam" }, reporter.cookie, {
                topicId: "fitness-movement",
              }),
            ),
          ),
        ),
      );
    }
    expect(answers.slice(0, REPORT_RATE_LIMIT.limit).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe("/usage", () => {
  it("is noindex and out of the sitemap", async () => {
    expect(usageMeta()).toContainEqual({ name: "robots", content: "noindex" });
    expect((await sitemapEntries()).map((entry) => entry.path)).not.toContain("/usage");
  });
});
