import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createArticle } from "#app/domain/articles/articles.server.ts";
import { createIssue, renderIssue, startSending } from "#app/domain/newsletter/issues.server.ts";
import { CONSENT_TEXT, messages, SUBSCRIBE_LIMIT_PER_HOUR } from "#app/domain/newsletter/rules.ts";
import { sendDueDeliveries } from "#app/domain/newsletter/sending.server.ts";
import {
  confirmSubscription,
  subscribe,
  subscribeMember,
  subscribersCsv,
  unsubscribeByToken,
  unsubscribeMember,
} from "#app/domain/newsletter/subscriptions.server.ts";
import { db, schema } from "#platform/db.ts";
import type { Mail, Mailer } from "#platform/mail.ts";
import { action as subscribeAction } from "#app/routes/newsletter/subscribe.tsx";
import { routeArgs } from "#tests/helpers/route.ts";
import { createTestUser } from "#tests/helpers/users.ts";

/** The subscription rules, their neutral answers, and sending an issue. */
const subscribers = schema.newsletterSubscribers;

function capturingMailer(options: { fail?: (mail: Mail) => boolean } = {}) {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      if (options.fail?.(mail)) throw new Error("SMTP said no");
      sent.push(mail);
      return { messageId: `m${sent.length}` };
    },
  };
  return { sent, mailer };
}

let counter = 0;
const address = () => `reader-${Date.now().toString(36)}-${(counter += 1)}@example.com`;
const ip = () => `203.0.113.${(counter += 1) % 250}`;
const rowOf = async (email: string) => (await db.select().from(subscribers).where(eq(subscribers.email, email)))[0];
const tokenIn = (mail: Mail) => new URL(mail.link!).searchParams.get("token")!;

async function subscribeAs(email: string, mailer: Mailer, from = ip()) {
  const result = await subscribe(
    { email, honeypot: "", form: "footer", page: "/articles/sleep", ip: from },
    { mailer },
  );
  if (result.status === "accepted") await result.delivery;
  return result;
}

