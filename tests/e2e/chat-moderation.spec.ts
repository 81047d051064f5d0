import type { Browser, BrowserContext, Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { startServer, type RunningServer } from "./server.ts";
import { seededDataDir } from "#tests/helpers/data-dir.ts";

/**
 * The community's rules in real browsers, one context per person, on a server of this spec's own that holds
 * a new member's first message (CHAT_HOLD_FIRST_MESSAGES=1): held until a moderator approves it; three
 * reports of members of standing hide a message; an anonymous message carries no author in the page or the socket frames;
 * a reveal is in the audit log; slow mode refuses a second message at once, naming the wait.
 */
test.describe.configure({ mode: "serial" });

type Person = { email: string; password: string; name: string };
let server: RunningServer;
let people: Record<string, Person>;
const contexts: BrowserContext[] = [];
const ROOM = "menopause-hormones";
const SENSITIVE_ROOM = "mental-wellness";
const stamp = Date.now().toString(36);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The three reporters are members of standing (a report of an account made a minute ago hides nothing).
  const seeded = seededDataDir("wellness-e2e-moderation-", {
    SEED_EXTRA_MEMBERS: "3",
    SEED_MEMBERS_WITH_STANDING: "3",
  });
  people = seeded.users as unknown as Record<string, Person>;
  server = await startServer({
    dataDir: seeded.dataDir,
    env: { CHAT_HOLD_FIRST_MESSAGES: "1", CHAT_REPORTS_TO_HIDE: "3" },
  });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

/** A browser context signed in as `who`, on the room's page, live. */
async function inRoom(browser: Browser, who: Person, room: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  contexts.push(context);
  const page = await context.newPage();
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: who.email, password: who.password },
    headers: { Origin: server.url },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto(`/chat/${room}`);
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  return page;
}

async function send(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send message" }).click();
}

const log = (page: Page) => page.getByRole("log");

/** Reports the message `text` from `page`; the last of enough reports hides it from her page too. */
async function report(page: Page, text: string, hides = false) {
  const item = log(page).locator("li", { hasText: text });
  await item.locator("summary").click();
  await item.getByLabel("Why are you reporting this message?").selectOption({ index: 1 });
  // With the pointer: on the last message the form opens at the log's edge, and the log scrolls it into view.
  await item.getByRole("button", { name: "Report message" }).click();
  if (hides) await expect(log(page).getByText(text)).toHaveCount(0);
  else await expect(item.getByText("Reported", { exact: true })).toBeVisible();
}

let uma: Page;
let member: Page;
let admin: Page;

