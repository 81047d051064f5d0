import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "#platform/db.ts";
import { createMailer } from "#platform/mail.ts";
import {
  deleteInboxItem,
  getInboxItem,
  listInbox,
  markInboxItemOpened,
  parseInboxKey,
  retryDelayMs,
  retryDueInboxMail,
  setInboxItemRead,
  submitInboxForm,
  type InboxKind,
} from "./inbox.server.ts";
import { HONEYPOT_MESSAGE } from "./forms.ts";

type Received = { to: string[]; raw: string };

/** Header value and decoded (quoted-printable) body text of a raw mail, enough for these checks. */
function parseMail(raw: string) {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => head.replace(/\r?\n[ \t]+/g, " ").match(new RegExp(`^${name}: (.*)$`, "im"))?.[1];
  const body = rest
    .join("\n\n")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { subject: header("Subject"), replyTo: header("Reply-To"), body };
}

/** A real SMTP receiver (smtp-server) on a free local port. */
async function startReceiver() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A local port with nothing listening: connections are refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const outboxDir = path.join(os.tmpdir(), `inbox-test-${process.pid}`);
const from = "The Wellness Circle <no-reply@example.com>";
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let working: ReturnType<typeof createMailer>;
let failing: ReturnType<typeof createMailer>;

beforeAll(async () => {
  receiver = await startReceiver();
  working = createMailer({ smtpUrl: `smtp://127.0.0.1:${receiver.port}`, from, outboxDir });
  failing = createMailer({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from, outboxDir });
});
afterAll(async () => {
  await receiver.close();
});

let ipCounter = 0;
const freshIp = () => `10.0.0.${(ipCounter += 1)}`;
const inboxEmail = "inbox@wellness.test";

const contact = { name: "Jane Doe", email: "jane@example.com", message: "I loved your article on sleep." };
const proposal = {
  name: "Sam Lee",
  company: "Bloom Co",
  email: "sam@bloom.co",
  proposal: "A sponsored series on gut health.",
};

async function count(kind: InboxKind) {
  const table = kind === "contact" ? schema.contactMessages : schema.proposals;
  return (await db.select({ id: table.id }).from(table)).length;
}

