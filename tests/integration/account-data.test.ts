import type http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizzes } from "#app/content/quizzes.ts";
import {
  DELETE_LAST_ADMIN_MESSAGE,
  DELETE_WRONG_PASSWORD_MESSAGE,
  EXPORT_FORMAT,
} from "#app/domain/accounts/account-data.server.ts";
import { postMessage } from "#app/domain/chat/chat.server.ts";
import { maxScore } from "#app/domain/quizzes/scoring.ts";
import { CSV_HEADER } from "#app/domain/toolkit/health-log.ts";
import * as exportRoute from "#app/routes/account/export.ts";
import * as syncRoute from "#app/routes/account/sync.ts";
import * as profileRoute from "#app/routes/profile.tsx";
import { createApp } from "#server/app.ts";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { attachChat } from "#server/chat/index.ts";
import type { ChatHub } from "#server/chat/hub.ts";
import { ACCOUNT_CLOSED_CODE } from "#server/chat/hub.ts";
import { db, schema } from "#platform/db.ts";
import { pageCache } from "#server/page-cache.ts";
import { storedPage } from "#tests/helpers/pages.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";
import { connectChat } from "#tests/helpers/ws-client.ts";

/** What JSON.parse gives: the answers are read field by field and checked by the assertions. */
type ParsedJson = ReturnType<typeof JSON.parse>;

/**
 * A member downloads exactly her own data; deleting her account removes it
 * everywhere (rows counted per table before and after), closes her chat sockets and empties the page
 * cache, and she cannot sign in again; the last admin cannot delete herself; the tracker and quiz sync
 * keeps the spec's rules and only ever touches the session's member.
 */
const ORIGIN = "http://localhost:3000";
const quiz = quizzes[1]!;

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

async function json(run: () => unknown) {
  const result = (await settle(run)) as Response;
  return {
    status: result.status,
    location: result.headers.get("Location"),
    body: result.headers.get("Content-Type")?.includes("json") ? await result.json() : null,
    headers: result.headers,
  };
}

const syncGet = (cookie?: string) =>
  json(() => syncRoute.loader(routeArgs("/account/sync", { headers: cookie ? { cookie } : {} })));
const exportAs = (cookie?: string) =>
  json(() => exportRoute.loader(routeArgs("/account/export", { headers: cookie ? { cookie } : {} })));

function deleteAs(person: TestUser, password: string) {
  const body = new FormData();
  body.set("intent", "delete-account");
  body.set("password", password);
  return settle(() =>
    profileRoute.action(
      routeArgs("/profile", { method: "POST", body, headers: { Origin: ORIGIN, cookie: person.cookie } }),
    ),
  );
}

const day = (overrides: Record<string, unknown> = {}) => ({
  water: 6,
  sleep: 7.5,
  mood: 4,
  exercise: 30,
  savedAt: "2026-01-02T10:00:00.000Z",
  ...overrides,
});