describe("subscribing (double opt-in)", () => {
  it("a new address is pending with its consent recorded, gets one confirmation mail, and only its link activates it", async () => {
    const { sent, mailer } = capturingMailer();
    const email = address();
    const result = await subscribeAs(email, mailer);
    expect(result).toMatchObject({ status: "accepted", message: messages.checkInbox });
    const row = await rowOf(email);
    expect(row).toMatchObject({
      status: "pending",
      consentSource: "footer /articles/sleep",
      consentText: CONSENT_TEXT,
      confirmedAt: null,
    });
    expect(row!.consentAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(email);
    expect(sent[0]!.text).toContain(sent[0]!.link);
    expect(sent[0]!.html).toContain("Confirm my subscription");
    expect(sent[0]!.link).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\?token=/);
    // The token is stored only as a hash.
    expect(row!.confirmTokenHash).not.toBe(tokenIn(sent[0]!));

    expect(await confirmSubscription("wrong-token")).toEqual({
      ok: false,
      reason: "invalid-link",
      message: messages.confirmInvalid,
    });
    expect((await rowOf(email))!.status).toBe("pending");
    expect(await confirmSubscription(tokenIn(sent[0]!))).toEqual({ ok: true, message: messages.confirmed });
    expect((await rowOf(email))!.status).toBe("confirmed");
    // A link works once.
    expect((await confirmSubscription(tokenIn(sent[0]!))).ok).toBe(false);
  });

  it("an expired link does not activate", async () => {
    const { sent, mailer } = capturingMailer();
    const email = address();
    await subscribeAs(email, mailer);
    const later = () => new Date(Date.now() + 49 * 3_600_000);
    expect((await confirmSubscription(tokenIn(sent[0]!), { now: later })).ok).toBe(false);
    expect((await rowOf(email))!.status).toBe("pending");
  });

  it("twice, already confirmed, or unsubscribed: the same answer, no second mail within 10 minutes, a confirmed one untouched", async () => {
    const { sent, mailer } = capturingMailer();
    const email = address();
    const first = await subscribeAs(email, mailer);
    const second = await subscribeAs(email, mailer);
    expect(second).toEqual(expect.objectContaining({ status: first.status, message: first.message }));
    expect(sent).toHaveLength(1);

    await confirmSubscription(tokenIn(sent[0]!));
    const confirmed = await rowOf(email);
    const third = await subscribe(
      { email: email.toUpperCase(), honeypot: "", form: "home", page: "/", ip: ip() },
      { mailer, now: () => new Date(Date.now() + 3_600_000) },
    );
    expect(third).toMatchObject({ status: "accepted", message: messages.checkInbox });
    if (third.status === "accepted") await third.delivery;
    expect(sent).toHaveLength(1);
    expect(await rowOf(email)).toEqual(confirmed);
  });

  it("a pending address gets a new link after 10 minutes, three a day at most", async () => {
    const { sent, mailer } = capturingMailer();
    const email = address();
    const start = Date.now();
    for (let i = 0; i < 5; i += 1) {
      const result = await subscribe(
        { email, honeypot: "", form: "footer", page: "/", ip: ip() },
        { mailer, now: () => new Date(start + i * 11 * 60_000) },
      );
      expect(result).toMatchObject({ status: "accepted", message: messages.checkInbox });
      if (result.status === "accepted") await result.delivery;
    }
    expect(sent).toHaveLength(3);
    // Only the latest link works.
    expect((await confirmSubscription(tokenIn(sent[0]!))).ok).toBe(false);
    expect((await confirmSubscription(tokenIn(sent[2]!), { now: () => new Date(start + 50 * 60_000) })).ok).toBe(true);
  });

  it("a bad address gets a clear message and stores nothing", async () => {
    const { sent, mailer } = capturingMailer();
    for (const bad of ["not-an-email", "", "a@b", `${"x".repeat(250)}@example.com`, 42]) {
      const result = await subscribe({ email: bad, honeypot: "", form: "footer", page: "/", ip: ip() }, { mailer });
      expect(result.status).toBe("invalid");
      expect(result.message).toMatch(/^Please enter (a valid email address|your email address)\.$/);
    }
    expect(sent).toHaveLength(0);
    const count = (await db.execute(
      sql`select count(*)::int as n from newsletter_subscribers where email like 'not-an-email%' or email = 'a@b'`,
    )) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]!.n).toBe(0);
  });

  it("a filled honeypot is refused and stores nothing", async () => {
    const { sent, mailer } = capturingMailer();
    const email = address();
    const result = await subscribe(
      { email, honeypot: "https://spam.example", form: "footer", page: "/", ip: ip() },
      { mailer },
    );
    expect(result).toMatchObject({ status: "refused", httpStatus: 400, message: messages.honeypot });
    expect(await rowOf(email)).toBeUndefined();
    expect(sent).toHaveLength(0);
  });

  it("a flood from one client address is refused with 429 after the hourly limit, and changes nothing", async () => {
    const { sent, mailer } = capturingMailer();
    const from = "192.0.2.77";
    for (let i = 0; i < SUBSCRIBE_LIMIT_PER_HOUR; i += 1)
      expect((await subscribeAs(address(), mailer, from)).status).toBe("accepted");
    const email = address();
    const refused = await subscribeAs(email, mailer, from);
    expect(refused).toMatchObject({ status: "refused", httpStatus: 429 });
    expect(refused.message).toMatch(
      /^Too many subscription requests from your connection\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(await rowOf(email)).toBeUndefined();
    expect(sent).toHaveLength(SUBSCRIBE_LIMIT_PER_HOUR);
    // Another client is not affected.
    expect((await subscribeAs(address(), mailer, "192.0.2.78")).status).toBe("accepted");
  });

  it("the route answers the same page and status for a new and a confirmed address, keyed on the unforgeable client address", async () => {
    const email = address();
    await subscribeMember({ id: (await createTestUser()).id, email });
    const post = (value: string) =>
      subscribeAction(
        routeArgs("/newsletter", {
          method: "POST",
          body: new URLSearchParams({ email: value, form: "article", page: "/articles/x", homepage: "" }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "1.2.3.4" },
          ip: ip(),
        }),
      );
    const known = await post(email);
    const unknown = await post(address());
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ ok: true, message: messages.checkInbox, back: "/articles/x" });
    const bad = (await post("nope")) as { data: unknown; init: { status: number } };
    expect(bad.init.status).toBe(400);
  });
});