describe("submitting a form", () => {
  it("stores a contact message, then mails it to the inbox address", async () => {
    const before = receiver.received.length;
    const result = await submitInboxForm("contact", contact, { ip: freshIp(), mailer: working, inboxEmail });
    expect(result.status).toBe("stored");
    if (result.status !== "stored") return;
    await result.delivery;

    const item = await getInboxItem("contact", result.id);
    expect(item).toMatchObject({
      name: contact.name,
      email: contact.email,
      body: contact.message,
      mailStatus: "sent",
      mailAttempts: 1,
      mailLastError: null,
      readAt: null,
    });
    expect(receiver.received).toHaveLength(before + 1);
    const mail = receiver.received.at(-1)!;
    expect(mail.to).toEqual([inboxEmail]);
    const parsed = parseMail(mail.raw);
    expect(parsed.subject).toBe("New contact message from Jane Doe");
    expect(parsed.replyTo).toBe("jane@example.com");
    expect(parsed.body).toContain("I loved your article on sleep.");
    expect(parsed.body).toContain(`/admin/inbox/contact/${result.id}`);
  });

  it("flags a contact message whose words signal risk, in the result and the mail's subject", async () => {
    const result = await submitInboxForm(
      "contact",
      { ...contact, message: "I took a whole box of paracetamol an hour ago and I don't know who to tell" },
      { ip: freshIp(), mailer: working, inboxEmail },
    );
    expect(result).toMatchObject({ status: "stored", risk: "overdose" });
    if (result.status !== "stored") return;
    await result.delivery;
    const parsed = parseMail(receiver.received.at(-1)!.raw);
    expect(parsed.subject).toMatch(/^Urgent: the sender may have taken an overdose/);
    expect(parsed.body).toContain("She was shown the crisis help");
    expect(await getInboxItem("contact", result.id)).toMatchObject({ risk: "overdose" });
  });

  it("stores a proposal with its company and mails it", async () => {
    const result = await submitInboxForm("proposal", proposal, { ip: freshIp(), mailer: working, inboxEmail });
    expect(result.status).toBe("stored");
    if (result.status !== "stored") return;
    await result.delivery;
    expect(await getInboxItem("proposal", result.id)).toMatchObject({
      name: "Sam Lee",
      company: "Bloom Co",
      body: proposal.proposal,
      mailStatus: "sent",
    });
    expect(parseMail(receiver.received.at(-1)!.raw).subject).toBe("New collaboration proposal from Sam Lee (Bloom Co)");
  });

  it("escapes what people typed in the HTML mail", async () => {
    const result = await submitInboxForm(
      "contact",
      { ...contact, name: "<b>Eve</b>", message: "<script>alert(1)</script>" },
      { ip: freshIp(), mailer: working, inboxEmail },
    );
    if (result.status !== "stored") throw new Error("not stored");
    await result.delivery;
    const { body } = parseMail(receiver.received.at(-1)!.raw);
    expect(body).not.toContain('<p style="white-space:pre-wrap"><script>');
    expect(body).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
  });

  it("refuses a filled-in honeypot with a clear message and stores nothing", async () => {
    const before = await count("contact");
    const mails = receiver.received.length;
    const result = await submitInboxForm("contact", contact, {
      ip: freshIp(),
      mailer: working,
      honeypot: "http://spam.example",
    });
    expect(result).toEqual({ status: "refused", httpStatus: 400, formError: HONEYPOT_MESSAGE });
    expect(await count("contact")).toBe(before);
    expect(receiver.received.length).toBe(mails);
  });

  it("limits submissions per IP and form, with a message for people", async () => {
    const ip = freshIp();
    const deps = { ip, mailer: working, rateLimitPerHour: 2 };
    const before = await count("contact");
    const first = await submitInboxForm("contact", contact, deps);
    const second = await submitInboxForm("contact", contact, deps);
    // A refused honeypot does not use up the allowance.
    await submitInboxForm("contact", contact, { ...deps, honeypot: "spam" });
    const third = await submitInboxForm("contact", contact, deps);
    expect([first.status, second.status]).toEqual(["stored", "stored"]);
    expect(third).toMatchObject({ status: "refused", httpStatus: 429 });
    if (third.status === "refused")
      expect(third.formError).toMatch(
        /^You've sent several messages in a short time\. Please wait \d+ minutes and try again\.$/,
      );
    expect(await count("contact")).toBe(before + 2);
    // Another form and another address have their own allowance.
    const otherForm = await submitInboxForm("proposal", proposal, deps);
    const otherIp = await submitInboxForm("contact", contact, { ...deps, ip: freshIp() });
    expect([otherForm.status, otherIp.status]).toEqual(["stored", "stored"]);
    await Promise.all([first, second, otherForm, otherIp].map((r) => (r.status === "stored" ? r.delivery : undefined)));
  });
});

describe("mail that cannot be sent", () => {
  it("keeps the message, schedules retries with backoff, and delivers once SMTP works", async () => {
    let clock = new Date("2030-01-01T10:00:00Z");
    const now = () => clock;
    const result = await submitInboxForm("contact", contact, { ip: freshIp(), mailer: failing, inboxEmail, now });
    if (result.status !== "stored") throw new Error("not stored");
    await result.delivery;

    let item = await getInboxItem("contact", result.id);
    expect(item).toMatchObject({ mailStatus: "failed", mailAttempts: 1 });
    expect(item!.mailLastError).toMatch(/ECONNREFUSED|connect/i);
    expect(item!.mailNextAttemptAt.getTime()).toBe(clock.getTime() + 30_000);
    // It is in the admin inbox all the same.
    expect((await listInbox()).items.some((i) => i.id === result.id)).toBe(true);

    // Not due yet: not tried.
    await retryDueInboxMail({ mailer: working, inboxEmail, now });
    expect(await getInboxItem("contact", result.id)).toMatchObject({ mailStatus: "failed", mailAttempts: 1 });

    // Due, and SMTP still failing: the second failure doubles the delay.
    clock = new Date(clock.getTime() + 31_000);
    expect(await retryDueInboxMail({ mailer: failing, inboxEmail, now })).toBeGreaterThanOrEqual(1);
    item = await getInboxItem("contact", result.id);
    expect(item).toMatchObject({ mailStatus: "failed", mailAttempts: 2 });
    expect(item!.mailNextAttemptAt.getTime()).toBe(clock.getTime() + 60_000);

    // Due again with a working receiver: delivered, and never sent twice.
    clock = new Date(clock.getTime() + 61_000);
    const before = receiver.received.length;
    const [a, b] = await Promise.all([
      retryDueInboxMail({ mailer: working, inboxEmail, now }),
      retryDueInboxMail({ mailer: working, inboxEmail, now }),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    item = await getInboxItem("contact", result.id);
    expect(item).toMatchObject({ mailStatus: "sent", mailAttempts: 3, mailLastError: null });
    const forThis = receiver.received.slice(before).filter((m) => parseMail(m.raw).body.includes(result.id));
    expect(forThis).toHaveLength(1);

    // Sent mail is never retried.
    clock = new Date(clock.getTime() + 24 * 3600_000);
    const again = receiver.received.length;
    await retryDueInboxMail({ mailer: working, inboxEmail, now });
    expect(receiver.received.slice(again).filter((m) => parseMail(m.raw).body.includes(result.id))).toHaveLength(0);
  });

  it("leaves a row being delivered alone until its lease ends", async () => {
    // A row claimed by a crashed process: pending, next attempt in the future.
    const [row] = await db
      .insert(schema.proposals)
      .values({ ...proposal, mailNextAttemptAt: new Date(Date.now() + 60_000) })
      .returning();
    await retryDueInboxMail({ mailer: working, inboxEmail });
    expect(await getInboxItem("proposal", row!.id)).toMatchObject({ mailStatus: "pending", mailAttempts: 0 });
    const later = () => new Date(Date.now() + 120_000);
    expect(await retryDueInboxMail({ mailer: working, inboxEmail, now: later })).toBeGreaterThanOrEqual(1);
    expect(await getInboxItem("proposal", row!.id)).toMatchObject({ mailStatus: "sent", mailAttempts: 1 });
  });

  it("backs off exponentially up to six hours", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30)).toBe(6 * 3600_000);
  });
});