/** Everything of hers, with the same email in other case for the inbox rows. */
async function seedData(person: TestUser, marker: string) {
  const chat = await postMessage({ userId: person.id, topic: "mental-wellness", content: `chat ${marker}` });
  if (!chat.ok) throw new Error(chat.message);
  await db
    .insert(schema.contactMessages)
    .values({ name: "Sender", email: person.email.toUpperCase(), message: `contact ${marker}`, mailStatus: "sent" });
  await db.insert(schema.proposals).values({
    name: "Partner",
    company: "Co",
    email: person.email,
    proposal: `proposal ${marker}`,
    mailStatus: "sent",
  });
  // Rows the old plain-text sync saved (it takes no new ones: private sync seals everything).
  await db.insert(schema.trackerEntries).values(
    [day({ date: "2026-01-01", water: marker.length % 9 }), day({ date: "2026-01-02" })].map((d) => ({
      ...(d as unknown as { date: string; water: number; sleep: number; mood: number; exercise: number }),
      userId: person.id,
      savedAt: new Date("2026-01-02T10:00:00.000Z"),
    })),
  );
  await db.insert(schema.quizResults).values({
    userId: person.id,
    quizId: quiz.id,
    score: maxScore(quiz),
    totalPossibleScore: maxScore(quiz),
    savedAt: new Date("2026-01-02T10:00:00.000Z"),
  });
  // Her private sync: a vault and one sealed record (the server cannot read it).
  await db.insert(schema.sealedVaults).values({
    userId: person.id,
    version: 1,
    iterations: 600_000,
    salt: "AAAAAAAAAAAAAAAAAAAAAA==",
    wrappedByPassphrase: `wrapped-${marker}`,
    wrappedByRecovery: "wrapped",
    accessHash: "hash",
  });
  await db
    .insert(schema.sealedRecords)
    .values({ userId: person.id, recordId: `id-${marker}`, blob: "sealed", size: 6, savedAt: new Date() });
  await db.insert(schema.verification).values({
    id: unique("v"),
    identifier: `reset-password:${marker}`,
    value: person.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  await db.insert(schema.newsletterSubscribers).values({
    email: person.email.toLowerCase(),
    status: "confirmed",
    unsubscribeToken: unique("unsub"),
    consentAt: new Date("2026-01-03T09:00:00.000Z"),
    consentSource: `footer /articles/${marker}`,
    consentText: "I agree to receive the newsletter.",
    confirmedAt: new Date("2026-01-03T09:05:00.000Z"),
  });
}

/** Rows of hers in every table that holds personal data. */
async function countRows(person: { id: string; email: string }) {
  const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const id = person.id;
  const email = person.email;
  return {
    user: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.user)
        .where(eq(schema.user.id, id)),
    ),
    session: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.session)
        .where(eq(schema.session.userId, id)),
    ),
    account: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.account)
        .where(eq(schema.account.userId, id)),
    ),
    twoFactor: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.twoFactor)
        .where(eq(schema.twoFactor.userId, id)),
    ),
    passkey: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.passkey)
        .where(eq(schema.passkey.userId, id)),
    ),
    verification: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.verification)
        .where(eq(schema.verification.value, id)),
    ),
    trackerEntries: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.trackerEntries)
        .where(eq(schema.trackerEntries.userId, id)),
    ),
    quizResults: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.quizResults)
        .where(eq(schema.quizResults.userId, id)),
    ),
    sealedVaults: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.sealedVaults)
        .where(eq(schema.sealedVaults.userId, id)),
    ),
    sealedRecords: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.sealedRecords)
        .where(eq(schema.sealedRecords.userId, id)),
    ),
    chatMessages: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.chatMessages)
        .where(eq(schema.chatMessages.userId, id)),
    ),
    contactMessages: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.contactMessages)
        .where(sql`lower(${schema.contactMessages.email}) = lower(${email})`),
    ),
    proposals: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.proposals)
        .where(sql`lower(${schema.proposals.email}) = lower(${email})`),
    ),
    newsletterSubscribers: await n(
      db
        .select({ n: sql<number>`count(*)` })
        .from(schema.newsletterSubscribers)
        .where(sql`lower(${schema.newsletterSubscribers.email}) = lower(${email})`),
    ),
  };
}

let server: http.Server;
let chat: ChatHub;
let base = "";

