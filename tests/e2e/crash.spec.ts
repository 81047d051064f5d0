import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// No browser page is needed here, so the plain runner (without the console-error page fixture) is used.
import { expect, test } from "@playwright/test";
import { WebSocket } from "ws";
import { chatRooms } from "#app/content/community/rooms.ts";
import { startPostgres, type PostgresServer } from "#tests/helpers/postgres.ts";
import { startServer, type RunningServer } from "./server.ts";
import { newDataDir } from "#tests/helpers/data-dir.ts";

/**
 * Crash safety: the production server takes a concurrent
 * stream of writes — chat messages over the WebSocket, article creates and
 * edits through the admin form actions, contact and proposal form posts — and
 * is killed with SIGKILL in the middle of it. It is restarted on the same data
 * and every write the server acknowledged (an `ack` frame for chat, a redirect
 * or 2xx for forms) must be there with exactly the content that was sent; no
 * row may appear that was never sent. Run on the embedded database (PGlite in
 * DATA_DIR) and on PostgreSQL (DATABASE_URL).
 */

const root = path.resolve(import.meta.dirname, "../..");
const rooms = chatRooms.map((room) => room.id);
const CHAT_SENDERS = 8;
const ARTICLE_WRITERS = 3;
const CONTACT_WRITERS = 3;
const PROPOSAL_WRITERS = 2;
/** The stream runs at least this long before the kill, and until each kind has this many acknowledged writes. */
const STREAM_MS = 5_000;
const MIN_ACKED = { chat: 20, articleSaves: 6, contacts: 10, proposals: 8 };
const image = "/images/articles/better-sleep-1200.webp";