test("a new member's first message is seen by nobody else until a moderator approves it", async ({ browser }) => {
  uma = await inRoom(browser, people.user!, ROOM);
  member = await inRoom(browser, people.member1!, ROOM);
  const first = `First words from Uma ${stamp}`;
  await send(uma, first);
  const own = log(uma).locator("li", { hasText: first });
  await expect(own.getByText("Waiting for a moderator")).toBeVisible();
  // Another member's page, live and loaded again, does not have it.
  await member.reload();
  await expect(member.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  await expect(log(member).getByText(first)).toHaveCount(0);
  expect(await member.content()).not.toContain(first);

  const context = await browser.newContext({ baseURL: server.url });
  contexts.push(context);
  admin = await context.newPage();
  await admin.request.post("/api/auth/sign-in/email", {
    data: { email: people.admin!.email, password: people.admin!.password },
    headers: { Origin: server.url },
  });
  await admin.goto("/admin/reports");
  const card = admin.locator("li[data-report-message]", { hasText: first });
  await card.getByRole("button", { name: "Approve message" }).click();
  await expect(log(member).getByText(first)).toBeVisible();
  await expect(own.getByText("Waiting for a moderator")).toHaveCount(0);

  // After one approved message she posts freely.
  const second = `Second words from Uma ${stamp}`;
  await send(uma, second);
  await expect(log(member).getByText(second)).toBeVisible();
});

test("three members' reports hide a message before any moderator acts", async ({ browser }) => {
  const text = `A message three members report ${stamp}`;
  await send(uma, text);
  await expect(log(member).getByText(text)).toBeVisible();
  const second = await inRoom(browser, people.member2!, ROOM);
  const third = await inRoom(browser, people.member3!, ROOM);
  await report(member, text);
  await report(second, text);
  await expect(log(third).getByText(text)).toBeVisible();
  await report(third, text, true);
  // Hidden for everyone else at once; its author is told it is under review.
  await expect(log(member).getByText(text)).toHaveCount(0);
  await expect(log(second).getByText(text)).toHaveCount(0);
  await expect(log(uma).locator("li", { hasText: text }).locator("[data-message-status]")).toHaveText(
    "Hidden after reports: a moderator is reviewing it",
  );
});

test("an anonymous message carries no author in the page or the frames, and a reveal is logged", async ({
  browser,
}) => {
  const session = await (await uma.request.get("/api/auth/get-session")).json();
  const umaId: string = session.user.id;
  const reader = await inRoom(browser, people.member2!, SENSITIVE_ROOM);
  const frames: string[] = [];
  reader.on("websocket", (socket) => socket.on("framereceived", (frame) => frames.push(String(frame.payload))));
  await reader.reload();
  await expect(reader.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  await uma.goto(`/chat/${SENSITIVE_ROOM}`);
  await expect(uma.getByRole("status").filter({ hasText: "Live" })).toBeVisible();

  const text = `Posted without my name ${stamp}`;
  await uma.getByRole("checkbox", { name: "Post anonymously" }).check();
  await send(uma, text);
  const seen = log(reader).locator("li", { hasText: text });
  await expect(seen).toContainText(/Anonymous \d+/);
  const carrying = frames.filter((frame) => frame.includes(text));
  expect(carrying.length).toBeGreaterThan(0);
  for (const frame of carrying) {
    expect(frame).not.toContain(people.user!.name);
    expect(frame).not.toContain(umaId);
    expect(frame).not.toContain(people.user!.email);
  }
  await reader.reload();
  await expect(log(reader).getByText(text)).toBeVisible();
  const html = await reader.content();
  expect(html).not.toContain(people.user!.name);
  expect(html).not.toContain(umaId);

  // A report brings it to the queue, where a moderator may reveal the sender for a stated reason.
  await report(reader, text);
  await admin.goto("/admin/reports");
  const card = admin.locator("li[data-report-message]", { hasText: text });
  await expect(card).not.toContainText(people.user!.name);
  await card.getByLabel("Reason (for the audit log; needed to reveal)").fill(`Safety check ${stamp}`);
  await card.getByRole("button", { name: "Reveal sender" }).click();
  await expect(card.locator("[data-revealed]")).toContainText(people.user!.name);
  await admin.goto("/admin/moderation");
  await expect(
    admin.locator('tr[data-audit-action="author.reveal"]', { hasText: `Safety check ${stamp}` }),
  ).toBeVisible();
});

test("slow mode refuses a second message at once, naming the wait", async () => {
  await admin.goto("/admin/reports");
  const rules = admin.locator(`form[data-room-rules="${ROOM}"]`);
  await rules.locator('select[name="slowMode"]').selectOption("300");
  await rules.getByRole("button", { name: "Save rules" }).click();
  await expect(admin.getByText("Room rules saved").first()).toBeVisible();

  await uma.goto(`/chat/${ROOM}`);
  await expect(uma.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  const first = `Within slow mode ${stamp}`;
  await send(uma, first);
  await expect(log(member).getByText(first)).toBeVisible();
  await send(uma, `Too soon ${stamp}`);
  await expect(uma.getByText(/This room is in slow mode\. You can post again in \d+ (seconds|minutes?)/)).toBeVisible();
  await expect(log(member).getByText(`Too soon ${stamp}`)).toHaveCount(0);
});