beforeAll(async () => {
  ({ server } = await createApp({ build: {} as ServerBuild }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  chat = await attachChat(server);
});

afterAll(async () => {
  await chat?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

describe("download my data", () => {
  it("holds exactly the member's own data, with the tracker also as CSV; a visitor is sent to log in", async () => {
    const [ada, bea] = await Promise.all([
      createTestUser({ name: "Ada Export" }),
      createTestUser({ name: "Bea Other" }),
    ]);
    await seedData(ada, "ada-marker");
    await seedData(bea, "bea-marker");

    const answer = await exportAs(ada.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="wellness-circle-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers.get("Cache-Control")).toContain("no-store");
    const doc = answer.body as Record<string, ParsedJson>;
    expect(doc.format).toBe(EXPORT_FORMAT);
    expect(doc.account).toMatchObject({ id: ada.id, email: ada.email, role: "user", twoFactorEnabled: false });
    expect(doc.account.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(doc.account)).not.toMatch(/token|password"?:\s*"\$|scrypt/i);
    expect(doc.profile).toEqual({ fullName: "Ada Export", avatarUrl: null });
    expect(doc.chatMessages.map((m: { content: string }) => m.content)).toEqual(["chat ada-marker"]);
    expect(doc.contactMessages.map((m: { message: string }) => m.message)).toEqual(["contact ada-marker"]);
    expect(doc.proposals.map((m: { proposal: string }) => m.proposal)).toEqual(["proposal ada-marker"]);
    expect(doc.newsletter).toMatchObject([
      {
        status: "confirmed",
        consentSource: "footer /articles/ada-marker",
        consentText: "I agree to receive the newsletter.",
      },
    ]);
    expect(doc.healthTracker.entries.map((e: { date: string }) => e.date)).toEqual(["2026-01-01", "2026-01-02"]);
    expect(doc.healthTracker.csv.split("\r\n")[0]).toBe(CSV_HEADER);
    expect(doc.healthTracker.csv).toContain("2026-01-02,6,7.5,4,Good,30");
    expect(doc.quizResults).toEqual([
      {
        quizId: quiz.id,
        score: maxScore(quiz),
        totalPossibleScore: maxScore(quiz),
        savedAt: "2026-01-02T10:00:00.000Z",
      },
    ]);
    expect(doc.privateSync).toMatchObject({
      format: "wellness-circle-private-sync/1",
      vault: { wrappedByPassphrase: "wrapped-ada-marker", iterations: 600_000 },
      records: [{ id: "id-ada-marker", blob: "sealed" }],
    });
    expect(doc.privateSync.formatDescription.passphraseKey).toMatch(/PBKDF2-SHA-256/);
    expect(JSON.stringify(doc.privateSync)).not.toContain("accessHash");
    // Nothing of the other member's.
    const text = JSON.stringify(doc);
    expect(text).not.toContain("bea-marker");
    expect(text).not.toContain(bea.email);
    expect(text).not.toContain(bea.id);

    const visitor = await exportAs();
    expect(visitor).toMatchObject({
      status: 302,
      location: `/login?redirectTo=${encodeURIComponent("/account/export")}`,
    });
  });
});

describe("delete my account", () => {
  it("removes her rows from every table, keeps the other member's, closes her chat sockets, empties the page cache; she cannot sign in again", async () => {
    const [ada, bea] = await Promise.all([
      createTestUser({ name: "Ada Delete" }),
      createTestUser({ name: "Bea Stays" }),
    ]);
    await seedData(ada, "ada-delete");
    await seedData(bea, "bea-stays");
    // A second factor and a passkey of hers (rows as the plugins write them).
    await db
      .insert(schema.twoFactor)
      .values({ id: unique("tf"), secret: "x", backupCodes: "y", userId: ada.id, verified: true });
    await db.insert(schema.passkey).values({
      id: unique("pk"),
      publicKey: "k",
      userId: ada.id,
      credentialID: unique("cred"),
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    });

    const before = await countRows(ada);
    for (const [table, rows] of Object.entries(before)) expect(rows, `${table} before`).toBeGreaterThan(0);
    const beaBefore = await countRows(bea);

    const socket = await connectChat(`${base.replace("http", "ws")}/ws/chat`, { origin: ORIGIN, cookie: ada.cookie });
    await socket.next("ready");
    const watcher = await connectChat(`${base.replace("http", "ws")}/ws/chat`, { origin: ORIGIN });
    await watcher.next("ready");
    watcher.send({ type: "subscribe", topic: "mental-wellness" });
    await watcher.next("subscribed");
    const closed = new Promise<number>((resolve) => socket.ws.once("close", (code) => resolve(code)));
    pageCache.set("en visitor /chat/mental-wellness", storedPage("Ada Delete: chat ada-delete"), contentPage());

    const wrong = (await deleteAs(ada, "not-her-password")) as {
      data: {
        toast: { description: string };
        deleteResult: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
      };
      init: { status: number };
    };
    expect(wrong.init.status).toBe(400);
    expect(wrong.data.toast.description).toBe(DELETE_WRONG_PASSWORD_MESSAGE);
    // The form's own Conform reply: the message under the password field, the password never echoed.
    expect(wrong.data.deleteResult.error).toEqual({ password: [DELETE_WRONG_PASSWORD_MESSAGE] });
    expect(wrong.data.deleteResult.initialValue).not.toHaveProperty("password");
    expect(await countRows(ada)).toEqual(before);

    const done = (await deleteAs(ada, ada.password)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/");
    expect(done.headers.getSetCookie().some((c) => c.startsWith("wc.session_token=;"))).toBe(true);

    const after = await countRows(ada);
    for (const [table, rows] of Object.entries(after)) expect(rows, `${table} after`).toBe(0);
    expect(await countRows(bea)).toEqual(beaBefore);

    expect(await closed).toBe(ACCOUNT_CLOSED_CODE);
    await watcher.next("deleted");
    await watcher.close();
    expect(pageCache.get("en visitor /chat/mental-wellness")).toBeUndefined();

    const again = await auth.api.signInEmail({ body: { email: ada.email, password: ada.password }, asResponse: true });
    expect(again.status).toBe(401);
    expect((await syncGet(ada.cookie)).status).toBe(401);
  });

  it("refuses the last admin, under the same lock as demotions; with a second admin she may go", async () => {
    // Leave exactly one admin.
    const only = await createTestUser({ role: "admin", name: "Only Admin" });
    await db
      .update(schema.user)
      .set({ role: "user" })
      .where(sql`${schema.user.role} = 'admin' and ${schema.user.id} <> ${only.id}`);
    const refused = (await deleteAs(only, only.password)) as {
      data: { toast: { description: string } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.toast.description).toBe(DELETE_LAST_ADMIN_MESSAGE);
    expect((await countRows(only)).user).toBe(1);

    const second = await createTestUser({ role: "admin", name: "Second Admin" });
    // Both at once: exactly one of them goes, the other stays as the last admin.
    const [a, b] = await Promise.all([deleteAs(only, only.password), deleteAs(second, second.password)]);
    const outcomes = [a, b]
      .map((r) => (r instanceof Response ? r.status : (r as { init: { status: number } }).init.status))
      .sort();
    expect(outcomes).toEqual([302, 400]);
    const admins = await db.select().from(schema.user).where(eq(schema.user.role, "admin"));
    expect(admins.length).toBe(1);
  });

  it("a visitor deletes nothing (sent to log in)", async () => {
    const body = new FormData();
    body.set("intent", "delete-account");
    body.set("password", "whatever");
    const result = (await settle(() =>
      profileRoute.action(routeArgs("/profile", { method: "POST", body, headers: { Origin: ORIGIN } })),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});