type ArticleFields = { category: string; excerpt: string; content: string; image_description: string };
type ArticleState = {
  title: string;
  slug: string;
  created: boolean;
  acked: ArticleFields | null;
  inflight: ArticleFields | null;
  saves: number;
};
type ChatWrite = { topic: string; content: string };
type Ledger = {
  chatSent: Map<string, ChatWrite>;
  chatAcked: Map<number, ChatWrite>;
  articles: ArticleState[];
  contactSent: Set<string>;
  contactAcked: Set<string>;
  proposalSent: Set<string>;
  proposalAcked: Set<string>;
  /** Each chat sender's "send one now". */
  bursts: (() => void)[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");

function runScript(script: string, env: Record<string, string>): string {
  return execFileSync(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

/** Posts a form the way a browser without JavaScript does; resolves to the status, or null when no answer came. */
async function postForm(
  url: string,
  pathName: string,
  fields: Record<string, string>,
  cookie?: string,
): Promise<{ status: number; location: string | null } | null> {
  try {
    const response = await fetch(url + pathName, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: url,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields),
    });
    // The status line is the acknowledgement: it is only sent after the action has finished.
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, location: response.headers.get("location") };
  } catch {
    return null;
  }
}

/**
 * One signed-in chat sender: sends about one message every 1.2 s (under the
 * per-user limit of 10 in 10 s, leaving room for the burst) and waits for each
 * answer. `burst` sends one more at once: the test fires every sender's burst
 * just before the kill, so chat messages are in flight when the server dies.
 */
async function chatSender(
  wsUrl: string,
  origin: string,
  cookie: string,
  index: number,
  marker: string,
  ledger: Ledger,
  running: () => boolean,
) {
  const ws = new WebSocket(wsUrl, { headers: { Origin: origin, Cookie: cookie } });
  type Answer = { type: string; id?: number; retryAfterMs?: number } | null;
  const waiting = new Map<string, (frame: Answer) => void>();
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  let closed = false;
  ws.on("message", (data) => {
    const frame = JSON.parse(String(data)) as { type: string; clientId?: string; id?: number; retryAfterMs?: number };
    if (frame.type === "ready") ready();
    if ((frame.type === "ack" || frame.type === "error") && frame.clientId) {
      waiting.get(frame.clientId)?.(frame);
      waiting.delete(frame.clientId);
    }
  });
  const onClose = () => {
    closed = true;
    ready();
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
  };
  ws.on("close", onClose);
  ws.on("error", onClose);
  await isReady;
  let n = 0;
  const sendOne = async (): Promise<Answer> => {
    n += 1;
    const clientId = `${index}-${n}`;
    const topic = rooms[(index + n) % rooms.length];
    // Plain text with characters that must come back unchanged: quotes, angle brackets, accents, emoji.
    const content = `${marker} chat ${clientId}: <b>"héllo" & 'wörld'</b> 🌿 ${crypto.randomBytes(6).toString("hex")}`;
    ledger.chatSent.set(clientId, { topic, content });
    const answer = new Promise<Answer>((resolve) => waiting.set(clientId, resolve));
    ws.send(JSON.stringify({ type: "send", topic, clientId, content }));
    const frame = await answer;
    if (frame?.type === "ack" && frame.id) ledger.chatAcked.set(frame.id, { topic, content });
    return frame;
  };
  ledger.bursts.push(() => void sendOne());
  while (running() && !closed) {
    const frame = await sendOne();
    await sleep(frame?.type === "error" && frame.retryAfterMs ? frame.retryAfterMs : 1_200);
  }
  ws.terminate();
}

/** One admin writer: creates an article through the form action, then keeps editing it. */
async function articleWriter(
  url: string,
  cookie: string,
  index: number,
  marker: string,
  ledger: Ledger,
  running: () => boolean,
) {
  const title = `Crash ${marker} article ${index}`;
  const state: ArticleState = { title, slug: slugOf(title), created: false, acked: null, inflight: null, saves: 0 };
  ledger.articles.push(state);
  const version = (revision: number): ArticleFields => ({
    category: `Category ${index}.${revision}`,
    excerpt: `Excerpt ${revision} of article ${index}: “calm” & ünïcode ✓`,
    content: `<p>Revision ${revision} of article ${index}, ${crypto.randomBytes(8).toString("hex")}.</p><h2>Section ${revision}</h2><ul><li>one</li><li>two &amp; three</li></ul>`,
    image_description: `A quiet bedroom, revision ${revision}`,
  });
  for (let revision = 0; running(); revision += 1) {
    const fields = version(revision);
    state.inflight = fields;
    const base = { ...fields, author_name: "Crash Tester", image_url: image };
    const answer = state.created
      ? await postForm(url, `/articles/${state.slug}/edit`, base, cookie)
      : await postForm(url, "/articles/add", { ...base, title }, cookie);
    if (!answer) return; // the server is gone: this save may or may not have landed
    expect(answer.status, `article ${index} revision ${revision}`).toBe(302);
    expect(answer.location).toBe(state.created ? `/articles/${state.slug}` : "/admin");
    state.created = true;
    state.acked = fields;
    state.inflight = null;
    state.saves += 1;
  }
}

async function inboxWriter(
  url: string,
  kind: "contact" | "proposal",
  index: number,
  marker: string,
  ledger: Ledger,
  running: () => boolean,
) {
  for (let n = 1; running(); n += 1) {
    const text = `${marker} ${kind} ${index}-${n}: "Hello" <there> & ünïcode ✓\nsecond line ${crypto.randomBytes(6).toString("hex")}`;
    const fields: Record<string, string> =
      kind === "contact"
        ? { name: `Crash Contact ${index}`, email: `crash-${index}@example.com`, message: text }
        : {
            name: `Crash Brand ${index}`,
            company: `Crash Company ${index}`,
            email: `brand-${index}@example.com`,
            proposal: text,
          };
    (kind === "contact" ? ledger.contactSent : ledger.proposalSent).add(text);
    const answer = await postForm(url, kind === "contact" ? "/contact" : "/collaborate", fields);
    if (!answer) return;
    expect(answer.status, `${kind} ${index}-${n}`).toBe(200);
    (kind === "contact" ? ledger.contactAcked : ledger.proposalAcked).add(text);
  }
}

/** Every message of a room, read back through the restarted server's chat socket (subscribe + backfill). */
async function readRoom(wsUrl: string, origin: string, topic: string): Promise<Map<number, string>> {
  const ws = new WebSocket(wsUrl, { headers: { Origin: origin } });
  const messages = new Map<number, string>();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no complete backfill of ${topic}`)), 20_000);
    ws.on("error", reject);
    ws.on("message", (data) => {
      const frame = JSON.parse(String(data)) as {
        type: string;
        messages?: { id: number; content: string }[];
        complete?: boolean;
      };
      if (frame.type === "ready") ws.send(JSON.stringify({ type: "subscribe", topic, after: 0 }));
      if (frame.type === "error") reject(new Error(JSON.stringify(frame)));
      if (frame.type !== "backfill") return;
      for (const message of frame.messages ?? []) messages.set(message.id, message.content);
      if (frame.complete) {
        clearTimeout(timer);
        resolve();
      } else {
        ws.send(JSON.stringify({ type: "backfill", topic, after: Math.max(...messages.keys()) }));
      }
    });
  });
  ws.terminate();
  return messages;
}

type Dump = {
  chat: { id: number; topic: string; content: string; userId: string | null }[];
  articles: {
    slug: string;
    title: string;
    category: string;
    excerpt: string;
    content: string;
    imageDescription: string | null;
  }[];
  contacts: { name: string; email: string; message: string }[];
  proposals: { name: string; company: string; email: string; proposal: string }[];
};

async function crashAndRecover(databaseEnv: Record<string, string>) {
  const marker = `m${crypto.randomBytes(4).toString("hex")}`;
  // On PostgreSQL the folder holds only the outbox and uploads; on the embedded database it starts prepared.
  const dataDir = databaseEnv.DATABASE_URL
    ? fs.mkdtempSync(path.join(os.tmpdir(), "wellness-crash-"))
    : newDataDir("wellness-crash-");
  const env = { ...databaseEnv, FORM_RATE_LIMIT_PER_HOUR: "10000", AUTH_RATE_LIMIT_SCALE: "1000", LOG_LEVEL: "warn" };
  const servers: RunningServer[] = [];
  const label = databaseEnv.DATABASE_URL ? "postgres" : "embedded";
  const t0 = Date.now();
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  try {
    const users = JSON.parse(runScript("tests/e2e/seed-users.ts", { ...env, DATA_DIR: dataDir })) as Record<
      "admin",
      { email: string; password: string }
    >;
    const chatCookies = JSON.parse(
      runScript("bench/seed-chat-users.ts", { ...env, DATA_DIR: dataDir, COUNT: String(CHAT_SENDERS) }),
    ) as string[];

    const seeded = Date.now();
    const first = await startServer({ dataDir, env });
    servers.push(first);
    const adminCookie = await signIn(first.url, users.admin.email, users.admin.password);
    const wsUrl = `${first.url.replace("http", "ws")}/ws/chat`;

    const ledger: Ledger = {
      chatSent: new Map(),
      chatAcked: new Map(),
      articles: [],
      contactSent: new Set(),
      contactAcked: new Set(),
      proposalSent: new Set(),
      proposalAcked: new Set(),
      bursts: [],
    };
    let running = true;
    const isRunning = () => running;
    const writers = [
      ...chatCookies.map((cookie, index) => chatSender(wsUrl, first.url, cookie, index, marker, ledger, isRunning)),
      ...Array.from({ length: ARTICLE_WRITERS }, (_, index) =>
        articleWriter(first.url, adminCookie, index, marker, ledger, isRunning),
      ),
      ...Array.from({ length: CONTACT_WRITERS }, (_, index) =>
        inboxWriter(first.url, "contact", index, marker, ledger, isRunning),
      ),
      ...Array.from({ length: PROPOSAL_WRITERS }, (_, index) =>
        inboxWriter(first.url, "proposal", index, marker, ledger, isRunning),
      ),
    ];
    // A writer that fails an assertion (a refused write while the server is up) fails the test at once.
    const writersDone = Promise.all(writers);
    const failed = writersDone.then(() => "done" as const);

    const started = Date.now();
    const counts = () => ({
      chat: ledger.chatAcked.size,
      articleSaves: ledger.articles.reduce((sum, article) => sum + article.saves, 0),
      contacts: ledger.contactAcked.size,
      proposals: ledger.proposalAcked.size,
    });
    const enough = () =>
      Object.entries(MIN_ACKED).every(([kind, min]) => counts()[kind as keyof typeof MIN_ACKED] >= min);
    while (Date.now() - started < STREAM_MS || !enough()) {
      if (Date.now() - started > 40_000)
        throw new Error(`too few writes were acknowledged in 40 s: ${JSON.stringify(counts())}`);
      const outcome = await Promise.race([failed, sleep(100)]);
      if (outcome === "done") throw new Error("the writers stopped before the crash");
    }

    // The crash, a few milliseconds after a burst of chat messages (while the forms keep posting):
    // no shutdown handler runs, nothing is flushed or closed.
    for (const burst of ledger.bursts) burst();
    await sleep(8);
    first.child.kill("SIGKILL");
    await first.stop();
    running = false;
    await writersDone;
    const acknowledged = counts();
    expect(first.child.signalCode).toBe("SIGKILL");
    const unacknowledged = {
      chat: ledger.chatSent.size - ledger.chatAcked.size,
      articleSaves: ledger.articles.filter((article) => article.inflight).length,
      contacts: ledger.contactSent.size - ledger.contactAcked.size,
      proposals: ledger.proposalSent.size - ledger.proposalAcked.size,
    };
    const killedAt = Date.now();

    // Restart on the same data: it must come up (crash recovery) and serve what was acknowledged.
    const second = await startServer({ dataDir, env });
    servers.push(second);
    const secondWs = `${second.url.replace("http", "ws")}/ws/chat`;
    const served = new Map<number, string>();
    for (const topic of rooms)
      for (const [id, content] of await readRoom(secondWs, second.url, topic)) served.set(id, content);
    for (const [id, write] of ledger.chatAcked)
      expect(served.get(id), `chat message ${id} served after the restart`).toBe(write.content);
    for (const article of ledger.articles.filter((candidate) => candidate.acked)) {
      const response = await fetch(`${second.url}/articles/${article.slug}`);
      expect(response.status, `article ${article.slug} after the restart`).toBe(200);
      expect(await response.text()).toContain(article.title);
    }
    // The recovered database takes new writes.
    const after = await postForm(second.url, "/contact", {
      name: "After Crash",
      email: "after@example.com",
      message: `${marker} after the restart`,
    });
    expect(after?.status).toBe(200);
    await second.stop();
    expect(second.child.exitCode).toBe(0);
    // Neither the stream (e.g. a chat send that failed with server_error) nor the recovery logged an error.
    const errorLines = (server: RunningServer) =>
      server.logs
        .join("")
        .split("\n")
        .filter((line) => /"level":(50|60)/.test(line));
    expect(errorLines(first), "errors logged by the server before the kill").toEqual([]);
    expect(errorLines(second), "errors logged by the restarted server").toEqual([]);

    // Exact comparison with what is stored.
    const dump = JSON.parse(
      runScript("tests/e2e/crash-dump.ts", { ...env, DATA_DIR: dataDir, MARKER: marker }),
    ) as Dump;
    const storedChat = new Map(dump.chat.map((row) => [row.id, row]));
    for (const [id, write] of ledger.chatAcked) {
      const row = storedChat.get(id);
      expect(row, `acknowledged chat message ${id}`).toBeDefined();
      expect({ topic: row!.topic, content: row!.content }).toEqual(write);
      expect(row!.userId).not.toBeNull();
    }
    const sentChat = new Set([...ledger.chatSent.values()].map((write) => `${write.topic}\n${write.content}`));
    for (const row of dump.chat)
      expect(sentChat.has(`${row.topic}\n${row.content}`), `stored chat row ${row.id} was sent`).toBe(true);
    expect(new Set(dump.chat.map((row) => row.content)).size, "no chat message stored twice").toBe(dump.chat.length);

    for (const article of ledger.articles) {
      const row = dump.articles.find((candidate) => candidate.title === article.title);
      if (!article.acked) continue; // its creation was in flight at the kill: either outcome is right
      expect(row, `acknowledged article ${article.title}`).toBeDefined();
      expect(row!.slug).toBe(article.slug);
      const stored = {
        category: row!.category,
        excerpt: row!.excerpt,
        content: row!.content,
        image_description: row!.imageDescription,
      };
      // The last acknowledged save, or the one that was in flight when the server died.
      const allowed = [article.acked, article.inflight].filter(Boolean);
      expect(allowed, `article ${article.title} holds its last acknowledged save`).toContainEqual(stored);
    }
    expect(dump.articles.length).toBeLessThanOrEqual(ARTICLE_WRITERS);

    const storedContacts = dump.contacts.map((row) => row.message);
    for (const message of ledger.contactAcked)
      expect(storedContacts, "acknowledged contact message").toContain(message);
    for (const message of storedContacts)
      if (!message.endsWith("after the restart"))
        expect(ledger.contactSent.has(message), "stored contact message was sent").toBe(true);
    expect(new Set(storedContacts).size, "no contact message stored twice").toBe(storedContacts.length);
    expect(storedContacts).toContain(`${marker} after the restart`);

    const storedProposals = dump.proposals.map((row) => row.proposal);
    for (const proposal of ledger.proposalAcked) expect(storedProposals, "acknowledged proposal").toContain(proposal);
    for (const proposal of storedProposals)
      expect(ledger.proposalSent.has(proposal), "stored proposal was sent").toBe(true);
    expect(new Set(storedProposals).size, "no proposal stored twice").toBe(storedProposals.length);
    console.log(
      `crash test (${label}): seeded in ${((seeded - t0) / 1000).toFixed(1)} s; SIGKILL after ${((killedAt - started) / 1000).toFixed(1)} s of writes ` +
        `with acknowledged ${JSON.stringify(acknowledged)} and not acknowledged ${JSON.stringify(unacknowledged)}; ` +
        `restart, checks and dump took ${seconds(killedAt)}; stored ${JSON.stringify({ chat: dump.chat.length, articles: dump.articles.length, contacts: dump.contacts.length - 1, proposals: dump.proposals.length })}`,
    );
  } finally {
    for (const server of servers) await server.stop("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

test.describe("crash safety: SIGKILL during a stream of writes loses no acknowledged write", { tag: "@faults" }, () => {
  test("on the embedded database (PGlite in DATA_DIR)", async () => {
    // Seeding, a stream of writes, a kill and a restart: minutes when the fault suites share two cores.
    test.setTimeout(240_000);
    await crashAndRecover({});
  });

  test("on PostgreSQL (DATABASE_URL)", async () => {
    // Seeding, a stream of writes, a kill and a restart: minutes when the fault suites share two cores.
    test.setTimeout(240_000);
    // CI installs Debian's postgresql; without it this test fails rather than skips.
    let postgres: PostgresServer | undefined;
    try {
      postgres = await startPostgres();
      await crashAndRecover({ DATABASE_URL: postgres.url });
    } finally {
      await postgres?.stop();
    }
  });
});