describe("leaving", () => {
  it("the unsubscribe token leaves at once, signed out, by the page or RFC 8058 one-click; the consent history stays", async () => {
    const { sent, mailer } = capturingMailer();
    const email = address();
    await subscribeAs(email, mailer);
    await confirmSubscription(tokenIn(sent[0]!));
    const row = await rowOf(email);
    expect(await unsubscribeByToken(row!.unsubscribeToken, "one-click")).toEqual({
      ok: true,
      message: messages.unsubscribed,
    });
    expect(await rowOf(email)).toMatchObject({
      status: "unsubscribed",
      unsubscribeSource: "one-click",
      consentText: CONSENT_TEXT,
    });
    // Again: the same answer; an unknown token: a clear "not valid".
    expect(await unsubscribeByToken(row!.unsubscribeToken, "link")).toEqual({
      ok: true,
      message: messages.unsubscribed,
    });
    expect(await unsubscribeByToken("unknown", "link")).toEqual({
      ok: false,
      reason: "invalid-link",
      message: messages.unsubscribeInvalid,
    });
  });

  it("a member subscribes and leaves from the profile", async () => {
    const user = await createTestUser();
    await subscribeMember(user);
    expect(await rowOf(user.email.toLowerCase())).toMatchObject({
      status: "confirmed",
      consentSource: "profile /profile",
      userId: user.id,
    });
    await unsubscribeMember(user);
    expect(await rowOf(user.email.toLowerCase())).toMatchObject({
      status: "unsubscribed",
      unsubscribeSource: "profile",
    });
  });

  it("the CSV export carries the consent record and neutralises formula cells", async () => {
    const user = await createTestUser();
    await db.insert(subscribers).values({
      email: `=cmd|${address()}`,
      status: "confirmed",
      unsubscribeToken: `t-${address()}`,
      consentAt: new Date(),
      consentSource: "footer /",
      consentText: CONSENT_TEXT,
    });
    await subscribeMember(user);
    const csv = await subscribersCsv();
    expect(csv.split("\r\n")[0]).toBe(
      "email,status,consent_at,consent_source,consent_text,confirmed_at,unsubscribed_at",
    );
    expect(csv).toContain(`${user.email.toLowerCase()},confirmed,`);
    expect(csv).toContain("'=cmd|");
  });
});