describe("the admin inbox", () => {
  it("lists contact messages and proposals newest first with read state", async () => {
    const base = new Date("2040-01-01T00:00:00Z").getTime();
    const [older] = await db
      .insert(schema.contactMessages)
      .values({ ...contact, message: "x".repeat(300), createdAt: new Date(base) })
      .returning();
    const [newer] = await db
      .insert(schema.proposals)
      .values({ ...proposal, createdAt: new Date(base + 1000) })
      .returning();
    const { items, unread } = await listInbox();
    expect(items[0]).toMatchObject({ kind: "proposal", id: newer!.id, company: "Bloom Co", readAt: null });
    expect(items[1]).toMatchObject({ kind: "contact", id: older!.id, company: null });
    expect(items[1]!.preview.length).toBeLessThanOrEqual(141);
    for (let i = 1; i < items.length; i += 1) {
      expect(items[i - 1]!.createdAt.getTime()).toBeGreaterThanOrEqual(items[i]!.createdAt.getTime());
    }
    expect(unread).toBe(items.filter((i) => !i.readAt).length);

    expect(await setInboxItemRead("proposal", newer!.id, true)).toBe(true);
    expect((await getInboxItem("proposal", newer!.id))!.readAt).toBeInstanceOf(Date);
    expect((await listInbox()).unread).toBe(unread - 1);
    expect(await setInboxItemRead("proposal", newer!.id, false)).toBe(true);
    expect((await getInboxItem("proposal", newer!.id))!.readAt).toBeNull();

    await markInboxItemOpened("contact", older!.id);
    const firstRead = (await getInboxItem("contact", older!.id))!.readAt;
    expect(firstRead).toBeInstanceOf(Date);
    await markInboxItemOpened("contact", older!.id);
    expect((await getInboxItem("contact", older!.id))!.readAt).toEqual(firstRead);

    expect(await deleteInboxItem("contact", older!.id)).toBe(true);
    expect(await getInboxItem("contact", older!.id)).toBeNull();
    expect(await deleteInboxItem("contact", older!.id)).toBe(false);
    const [stillThere] = await db.select().from(schema.proposals).where(eq(schema.proposals.id, newer!.id));
    expect(stillThere).toBeDefined();
  });

  it("parses only known kinds and uuids", () => {
    const id = crypto.randomUUID();
    expect(parseInboxKey("contact", id)).toEqual({ kind: "contact", id });
    expect(parseInboxKey("proposal", id)).toEqual({ kind: "proposal", id });
    expect(parseInboxKey("other", id)).toBeNull();
    expect(parseInboxKey("contact", "1; drop table")).toBeNull();
  });
});