describe("sending an issue", () => {
  beforeEach(async () => {
    await db.delete(schema.newsletterDeliveries);
    await db.update(subscribers).set({ status: "unsubscribed" });
  });

  it("one mail per confirmed subscriber, with List-Unsubscribe (one-click) and a visible link; failures retried with backoff and shown", async () => {
    const article = await createArticle({
      title: `Issue article ${address()}`,
      category: "Sleep",
      content: "<p>x</p>",
      excerpt: "Sleep better tonight.",
    } as never);
    const confirmed = [address(), address(), address()];
    for (const email of confirmed) await subscribeMember({ id: (await createTestUser()).id, email });
    await db.insert(subscribers).values({
      email: address(),
      status: "pending",
      unsubscribeToken: `p-${address()}`,
      consentAt: new Date(),
      consentSource: "footer /",
      consentText: CONSENT_TEXT,
    });
    const admin = await createTestUser({ role: "admin" });
    const issue = await createIssue(
      {
        subject: "Spring issue",
        intro: "Hello readers",
        body: "<p>Free <strong>text</strong></p><script>alert(1)</script>",
        articleSlugs: [article.slug],
      },
      admin.id,
    );

    expect(await startSending(issue.id)).toBe(3);
    expect(await startSending(issue.id)).toBeNull();
    const failing = confirmed[1]!;
    const { sent, mailer } = capturingMailer({ fail: (mail) => mail.to === failing });
    expect(await sendDueDeliveries({ mailer })).toBe(2);
    expect(sent.map((mail) => mail.to).sort()).toEqual([confirmed[0], confirmed[2]].sort());
    for (const mail of sent) {
      const token = (await rowOf(mail.to))!.unsubscribeToken;
      const url = `http://localhost:3000/newsletter/unsubscribe?token=${token}`;
      expect(mail.headers).toEqual({
        "List-Unsubscribe": `<${url}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(url);
      expect(mail.html).toContain("Unsubscribe");
      expect(mail.html).toContain("Sleep better tonight.");
      expect(mail.html).toContain("<strong>text</strong>");
      expect(mail.html).not.toContain("<script");
      expect(mail.text).toContain("Hello readers");
      expect(mail.idempotencyKey).toMatch(/^newsletter-/);
    }
    const failed = (
      await db.select().from(schema.newsletterDeliveries).where(eq(schema.newsletterDeliveries.email, failing))
    )[0]!;
    expect(failed).toMatchObject({ status: "failed", attempts: 1, lastError: "SMTP said no" });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(
      (await db.select().from(schema.newsletterIssues).where(eq(schema.newsletterIssues.id, issue.id)))[0]!.status,
    ).toBe("sending");

    // Not due yet: nothing. After the backoff: sent once, and the issue is done.
    expect(await sendDueDeliveries({ mailer: capturingMailer().mailer })).toBe(0);
    const retry = capturingMailer();
    expect(await sendDueDeliveries({ mailer: retry.mailer, now: () => new Date(Date.now() + 5 * 60_000) })).toBe(1);
    expect(retry.sent.map((mail) => mail.to)).toEqual([failing]);
    expect(
      (await db.select().from(schema.newsletterIssues).where(eq(schema.newsletterIssues.id, issue.id)))[0],
    ).toMatchObject({ status: "sent" });
  });

  it("a subscriber who leaves before their turn is skipped; a delivery that keeps failing is given up after 6 tries", async () => {
    const staying = address();
    const leaving = address();
    for (const email of [staying, leaving]) await subscribeMember({ id: (await createTestUser()).id, email });
    const admin = await createTestUser({ role: "admin" });
    const issue = await createIssue({ subject: "Summer issue", intro: "", body: "", articleSlugs: [] }, admin.id);
    await startSending(issue.id);
    await unsubscribeMember({ email: leaving });
    let now = Date.now();
    const failing = capturingMailer({ fail: () => true });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await sendDueDeliveries({ mailer: failing.mailer, now: () => new Date(now) });
      now += 2 * 3_600_000;
    }
    const rows = await db
      .select()
      .from(schema.newsletterDeliveries)
      .where(eq(schema.newsletterDeliveries.issueId, issue.id));
    expect(Object.fromEntries(rows.map((row) => [row.email, [row.status, row.attempts]]))).toEqual({
      [staying]: ["abandoned", 6],
      [leaving]: ["skipped", 1],
    });
    expect(
      (await db.select().from(schema.newsletterIssues).where(eq(schema.newsletterIssues.id, issue.id)))[0]!.status,
    ).toBe("sent");
  });

  it("renders HTML and plain text from the shared template set", async () => {
    const rendered = await renderIssue({
      subject: "S",
      intro: "I",
      body: '<p>Body <a href="https://example.com">link</a></p>',
      articleSlugs: [],
    });
    expect(rendered.html).toMatch(/^<!DOCTYPE html/);
    expect(rendered.html).toContain('lang="en"');
    expect(rendered.text).toContain("Body link https://example.com");
    expect(rendered.text).toContain("The Wellness Circle · http://localhost:3000");
  });
});
