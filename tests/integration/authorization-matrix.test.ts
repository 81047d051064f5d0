import { randomUUID } from "node:crypto";
import { articleViewHtml } from "#tests/helpers/article-view.tsx";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Express } from "express";
import type { ServerBuild } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeConfig from "#app/routes.ts";
import {
  addComparisonRow,
  addListing,
  removeComparisonRow,
  removeListing,
} from "#app/domain/catalogue/listing-membership.server.ts";
import { interviews } from "#app/content/interviews/index.ts";
import { affiliateSlugs } from "#app/content/catalogue/affiliates.ts";
import { roundups } from "#app/content/catalogue/roundups.ts";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import { quizzes } from "#app/content/quizzes.ts";
import { createArticle, getArticleBySlug, listRevisions, updateArticle } from "#app/domain/articles/articles.server.ts";
import { createPerson } from "#app/domain/articles/people.server.ts";
import { issueLinkUrl } from "#app/domain/analytics/links.server.ts";
import { THEME_COOKIE } from "#app/lib/theme.ts";
import { analytics, utcDay } from "#platform/analytics.ts";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { getReviewCreditsRow } from "#app/domain/catalogue/review-credits.server.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { saveRetailer } from "#app/domain/catalogue/editing.server.ts";
import { saveListing } from "#app/domain/catalogue/listing-kinds.server.ts";
import { revisionsOf } from "#app/domain/editorial/records.server.ts";
import { saveInterview } from "#app/domain/catalogue/interview-editing.server.ts";
import { postMessage } from "#app/domain/chat/chat.server.ts";
import {
  ADMIN_SECOND_FACTOR_SETTING,
  adminsRequireSecondFactor,
  SECOND_FACTOR_SESSION_PATH,
  setAdminsRequireSecondFactor,
} from "#app/domain/accounts/second-factor.server.ts";
import { markFactorConfirmed, unconfirmedFactorsOf } from "#app/domain/accounts/second-factor-confirmation.server.ts";
import { clientFrameSchema } from "#app/domain/chat/frames.ts";
import { MODERATOR_PAGES } from "#app/domain/chat/moderation.ts";
import { setModerator } from "#app/domain/chat/moderation.server.ts";
import { createApp } from "#server/app.ts";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { attachChat } from "#server/chat/index.ts";
import type { ChatHub } from "#server/chat/hub.ts";
import { db, schema } from "#platform/db.ts";
import { stopProcessJobs } from "#platform/jobs.ts";
import { hashToken, newToken } from "#app/domain/newsletter/subscriptions.server.ts";
import { routeArgs, settle, type AnyRouteModule } from "#tests/helpers/route.ts";
import { secretOfUri, totpCode } from "#tests/helpers/totp.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";
import { connectChat, type TestSocket } from "#tests/helpers/ws-client.ts";

/**
 * The authorization matrix. One table lists every route module of
 * app/routes.ts (with the loader and action it exports), every endpoint the
 * Express app serves outside React Router (uploads, the auth API's admin and
 * account endpoints) and every chat WebSocket operation. Each is sent as a
 * visitor, a user and an admin, and the answer must be the one the table
 * expects; for writes, the change must happen exactly when access is granted.
 *
 * A route added to app/routes.ts, an admin endpoint added to the auth API or
 * an Express route added to the app without a row here fails the first tests.
 */

/** A product saved once, so it has a revision for the product revision screens (decision 048). */
const REVISED_PRODUCT = "multi-collagen-complex";
/** A comparison table of the seed (its own screens). */
const MATRIX_TABLE = "collagen-supplements";

/** A product with a comparison row, and one with an Affiliate Corner listing (their own screens). */
const COMPARED_PRODUCT = "chasteberry-vitex";
const LISTED_PRODUCT = "vegan-collagen-builder";
/** A row and a listing the matrix removes and adds back (the add and remove actions). */
const MATRIX_ROW_PRODUCT = "whole-food-multivitamin";
const MATRIX_LISTED_PRODUCT = "gummy-multivitamin";
let matrixRow: typeof schema.comparisonRows.$inferSelect | null = null;
let matrixListing: typeof schema.affiliateListings.$inferSelect | null = null;

/** The matrix's row as it is now (kept the first time it is read, to add it back after a removal). */
async function matrixRowNow() {
  const [row] = await db
    .select()
    .from(schema.comparisonRows)
    .where(eq(schema.comparisonRows.productSlug, MATRIX_ROW_PRODUCT));
  matrixRow ??= row ?? null;
  return row ?? null;
}

async function matrixListingNow() {
  const [row] = await db
    .select()
    .from(schema.affiliateListings)
    .where(eq(schema.affiliateListings.productSlug, MATRIX_LISTED_PRODUCT));
  matrixListing ??= row ?? null;
  return row ?? null;
}

/** The add form's fields for the matrix's row. */
const matrixRowForm = (row: typeof schema.comparisonRows.$inferSelect) => ({
  product: MATRIX_ROW_PRODUCT,
  table: row.tableSlug,
  position: String(row.position + 1),
  pricePerServing: String(row.pricePerServing),
  priceCheckedOn: "2026-11-30",
  effectiveness: String(row.effectiveness),
  fact: row.facts.map((f) => f.value),
  factGood: row.facts.map((f) => (f.good === true ? "yes" : f.good === false ? "no" : "neutral")),
});
/** A built-in interview saved once in beforeAll, so it has a revision for the revision screens. */
const REVISED_INTERVIEW = interviews[1]!.id;

type Who = "visitor" | "user" | "reviewer" | "admin";
const WHO: Who[] = ["visitor", "user", "reviewer", "admin"];
const ORIGIN = "http://localhost:3000";

/** What a loader/action produced, whether returned or thrown, as a Response, data() or a plain object. */
type Outcome = { status: number; location: string | null; data: unknown; setCookie?: string | null };

async function outcome(run: () => unknown): Promise<Outcome> {
  const result = await settle(run);
  if (result instanceof Response) {
    const type = result.headers.get("Content-Type") ?? "";
    const data = type.includes("json") ? await result.clone().json() : null;
    return {
      status: result.status,
      location: result.headers.get("Location"),
      data,
      setCookie: result.headers.get("Set-Cookie"),
    };
  }
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const r = result as { data: unknown; init?: { status?: number; headers?: HeadersInit } | null };
    return { status: r.init?.status ?? 200, location: new Headers(r.init?.headers).get("Location"), data: r.data };
  }
  if (result instanceof Error) throw result;
  return { status: 200, location: null, data: result };
}

/**
 * Expectations: "ok" = answered (2xx, or a redirect that is not a refusal),
 * "login" = sent to /login remembering the page, "home" = sent to / (a signed-in
 * non-admin), a number = exactly that status, or a function for finer checks.
 */
type Expectation = "ok" | "login" | "home" | number | ((result: Outcome) => void);
type Policy = Record<Who, Expectation>;

const PUBLIC: Policy = { visitor: "ok", user: "ok", reviewer: "ok", admin: "ok" };
const USER: Policy = { visitor: "login", user: "ok", reviewer: "ok", admin: "ok" };
const ADMIN: Policy = { visitor: "login", user: "home", reviewer: "home", admin: "ok" };
/** Reviewers (the review gate's sign-offs) and admins. */
const REVIEWER: Policy = { visitor: "login", user: "home", reviewer: "ok", admin: "ok" };

/** Whether an expectation grants access (a function expectation describes a successful answer). */
const granted = (expectation: Expectation) =>
  expectation === "ok" || typeof expectation === "function" || (typeof expectation === "number" && expectation < 400);

function check(expectation: Expectation, result: Outcome, url: string, label: string, kind: "loader" | "write") {
  if (typeof expectation === "function") return expectation(result);
  if (expectation === "ok") {
    // A page answers with its data; a write may redirect onwards, but not to a refusal.
    expect(result.status, label).toBeLessThan(kind === "loader" ? 300 : 400);
    if (result.location) expect(result.location, label).not.toMatch(/^\/(login\b|$)/);
    return;
  }
  if (expectation === "login") {
    const target = new URL(url, ORIGIN);
    expect(result, label).toMatchObject({
      status: 302,
      location: `/login?redirectTo=${encodeURIComponent(`${target.pathname}${target.search}`)}`,
    });
    return;
  }
  if (expectation === "home") return expect(result, label).toMatchObject({ status: 302, location: "/" });
  expect(result.status, label).toBe(expectation);
}

type Ctx = { actor: TestUser | null; cookie: string | undefined };

type ActionCase<T = unknown> = {
  name: string;
  url?: string;
  params?: Record<string, string>;
  /** Access per role; defaults to the row's. */
  policy?: Partial<Policy>;
  /** A fresh signed-in actor per call (for actions that end or change the actor's session). */
  freshActor?: boolean;
  /** Runs before each call; its result is handed to body() and changed(). */
  prepare?(ctx: Ctx): Promise<T>;
  body(state: T, ctx: Ctx): Record<string, string | string[]>;
  /** Send body() as a JSON document (a beacon endpoint), not as a form. */
  json?: boolean;
  /** Whether the call changed what it targets; must be true exactly when access is granted. */
  changed?(state: T, ctx: Ctx): Promise<boolean>;
};

type RouteModule = AnyRouteModule & { default?: unknown };

type RouteRow = {
  file: string;
  access: "public" | "user" | "reviewer" | "admin";
  url: string;
  params?: Record<string, string>;
  /** The loader's expectations (defaults to the access policy), or null: the module has no loader. */
  loader: Partial<Policy> | null;
  /** The action's cases, or null: the module has no action. */
  actions: ActionCase[] | null;
  /** The loader ends the caller's session: call it with a fresh one. */
  freshActor?: boolean;
};

const policyOf = (access: RouteRow["access"]): Policy =>
  access === "admin" ? ADMIN : access === "reviewer" ? REVIEWER : access === "user" ? USER : PUBLIC;

/**
 * A row's policy over its access's defaults. A reviewer is a member with one more capability, so where a row
 * names the user's answer and not the reviewer's, the reviewer gets the user's.
 */
function policyFor(access: RouteRow["access"], own: Partial<Policy> = {}): Policy {
  const base = policyOf(access);
  const merged = { ...base, ...own };
  if (own.user !== undefined && own.reviewer === undefined && base.reviewer === base.user) merged.reviewer = own.user;
  return merged;
}

/** A posted form; a list is a field sent once per value, in order (a roundup's products and reasons). */
function form(values: Record<string, string | string[]>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  return body;
}

let users: Record<Exclude<Who, "visitor">, TestUser>;
let articleSlug: string;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;
const ip = () => `198.51.100.${(counter += 1) % 250}`;

const articleFields = (title: string) => ({
  title,
  category: "Sleep",
  author_name: "Matrix Author",
  image_url: "/images/articles/better-sleep.webp",
  image_description: "A moon over hills",
  excerpt: "An excerpt for the matrix.",
  content: "<p>Matrix content.</p>",
});

async function newArticle() {
  return createArticle(articleFields(unique("Matrix Article")) as never);
}

async function newContactMessage() {
  const [row] = await db
    .insert(schema.contactMessages)
    .values({ name: "Matrix Sender", email: "sender@example.com", message: "Hello", mailStatus: "sent" })
    .returning();
  return row!;
}

async function contactRow(id: string) {
  const [row] = await db.select().from(schema.contactMessages).where(eq(schema.contactMessages.id, id));
  return row;
}

async function roleOf(id: string) {
  const [row] = await db.select({ role: schema.user.role }).from(schema.user).where(eq(schema.user.id, id));
  return row?.role;
}

async function newHeldMessage() {
  const author = await createTestUser({ name: "Matrix New Member", signedIn: false });
  const [row] = await db
    .insert(schema.chatMessages)
    .values({
      userId: author.id,
      topic: "mental-wellness",
      content: unique("held"),
      status: "held",
      heldReason: "new-member",
    })
    .returning();
  return row!;
}

async function newAnonymousMessage() {
  const author = await createTestUser({ name: "Matrix Anonymous Author", signedIn: false });
  const [row] = await db
    .insert(schema.chatMessages)
    .values({ userId: author.id, topic: "mental-wellness", content: unique("anonymous"), anonymousNumber: 4321 })
    .returning();
  return row!;
}

async function chatMessageStatus(id: number) {
  const [row] = await db
    .select({ status: schema.chatMessages.status })
    .from(schema.chatMessages)
    .where(eq(schema.chatMessages.id, id));
  return row?.status;
}

async function auditCount(action: string, messageId: number) {
  const rows = await db
    .select()
    .from(schema.moderationAuditLog)
    .where(and(eq(schema.moderationAuditLog.action, action), eq(schema.moderationAuditLog.messageId, messageId)));
  return rows.length;
}

async function newChatMessage() {
  const author = await createTestUser({ name: "Chat Author", signedIn: false });
  const result = await postMessage({ userId: author.id, topic: "mental-wellness", content: unique("to delete") });
  if (!result.ok) throw new Error(result.message);
  return result.message;
}

async function newPasskey() {
  const owner = await createTestUser({ name: "Passkey Owner", signedIn: false });
  const id = unique("passkey");
  await db.insert(schema.passkey).values({
    id,
    name: "Owner's phone",
    publicKey: "k",
    userId: owner.id,
    credentialID: `cred-${id}`,
    counter: 0,
    deviceType: "singleDevice",
    backedUp: false,
  });
  return { id, owner };
}

async function newPerson() {
  return createPerson({
    name: unique("Matrix Reviewer"),
    role: "Medical reviewer",
    credentials: "",
    bio: "",
    photoUrl: null,
    links: [],
  });
}

async function personRow(id: string) {
  return (await db.select().from(schema.people).where(eq(schema.people.id, id)))[0];
}

async function newErrorReport() {
  const [row] = await db
    .insert(schema.errorReports)
    .values({ pagePath: "/about", message: unique("A wrong date on the page") })
    .returning();
  return row!;
}

async function errorReportRow(id: string) {
  return (await db.select().from(schema.errorReports).where(eq(schema.errorReports.id, id)))[0];
}

/** Today's stored count of a quiz's starts, after this instance's pending counts are written. */
async function quizStarts(quizId: string) {
  await analytics.flush();
  const [row] = await db
    .select()
    .from(schema.analyticsDaily)
    .where(
      and(
        eq(schema.analyticsDaily.day, utcDay(new Date())),
        eq(schema.analyticsDaily.kind, "quiz-start"),
        eq(schema.analyticsDaily.key, quizId),
      ),
    );
  return row?.count ?? 0;
}

/** A newsletter link as an issue carries it: signed for its issue (which need not exist) and path. */
const LINK_ISSUE = randomUUID();
const issueLink = () => issueLinkUrl("", LINK_ISSUE, "/articles")!;

async function chatMessageExists(id: number) {
  return (await db.select().from(schema.chatMessages).where(eq(schema.chatMessages.id, id))).length > 0;
}

// ---------------------------------------------------------------------------------------------
// 1. Every route module of app/routes.ts.
// ---------------------------------------------------------------------------------------------
const routeRows: RouteRow[] = [
  { file: "routes/home.tsx", access: "public", url: "/", loader: {}, actions: null },
  { file: "routes/about.tsx", access: "public", url: "/about", loader: null, actions: null },
  { file: "routes/search.tsx", access: "public", url: "/search?q=sleep", loader: {}, actions: null },
  // The same JSON for everyone (rate limited per client address).
  { file: "routes/search-suggest.ts", access: "public", url: "/search/suggest?q=sleep", loader: {}, actions: null },
  { file: "routes/sitemap[.]xml.ts", access: "public", url: "/sitemap.xml", loader: {}, actions: null },
  { file: "routes/rss[.]xml.ts", access: "public", url: "/rss.xml", loader: {}, actions: null },
  { file: "routes/robots[.]txt.ts", access: "public", url: "/robots.txt", loader: {}, actions: null },
  // Its loader only preloads the tools' code on the server: the same for everyone.
  {
    file: "routes/toolkit/wellness-toolkit.tsx",
    access: "public",
    url: "/wellness-toolkit",
    loader: {},
    // The workout planner posted without script: worked out for anyone, nothing stored.
    actions: [
      {
        name: "work out a workout plan",
        body: () => ({ intent: "workout", age: "30", weight: "60", height: "165", level: "beginner" }),
      },
    ],
  },
  { file: "routes/quizzes/overview.tsx", access: "public", url: "/wellness-quiz", loader: null, actions: null },
  {
    file: "routes/quizzes/quiz.tsx",
    access: "public",
    url: `/wellness-quiz/${quizzes[0]!.id}`,
    params: { quizId: quizzes[0]!.id },
    loader: {},
    // A question posted without script: answered for anyone, nothing stored but the run's start, counted once.
    actions: [
      {
        name: "answer a quiz's first question",
        prepare: async () => ({ before: await quizStarts(quizzes[0]!.id), run: randomUUID() }),
        body: ({ run }: { run: string }) => ({
          intent: "next",
          question: "0",
          answers: "-".repeat(quizzes[0]!.questions.length),
          answer: "2",
          run,
        }),
        changed: async ({ before }: { before: number }) => (await quizStarts(quizzes[0]!.id)) === before + 1,
      },
    ],
  },
  { file: "routes/expert-interviews.tsx", access: "public", url: "/expert-interviews", loader: {}, actions: null },
  {
    file: "routes/expert-interview.tsx",
    access: "public",
    url: `/expert-interviews/${interviews[0]!.id}`,
    params: { slug: interviews[0]!.id },
    loader: {},
    actions: null,
  },
  { file: "routes/privacy-policy.tsx", access: "public", url: "/privacy-policy", loader: {}, actions: null },
  {
    // Rendered in the browser from local storage: the server sends nothing of anyone's.
    file: "routes/toolkit/doctor-summary.tsx",
    access: "public",
    url: "/wellness-toolkit/doctor-summary",
    loader: null,
    actions: null,
  },
  {
    file: "routes/account/private-data-reader.ts",
    access: "public",
    url: "/private-data-reader.html",
    loader: {},
    actions: null,
  },
  {
    file: "routes/contact.tsx",
    access: "public",
    url: "/contact",
    loader: null,
    actions: [
      {
        name: "send a message",
        prepare: async () => ({ email: `${unique("contact")}@example.com` }),
        body: ({ email }: { email: string }) => ({
          name: "Matrix Visitor",
          email,
          message: "Hello there",
          website: "",
        }),
        changed: async ({ email }: { email: string }) =>
          (await db.select().from(schema.contactMessages).where(eq(schema.contactMessages.email, email))).length === 1,
      },
    ],
  },
  {
    file: "routes/collaborate.tsx",
    access: "public",
    url: "/collaborate",
    loader: {},
    actions: [
      {
        name: "send a proposal",
        prepare: async () => ({ email: `${unique("proposal")}@example.com` }),
        body: ({ email }: { email: string }) => ({
          name: "Matrix Partner",
          company: "Matrix Co",
          email,
          proposal: "An idea",
          website: "",
        }),
        changed: async ({ email }: { email: string }) =>
          (await db.select().from(schema.proposals).where(eq(schema.proposals.email, email))).length === 1,
      },
    ],
  },
  { file: "routes/usage.tsx", access: "public", url: "/usage", loader: null, actions: null },

  // Editorial standards and the people behind the pages: public. One module serves four policy pages.
  { file: "routes/editorial/policy.tsx", access: "public", url: "/editorial-policy", loader: null, actions: null },
  { file: "routes/editorial/policy.tsx", access: "public", url: "/corrections-policy", loader: null, actions: null },
  { file: "routes/editorial/policy.tsx", access: "public", url: "/advertising-policy", loader: null, actions: null },
  { file: "routes/editorial/policy.tsx", access: "public", url: "/terms-of-use", loader: null, actions: null },
  { file: "routes/editorial/team.tsx", access: "public", url: "/editorial-team", loader: {}, actions: null },
  { file: "routes/people/person.tsx", access: "public", url: "/people/{person}", loader: {}, actions: null },
  {
    // Anyone may report an error; validation and the per-address limit still apply (each call has its own address).
    file: "routes/report-error.tsx",
    access: "public",
    url: "/report-error?page=/about",
    loader: {},
    actions: [
      {
        name: "report an error",
        prepare: async () => ({ message: unique("The date in the second paragraph is wrong") }),
        body: ({ message }: { message: string }) => ({ page: "/about", message, email: "", website: "" }),
        changed: async ({ message }: { message: string }) =>
          (await db.select().from(schema.errorReports).where(eq(schema.errorReports.message, message))).length === 1,
      },
    ],
  },
  // Guessed addresses of the toolkit and the quizzes: a permanent redirect for everyone.
  {
    file: "routes/moved.ts",
    access: "public",
    url: "/toolkit",
    loader: {
      visitor: (r) => expect(r).toMatchObject({ status: 308, location: "/wellness-toolkit" }),
      user: (r) => expect(r).toMatchObject({ status: 308, location: "/wellness-toolkit" }),
      admin: (r) => expect(r).toMatchObject({ status: 308, location: "/wellness-toolkit" }),
    },
    actions: null,
  },
  {
    file: "routes/moved.ts",
    access: "public",
    url: "/quizzes?from=menu",
    loader: {
      visitor: (r) => expect(r).toMatchObject({ status: 308, location: "/wellness-quiz?from=menu" }),
      user: (r) => expect(r).toMatchObject({ status: 308, location: "/wellness-quiz?from=menu" }),
      admin: (r) => expect(r).toMatchObject({ status: 308, location: "/wellness-quiz?from=menu" }),
    },
    actions: null,
  },
  {
    file: "routes/moved.ts",
    access: "public",
    url: "/quizzes/stress-check",
    loader: {
      visitor: (r) => expect(r).toMatchObject({ status: 308, location: "/wellness-quiz/stress-check" }),
      user: (r) => expect(r).toMatchObject({ status: 308, location: "/wellness-quiz/stress-check" }),
      admin: (r) => expect(r).toMatchObject({ status: 308, location: "/wellness-quiz/stress-check" }),
    },
    actions: null,
  },
  {
    // The theme switch: a cookie in the caller's own browser, nothing stored on the server.
    file: "routes/theme.ts",
    access: "public",
    url: "/theme",
    loader: {
      visitor: (r) => expect(r).toMatchObject({ status: 302, location: "/" }),
      user: (r) => expect(r).toMatchObject({ status: 302, location: "/" }),
      admin: (r) => expect(r).toMatchObject({ status: 302, location: "/" }),
    },
    actions: [
      {
        name: "choose the dark theme",
        policy: {
          visitor: (r) =>
            expect(r).toMatchObject({
              status: 303,
              location: "/about",
              setCookie: expect.stringContaining(`${THEME_COOKIE}=dark;`),
            }),
          user: (r) =>
            expect(r).toMatchObject({
              status: 303,
              location: "/about",
              setCookie: expect.stringContaining(`${THEME_COOKIE}=dark;`),
            }),
          admin: (r) =>
            expect(r).toMatchObject({
              status: 303,
              location: "/about",
              setCookie: expect.stringContaining(`${THEME_COOKIE}=dark;`),
            }),
        },
        body: () => ({ theme: "dark", back: "/about" }),
      },
    ],
  },

  // Articles: reading is public; writing is for admins.
  { file: "routes/articles/index.tsx", access: "public", url: "/articles", loader: {}, actions: null },
  {
    // The matrix's articles are in "Sleep".
    file: "routes/articles/category.tsx",
    access: "public",
    url: "/articles/category/sleep",
    params: { category: "sleep" },
    loader: {},
    actions: null,
  },
  {
    file: "routes/articles/add.tsx",
    access: "admin",
    url: "/articles/add",
    loader: {},
    actions: [
      {
        name: "create",
        prepare: async () => ({ title: unique("Added Article") }),
        body: ({ title }: { title: string }) => articleFields(title),
        changed: async ({ title }: { title: string }) =>
          (await db.select().from(schema.articles).where(eq(schema.articles.title, title))).length === 1,
      },
    ],
  },
  {
    file: "routes/articles/detail.tsx",
    access: "public",
    url: "/articles/{slug}",
    loader: {
      // Everyone reads it; only admins get the edit controls.
      visitor: (r) => {
        expect(r).toMatchObject({ status: 200, data: { page: { canEdit: false } } });
        expect(articleViewHtml(r.data)).not.toContain("Edit Article");
      },
      user: (r) => {
        expect(r).toMatchObject({ status: 200, data: { page: { canEdit: false } } });
        expect(articleViewHtml(r.data)).not.toContain("Edit Article");
      },
      admin: (r) => expect(r).toMatchObject({ status: 200, data: { page: { canEdit: true } } }),
    },
    actions: null,
  },
  {
    file: "routes/articles/edit.tsx",
    access: "admin",
    url: "/articles/{slug}/edit",
    loader: {},
    actions: [
      {
        name: "save changes",
        prepare: newArticle,
        url: "/articles/{own}/edit",
        body: (article: { title: string }) => ({ ...articleFields(article.title), excerpt: "Edited by the matrix." }),
        changed: async (article: { slug: string }) =>
          (await getArticleBySlug(article.slug))?.excerpt === "Edited by the matrix.",
      },
    ],
  },
  {
    // An article's credits, sources and review dates.
    file: "routes/articles/credits.tsx",
    access: "admin",
    url: "/articles/{slug}/editorial",
    loader: {},
    actions: [
      {
        name: "credit an author",
        prepare: newArticle,
        url: "/articles/{own}/editorial",
        body: () => ({
          author_id: personId,
          reviewer_id: "",
          key_takeaways: "",
          sources: "",
          last_reviewed: "",
          next_review: "",
        }),
        changed: async (article: { slug: string }) => (await getArticleBySlug(article.slug))?.authorId === personId,
      },
    ],
  },
  {
    file: "routes/articles/revisions.tsx",
    access: "admin",
    url: "/articles/{slug}/revisions",
    loader: {},
    actions: null,
  },
  {
    file: "routes/articles/revision.tsx",
    access: "admin",
    url: "/articles/{slug}/revisions/{revision}",
    loader: {},
    actions: [
      {
        name: "restore a version",
        // {own} is "<slug>/revisions/<revision id>" of a fresh article saved once.
        url: "/articles/{own}",
        prepare: async () => {
          const article = await newArticle();
          await updateArticle(article.id, { ...articleFields(article.title), excerpt: "Second version." } as never);
          const [revision] = await listRevisions(article.id);
          return { slug: `${article.slug}/revisions/${revision!.id}`, articleSlug: article.slug };
        },
        body: () => ({ intent: "restore" }),
        changed: async (state: { articleSlug: string }) =>
          (await getArticleBySlug(state.articleSlug))?.excerpt === "An excerpt for the matrix.",
      },
    ],
  },

  // Catalogue: public.
  { file: "routes/product-reviews/index.tsx", access: "public", url: "/product-reviews", loader: {}, actions: null },
  {
    file: "routes/product-reviews/detail.tsx",
    access: "public",
    url: `/product-reviews/${catalogueProducts[0]!.slug}`,
    params: { slug: catalogueProducts[0]!.slug },
    loader: {},
    actions: null,
  },
  {
    // A review's credits and review dates.
    file: "routes/product-reviews/credits.tsx",
    access: "admin",
    url: `/product-reviews/${catalogueProducts[1]!.slug}/editorial`,
    params: { slug: catalogueProducts[1]!.slug },
    loader: {},
    actions: [
      {
        name: "credit an author and a reviewer",
        prepare: async () => {
          await db
            .delete(schema.reviewEditorial)
            .where(eq(schema.reviewEditorial.productSlug, catalogueProducts[1]!.slug));
        },
        body: () => ({ author_id: personId, reviewer_id: personId, last_reviewed: "", next_review: "" }),
        changed: async () => (await getReviewCreditsRow(catalogueProducts[1]!.slug))?.reviewerId === personId,
      },
    ],
  },
  { file: "routes/product-roundups/index.tsx", access: "public", url: "/product-roundups", loader: {}, actions: null },
  {
    file: "routes/product-roundups/detail.tsx",
    access: "public",
    url: `/product-roundups/${roundups[0]!.slug}`,
    params: { slug: roundups[0]!.slug },
    loader: {},
    actions: null,
  },
  { file: "routes/comparison-guide.tsx", access: "public", url: "/comparison-guide", loader: {}, actions: null },
  { file: "routes/how-we-review.tsx", access: "public", url: "/how-we-review", loader: null, actions: null },
  { file: "routes/affiliates/index.tsx", access: "public", url: "/affiliates", loader: {}, actions: null },
  {
    file: "routes/affiliates/detail.tsx",
    access: "public",
    url: `/affiliates/${affiliateSlugs[0]!}`,
    params: { slug: affiliateSlugs[0]! },
    loader: {},
    actions: null,
  },

  // Accounts: the auth pages are open to everyone; signed-in people skip the login page.
  {
    file: "routes/auth/login.tsx",
    access: "public",
    url: "/login",
    loader: {
      user: (r) => expect(r).toMatchObject({ status: 302, location: "/profile" }),
      admin: (r) => expect(r).toMatchObject({ status: 302, location: "/admin" }),
    },
    actions: [
      {
        name: "log in",
        prepare: () => createTestUser(),
        body: (person: TestUser) => ({ email: person.email, password: person.password }),
        policy: { visitor: (r) => expect(r).toMatchObject({ status: 302, location: "/profile" }) },
      },
    ],
  },
  {
    // The second step of signing in; without a password step's challenge there is nothing to confirm.
    file: "routes/auth/two-factor.tsx",
    access: "public",
    url: "/login/two-factor",
    loader: {
      visitor: (r) => expect(r).toMatchObject({ status: 302, location: "/login" }),
      user: (r) => expect(r).toMatchObject({ status: 302, location: "/profile" }),
      admin: (r) => expect(r).toMatchObject({ status: 302, location: "/admin" }),
    },
    actions: [
      {
        name: "send a code without a password step",
        policy: {
          visitor: (r) => expect(r).toMatchObject({ status: 302, location: "/login" }),
          user: (r) => expect([302, 400, 401]).toContain(r.status),
          admin: (r) => expect([302, 400, 401]).toContain(r.status),
        },
        // No session is made for anyone: a visitor starts again from the password, a signed-in caller is refused.
        body: () => ({ method: "totp", code: "000000" }),
      },
    ],
  },
  {
    file: "routes/auth/register.tsx",
    access: "public",
    url: "/register",
    loader: null,
    actions: [
      {
        name: "register",
        prepare: async () => ({ email: `${unique("register")}@example.com` }),
        body: ({ email }: { email: string }) => ({ name: "New Person", email, password: "a-long-password" }),
        changed: async ({ email }: { email: string }) =>
          (await db.select().from(schema.user).where(eq(schema.user.email, email))).length === 1,
      },
    ],
  },
  {
    // "Send a new link": anyone may ask, for any address; no account is revealed, the limits are per address and network.
    file: "routes/auth/email-confirmation.tsx",
    access: "public",
    url: "/email-confirmation",
    loader: null,
    actions: [
      {
        name: "ask for a new confirmation link",
        prepare: async () => ({ email: `${unique("resend")}@example.com` }),
        body: ({ email }: { email: string }) => ({ email }),
      },
    ],
  },
  // Says whether the browser that opened the link is signed in now (decision 034); anyone may see it.
  { file: "routes/auth/verify.tsx", access: "public", url: "/auth/verify", loader: {}, actions: null },
  {
    file: "routes/auth/forgot-password.tsx",
    access: "public",
    url: "/forgot-password",
    loader: null,
    actions: [{ name: "request a reset", body: () => ({ email: "nobody@example.com" }) }],
  },
  {
    file: "routes/auth/update-password.tsx",
    access: "public",
    url: "/update-password",
    loader: null,
    // The reset token, not the session, grants this: a wrong token is refused for everyone.
    actions: [
      {
        name: "set a new password with a wrong token",
        policy: { visitor: 400, user: 400, admin: 400 },
        body: () => ({ token: "not-a-token", password: "a-new-password", confirmPassword: "a-new-password" }),
      },
    ],
  },
  {
    file: "routes/auth/password-reset-confirmed.tsx",
    access: "public",
    url: "/password-reset-confirmed",
    loader: null,
    actions: null,
  },
  {
    file: "routes/auth/force-logout.tsx",
    access: "public",
    url: "/force-logout",
    loader: {},
    freshActor: true,
    actions: [
      {
        // The page's own POST (after a client-side navigation) ends whatever session the caller has.
        name: "sign out",
        freshActor: true,
        policy: PUBLIC,
        body: () => ({}),
        changed: async (_state, ctx) =>
          ctx.actor === null ||
          (await db.select().from(schema.session).where(eq(schema.session.userId, ctx.actor.id))).length === 0,
      },
    ],
  },
  {
    file: "routes/auth/setup-admin.tsx",
    access: "public",
    url: "/setup-admin",
    // Once an admin exists, the one-time page is closed to everyone.
    loader: {
      visitor: (r) => expect(r.data).toMatchObject({ state: "complete" }),
      user: (r) => expect(r.data).toMatchObject({ state: "complete" }),
      admin: (r) => expect(r.data).toMatchObject({ state: "complete" }),
    },
    actions: [
      {
        name: "create the first admin",
        policy: { visitor: 403, user: 403, admin: 403 },
        body: () => ({ token: "guess", fullName: "Intruder", password: "a-long-password" }),
      },
    ],
  },
  {
    file: "routes/profile.tsx",
    access: "user",
    url: "/profile",
    // The page shows visitors a login prompt; the loader hands them no user.
    loader: {
      visitor: (r) => expect(r).toMatchObject({ status: 200, data: { user: null } }),
      user: (r) => expect(r.data).toMatchObject({ user: { role: "user" } }),
      reviewer: (r) => expect(r.data).toMatchObject({ user: { role: "reviewer" } }),
      admin: (r) => expect(r.data).toMatchObject({ user: { role: "admin" } }),
    },
    actions: [
      {
        name: "save the profile",
        freshActor: true,
        prepare: async () => ({ name: unique("Renamed") }),
        body: ({ name }: { name: string }) => ({ intent: "save", fullName: name }),
        changed: async ({ name }: { name: string }) =>
          (await db.select().from(schema.user).where(eq(schema.user.name, name))).length === 1,
      },
      {
        // Confirmed by her password; she ends on the home page, signed out, her rows gone.
        name: "delete my account",
        freshActor: true,
        policy: {
          user: (r) => expect(r).toMatchObject({ status: 302, location: "/" }),
          admin: (r) => expect(r).toMatchObject({ status: 302, location: "/" }),
        },
        body: (_state, ctx) => ({ intent: "delete-account", password: ctx.actor?.password ?? "nobody's password" }),
        changed: async (_state, ctx) => ctx.actor !== null && (await userRow(ctx.actor.id)) === undefined,
      },
      {
        name: "subscribe to the newsletter",
        body: () => ({ intent: "newsletter-subscribe" }),
        changed: async (_state, ctx) =>
          ctx.actor !== null &&
          (
            await db
              .select()
              .from(schema.newsletterSubscribers)
              .where(eq(schema.newsletterSubscribers.email, ctx.actor.email.toLowerCase()))
          )[0]?.status === "confirmed",
      },
      {
        name: "sign out",
        freshActor: true,
        // Everyone ends up signed out and on the home page.
        policy: {
          visitor: (r) => expect(r).toMatchObject({ status: 302, location: "/" }),
          user: (r) => expect(r).toMatchObject({ status: 302, location: "/" }),
          admin: (r) => expect(r).toMatchObject({ status: 302, location: "/" }),
        },
        body: () => ({ intent: "sign-out" }),
        changed: async (_state, ctx) =>
          ctx.actor === null ||
          (await db.select().from(schema.session).where(eq(schema.session.userId, ctx.actor.id))).length === 0,
      },
    ],
  },
  {
    // The link of an admin's factor-confirmation mail: the token is the credential, whoever opens it. Called
    // here as a fetch would (no page navigation), it changes nothing and answers 204.
    file: "routes/profile-security-confirm.tsx",
    access: "public",
    url: "/profile/security/confirm?token=unknown-token-0123456789",
    loader: { visitor: 204, user: 204, admin: 204 },
    actions: null,
  },
  {
    // The member's second factors.
    file: "routes/profile-security.tsx",
    access: "user",
    url: "/profile/security",
    loader: {},
    actions: [
      {
        name: "set up an authenticator app with a wrong password",
        policy: { user: 400, admin: 400 },
        body: () => ({ intent: "totp-start", password: "not-the-password" }),
        changed: async () => false,
      },
      {
        name: "set up an authenticator app",
        freshActor: true,
        policy: {
          user: (r) => expect(r).toMatchObject({ status: 200, data: { step: "confirm" } }),
          admin: (r) => expect(r).toMatchObject({ status: 200, data: { step: "confirm" } }),
        },
        body: (_state, ctx) => ({ intent: "totp-start", password: ctx.actor?.password ?? "x" }),
        changed: async (_state, ctx) =>
          ctx.actor !== null &&
          (await db.select().from(schema.twoFactor).where(eq(schema.twoFactor.userId, ctx.actor.id))).length === 1,
      },
      {
        name: "remove another member's passkey",
        policy: { user: 400, admin: 400 },
        prepare: newPasskey,
        body: (key: { id: string }) => ({ intent: "passkey-delete", id: key.id }),
        changed: async (key: { id: string }) =>
          (await db.select().from(schema.passkey).where(eq(schema.passkey.id, key.id))).length === 0,
      },
    ],
  },
  {
    // "Download my data": her own, as a file; visitors log in first.
    file: "routes/account/export.ts",
    access: "user",
    url: "/account/export",
    loader: {
      user: (r) => expect(r).toMatchObject({ status: 200, data: { account: { id: users.user.id } } }),
      reviewer: (r) => expect(r).toMatchObject({ status: 200, data: { account: { id: users.reviewer.id } } }),
      admin: (r) => expect(r).toMatchObject({ status: 200, data: { account: { id: users.admin.id } } }),
    },
    actions: null,
  },
  {
    // The earlier plain-text sync: read for migration only; nothing new is saved (410).
    file: "routes/account/sync.ts",
    access: "user",
    url: "/account/sync",
    loader: { visitor: 401 },
    actions: [
      {
        name: "save a tracker day as a form post",
        policy: { visitor: 401, user: 410, admin: 410 },
        body: () => ({ tracker: "x" }),
        changed: async () => (await db.select().from(schema.trackerEntries)).length > 0,
      },
    ],
  },
  {
    // Private sync (tests/integration/private-sync.test.ts): JSON only; a form post is refused.
    file: "routes/account/vault.ts",
    access: "user",
    url: "/account/vault",
    loader: { visitor: 401 },
    actions: [
      {
        name: "set up private sync as a form post",
        policy: { visitor: 401, user: 415, admin: 415 },
        body: () => ({ action: "setup" }),
        changed: async () => (await db.select().from(schema.sealedVaults)).length > 0,
      },
    ],
  },
  {
    file: "routes/avatars/initials.ts",
    access: "public",
    url: "/avatars/initials/Ada",
    params: { seed: "Ada" },
    loader: {},
    actions: null,
  },

  // Community and chat: everyone reads; only users post; only admins delete.
  { file: "routes/community.tsx", access: "public", url: "/community", loader: {}, actions: null },
  {
    file: "routes/chat.tsx",
    access: "user",
    url: "/chat/mental-wellness",
    params: { topicId: "mental-wellness" },
    loader: {
      visitor: (r) => expect(r).toMatchObject({ status: 200, data: { viewer: null, open: true } }),
      user: (r) => expect(r.data).toMatchObject({ viewer: { role: "user" } }),
      admin: (r) => expect(r.data).toMatchObject({ viewer: { role: "admin" } }),
    },
    actions: [
      {
        name: "send a message",
        prepare: async () => ({ content: unique("matrix message") }),
        body: ({ content }: { content: string }) => ({ intent: "send", content }),
        changed: async ({ content }: { content: string }) =>
          (await db.select().from(schema.chatMessages).where(eq(schema.chatMessages.content, content))).length === 1,
      },
      {
        name: "delete a message",
        policy: { user: 403 },
        prepare: newChatMessage,
        body: (message: { id: number }) => ({ intent: "delete", id: String(message.id) }),
        changed: async (message: { id: number }) => !(await chatMessageExists(message.id)),
      },
      {
        // Her words are hers: nobody edits another member's message, an admin included.
        name: "edit someone else's message",
        policy: { user: 403, admin: 403 },
        prepare: newChatMessage,
        body: (message: { id: number }) => ({ intent: "edit", id: String(message.id), content: "put in her mouth" }),
        changed: async (message: { id: number }) =>
          (await db.select().from(schema.chatMessages).where(eq(schema.chatMessages.id, message.id)))[0]?.editedAt !=
          null,
      },
      {
        name: "report a message",
        prepare: newChatMessage,
        body: (message: { id: number }) => ({ intent: "report", id: String(message.id), reason: "spam" }),
        changed: async (message: { id: number }) =>
          (await db.select().from(schema.chatMessageReports).where(eq(schema.chatMessageReports.messageId, message.id)))
            .length === 1,
      },
    ],
  },

  // Admin dashboard: every tab, loader and action is for admins only.
  { file: "routes/admin/layout.tsx", access: "admin", url: "/admin", loader: {}, actions: null },
  {
    file: "routes/admin/inbox.tsx",
    access: "admin",
    url: "/admin/inbox",
    loader: {},
    actions: [
      {
        name: "mark a message read",
        prepare: newContactMessage,
        body: (row: { id: string }) => ({ intent: "mark-read", kind: "contact", id: row.id }),
        changed: async (row: { id: string }) => (await contactRow(row.id))?.readAt != null,
      },
    ],
  },
  {
    file: "routes/admin/inbox-item.tsx",
    access: "admin",
    url: "/admin/inbox/contact/{message}",
    loader: {},
    actions: [
      {
        name: "delete a message",
        prepare: newContactMessage,
        url: "/admin/inbox/contact/{own}",
        body: (row: { id: string }) => ({ intent: "delete", kind: "contact", id: row.id }),
        changed: async (row: { id: string }) => (await contactRow(row.id)) === undefined,
      },
    ],
  },
  {
    file: "routes/admin/reports.tsx",
    access: "admin",
    url: "/admin/reports",
    loader: {},
    actions: [
      {
        name: "dismiss a message's reports",
        prepare: async () => {
          const message = await newChatMessage();
          const reporter = await createTestUser({ name: "Matrix Reporter", signedIn: false });
          await db
            .insert(schema.chatMessageReports)
            .values({ messageId: message.id, reporterId: reporter.id, reason: "spam" });
          return message;
        },
        body: (message: { id: number }) => ({ intent: "dismiss", id: String(message.id) }),
        changed: async (message: { id: number }) =>
          (
            await db.select().from(schema.chatMessageReports).where(eq(schema.chatMessageReports.messageId, message.id))
          )[0]?.resolvedAt != null,
      },
      {
        name: "delete a reported message",
        prepare: newChatMessage,
        body: (message: { id: number }) => ({ intent: "delete", id: String(message.id) }),
        changed: async (message: { id: number }) => !(await chatMessageExists(message.id)),
      },
      {
        name: "approve a held message",
        prepare: newHeldMessage,
        body: (message: { id: number }) => ({ intent: "approve", id: String(message.id) }),
        changed: async (message: { id: number }) => (await chatMessageStatus(message.id)) === "visible",
      },
      {
        name: "reveal an anonymous sender",
        prepare: newAnonymousMessage,
        body: (message: { id: number }) => ({ intent: "reveal", id: String(message.id), reason: "matrix reveal" }),
        changed: async (message: { id: number }) => (await auditCount("author.reveal", message.id)) === 1,
      },
      {
        name: "set a room's slow mode",
        prepare: async () => {
          await db.delete(schema.chatRoomSettings).where(eq(schema.chatRoomSettings.topic, "fitness-movement"));
        },
        body: () => ({ intent: "room-rules", topic: "fitness-movement", slowMode: "30" }),
        changed: async () =>
          (await db.select().from(schema.chatRoomSettings).where(eq(schema.chatRoomSettings.topic, "fitness-movement")))
            .length === 1,
      },
      {
        name: "hold a member's posting",
        prepare: async () => createTestUser({ name: "Matrix Held Member", signedIn: false }),
        body: (member: TestUser) => ({ intent: "hold", userId: member.id, hours: "24", reason: "matrix hold" }),
        changed: async (member: TestUser) =>
          (await db.select().from(schema.chatPostingHolds).where(eq(schema.chatPostingHolds.userId, member.id)))
            .length === 1,
      },
    ],
  },
  {
    file: "routes/admin/moderation.tsx",
    access: "admin",
    url: "/admin/moderation",
    loader: {},
    actions: [
      {
        name: "make a member moderator",
        prepare: async () => createTestUser({ name: "Matrix Moderator Candidate", signedIn: false }),
        body: (member: TestUser) => ({ intent: "grant", email: member.email }),
        changed: async (member: TestUser) =>
          (await db.select().from(schema.chatModerators).where(eq(schema.chatModerators.userId, member.id))).length ===
          1,
      },
      {
        name: "change the moderation settings",
        prepare: async () => {
          await db.delete(schema.siteSettings).where(eq(schema.siteSettings.key, "chat.reportsToHide"));
        },
        body: () => ({ intent: "settings", holdFirstMessages: "0", reportsToHide: "5" }),
        changed: async () =>
          (await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, "chat.reportsToHide")))
            .length === 1,
      },
    ],
  },
  {
    file: "routes/admin/site-figures.tsx",
    access: "admin",
    url: "/admin/site-figures",
    loader: {},
    actions: [
      {
        name: "set an operator figure",
        prepare: async () => {
          await db.delete(schema.siteSettings).where(eq(schema.siteSettings.key, "figure:social-followers"));
        },
        body: () => ({ intent: "save", key: "social-followers", value: "1234", asOf: "2026-01-31" }),
        changed: async () =>
          (await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, "figure:social-followers")))
            .length === 1,
      },
    ],
  },
  {
    file: "routes/admin/search-words.tsx",
    access: "admin",
    url: "/admin/search-words",
    loader: {},
    actions: [
      {
        name: "add a phrase to search's lay vocabulary",
        prepare: async () => {
          const phrase = unique("matrix phrase")
            .toLowerCase()
            .replace(/[^a-z0-9 ]/g, " ");
          await db.delete(schema.searchLayPhrases).where(eq(schema.searchLayPhrases.phrase, phrase));
          return { phrase };
        },
        body: ({ phrase }: { phrase: string }) => ({
          intent: "add",
          phrase,
          means: "sleep",
          source: "Authorization matrix",
        }),
        changed: async ({ phrase }: { phrase: string }) =>
          (await db.select().from(schema.searchLayPhrases).where(eq(schema.searchLayPhrases.phrase, phrase))).length ===
          1,
      },
      {
        name: "remove an added phrase",
        prepare: async () => {
          const [row] = await db
            .insert(schema.searchLayPhrases)
            .values({ phrase: unique("matrix removal").toLowerCase(), means: "sleep", source: "Authorization matrix" })
            .returning({ id: schema.searchLayPhrases.id });
          return { id: row!.id };
        },
        body: ({ id }: { id: string }) => ({ intent: "remove", id }),
        changed: async ({ id }: { id: string }) =>
          (await db.select().from(schema.searchLayPhrases).where(eq(schema.searchLayPhrases.id, id)))[0]?.removedAt !==
          null,
      },
    ],
  },
  {
    file: "routes/admin/catalogue.tsx",
    access: "admin",
    url: "/admin/catalogue?q=collagen&review=reviewed",
    loader: {},
    actions: null,
  },
  {
    file: "routes/admin/catalogue-product.tsx",
    access: "admin",
    url: "/admin/catalogue/marine-collagen-peptides",
    params: { slug: "marine-collagen-peptides" },
    loader: {},
    actions: [
      {
        name: "correct a shop's price",
        prepare: async () => {
          await db
            .update(schema.productRetailers)
            .set({ price: 10 })
            .where(
              and(
                eq(schema.productRetailers.productSlug, "marine-collagen-peptides"),
                eq(schema.productRetailers.position, 0),
              ),
            );
        },
        body: () => ({
          intent: "retailer",
          position: "0",
          name: "Amazon",
          url: "https://www.amazon.com/s?k=marine+collagen+peptides",
          price: "19.87",
          checkedOn: "2026-01-31",
        }),
        changed: async () =>
          (
            await db
              .select()
              .from(schema.productRetailers)
              .where(
                and(
                  eq(schema.productRetailers.productSlug, "marine-collagen-peptides"),
                  eq(schema.productRetailers.position, 0),
                ),
              )
          )[0]?.price === 19.87,
      },
      {
        name: "save a product's details",
        url: "/admin/catalogue/marine-collagen-peptides?form=details",
        prepare: async () => {
          const product = (await loadCatalogue("editor")).products.find((p) => p.slug === "marine-collagen-peptides")!;
          await db
            .update(schema.products)
            .set({ description: "Reset by the matrix." })
            .where(eq(schema.products.slug, product.slug));
          return product;
        },
        body: (product: Awaited<ReturnType<typeof loadCatalogue>>["products"][number]) => ({
          name: product.name,
          slug: product.slug,
          category: product.category,
          evidence: product.evidence,
          description: "Saved by the matrix.",
          longDescription: product.longDescription,
          features: product.features.map((f) => f.text).join("\n"),
          cons: product.cons.join("\n"),
          whoIsItFor: product.whoIsItFor,
          safetyNote: product.safetyNote ?? "",
          imageSrc: product.imageSrc,
          imageAlt: product.imageAlt,
        }),
        changed: async () =>
          (await db.select().from(schema.products).where(eq(schema.products.slug, "marine-collagen-peptides")))[0]
            ?.description === "Saved by the matrix.",
      },
    ],
  },
  {
    file: "routes/admin/catalogue-revisions.tsx",
    access: "admin",
    url: `/admin/catalogue/${REVISED_PRODUCT}/revisions`,
    params: { slug: REVISED_PRODUCT },
    loader: {},
    actions: null,
  },
  {
    file: "routes/admin/catalogue-revision.tsx",
    access: "admin",
    url: "/admin/catalogue/{productRevision}",
    loader: {},
    actions: [
      {
        name: "restore a product's version",
        // {own} is "<slug>/revisions/<revision id>": the version with the first of two prices.
        url: "/admin/catalogue/{own}",
        prepare: async () => {
          const price = (10 + Math.floor(Math.random() * 8000) / 100).toFixed(2);
          await shopPrice(REVISED_PRODUCT, price);
          await shopPrice(REVISED_PRODUCT, "99.99");
          const [revision] = await revisionsOf("product", REVISED_PRODUCT);
          return { slug: `${REVISED_PRODUCT}/revisions/${revision!.id}`, price: Number(price) };
        },
        body: () => ({ intent: "restore" }),
        changed: async (state: { price: number }) =>
          (
            await db
              .select()
              .from(schema.productRetailers)
              .where(
                and(eq(schema.productRetailers.productSlug, REVISED_PRODUCT), eq(schema.productRetailers.position, 0)),
              )
          )[0]?.price === state.price,
      },
    ],
  },
  {
    file: "routes/admin/catalogue-product-new.tsx",
    access: "admin",
    url: "/admin/catalogue/new",
    loader: {},
    actions: [
      {
        name: "add a product (a draft)",
        prepare: async () => ({
          slug: unique("matrix-product")
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-"),
        }),
        body: ({ slug }: { slug: string }) => ({
          name: "Matrix Magnesium Drink",
          slug,
          category: "Hormone Support",
          evidence: "limited",
          description: "Magnesium glycinate powder to stir into a drink.",
          longDescription: "A plain magnesium glycinate powder; the label lists 200 mg per scoop.",
          features: "200 mg magnesium per scoop",
          cons: "Needs mixing",
          whoIsItFor: "Adults who prefer a drink.",
          safetyNote: "",
          imageSrc: "",
          imageAlt: "",
        }),
        changed: async ({ slug }: { slug: string }) =>
          (await db.select().from(schema.products).where(eq(schema.products.slug, slug)))[0]?.status === "draft",
      },
    ],
  },
  {
    file: "routes/admin/roundups.tsx",
    access: "admin",
    url: "/admin/roundups",
    loader: {},
    actions: null,
  },
  {
    file: "routes/admin/roundup-order.tsx",
    access: "admin",
    url: `/admin/roundups/${roundups[0]!.slug}`,
    params: { slug: roundups[0]!.slug },
    loader: {},
    actions: [
      {
        name: "save a roundup's reasons",
        prepare: async () => {
          const items = (await loadCatalogue("editor")).roundups.find((r) => r.slug === roundups[0]!.slug)!.products;
          await db
            .update(schema.roundupItems)
            .set({ reason: "Reset by the matrix." })
            .where(eq(schema.roundupItems.roundupSlug, roundups[0]!.slug));
          return items;
        },
        body: (items: { slug: string; reason: string }[]) => ({
          intent: "save",
          product: items.map((item) => item.slug),
          reason: items.map((item, index) => (index === 0 ? "Saved by the matrix." : item.reason)),
        }),
        changed: async () =>
          (
            await db
              .select({ reason: schema.roundupItems.reason })
              .from(schema.roundupItems)
              .where(and(eq(schema.roundupItems.roundupSlug, roundups[0]!.slug), eq(schema.roundupItems.position, 1)))
          )[0]?.reason === "Saved by the matrix.",
      },
    ],
  },
  // Roundups, comparison rows and listings: one revisions and one compare-and-restore module, a row per section.
  ...(
    [
      ["roundups", roundups[0]!.slug],
      ["comparison", COMPARED_PRODUCT],
      ["comparison-tables", MATRIX_TABLE],
      ["affiliate-corner", LISTED_PRODUCT],
    ] as const
  ).flatMap(([section, key]): RouteRow[] => [
    {
      file: "routes/admin/kind-revisions.tsx",
      access: "admin" as const,
      url: `/admin/${section}/${key}/revisions`,
      params: { slug: key },
      loader: {},
      actions: null,
    },
    {
      file: "routes/admin/kind-revision.tsx",
      access: "admin" as const,
      url:
        section === "affiliate-corner"
          ? "/admin/affiliate-corner/{listingRevision}"
          : `/admin/${section}/${key}/revisions/00000000-0000-4000-8000-000000000000`,
      params: { slug: key, revisionId: "00000000-0000-4000-8000-000000000000" },
      // No such revision outside the listing's: 404 for an admin, the same guard for everyone else.
      loader: section === "affiliate-corner" ? {} : { admin: 404 },
      actions:
        section === "affiliate-corner"
          ? [
              {
                name: "restore a listing's version",
                url: "/admin/affiliate-corner/{own}",
                prepare: async () => {
                  const position = String(100 + Math.floor(Math.random() * 800));
                  await listingPlace(position);
                  await listingPlace("999");
                  const [revision] = await revisionsOf("affiliate-listing", LISTED_PRODUCT);
                  return { slug: `${LISTED_PRODUCT}/revisions/${revision!.id}`, position: Number(position) };
                },
                body: () => ({ intent: "restore" }),
                changed: async (state: { position: number }) =>
                  (
                    await db
                      .select()
                      .from(schema.affiliateListings)
                      .where(eq(schema.affiliateListings.productSlug, LISTED_PRODUCT))
                  )[0]?.position ===
                  state.position - 1,
              },
            ]
          : [],
    },
  ]),
  {
    file: "routes/admin/comparison.tsx",
    access: "admin",
    url: "/admin/comparison",
    loader: {},
    actions: null,
  },
  {
    file: "routes/admin/comparison-new.tsx",
    access: "admin",
    url: "/admin/comparison/new",
    loader: {},
    actions: [
      {
        name: "add a product's comparison row",
        prepare: async () => {
          const row = await matrixRowNow();
          if (row) await removeComparisonRow({ slug: MATRIX_ROW_PRODUCT, version: row.version });
          return { row: matrixRow! };
        },
        body: ({ row }: { row: typeof schema.comparisonRows.$inferSelect }) => matrixRowForm(row),
        changed: async () => (await matrixRowNow()) !== null,
      },
    ],
  },
  {
    file: "routes/admin/comparison-row.tsx",
    access: "admin",
    url: `/admin/comparison/${COMPARED_PRODUCT}`,
    params: { slug: COMPARED_PRODUCT },
    loader: {},
    actions: [
      {
        name: "save a comparison row's price",
        prepare: async () => {
          const [row] = await db
            .select()
            .from(schema.comparisonRows)
            .where(eq(schema.comparisonRows.productSlug, COMPARED_PRODUCT));
          return { row: row!, price: (1 + Math.floor(Math.random() * 300) / 100).toFixed(2) };
        },
        body: ({ row, price }: { row: typeof schema.comparisonRows.$inferSelect; price: string }) => ({
          version: String(row.version),
          table: row.tableSlug,
          position: String(row.position + 1),
          pricePerServing: price,
          priceCheckedOn: "2026-01-31",
          effectiveness: String(row.effectiveness),
          fact: row.facts.map((f) => f.value),
          factGood: row.facts.map((f) => (f.good === true ? "yes" : f.good === false ? "no" : "neutral")),
          changeKind: "update",
        }),
        changed: async ({ price }: { price: string }) =>
          (
            await db.select().from(schema.comparisonRows).where(eq(schema.comparisonRows.productSlug, COMPARED_PRODUCT))
          )[0]?.pricePerServing === Number(price),
      },
      {
        name: "remove a comparison row (after its confirmation step)",
        url: `/admin/comparison/${MATRIX_ROW_PRODUCT}`,
        params: { slug: MATRIX_ROW_PRODUCT },
        prepare: async () => {
          let row = await matrixRowNow();
          if (!row) {
            const { fact, factGood, ...rest } = matrixRowForm(matrixRow!);
            await addComparisonRow({
              ...rest,
              facts: fact.map((value, i) => ({ value, good: factGood[i]! })),
            });
            row = await matrixRowNow();
          }
          return { version: row!.version };
        },
        body: ({ version }: { version: number }) => ({ intent: "remove", version: String(version) }),
        changed: async () => (await matrixRowNow()) === null,
      },
    ],
  },
  {
    file: "routes/admin/comparison-tables.tsx",
    access: "admin",
    url: "/admin/comparison-tables",
    loader: {},
    actions: null,
  },
  {
    file: "routes/admin/comparison-table-new.tsx",
    access: "admin",
    url: "/admin/comparison-tables/new",
    loader: {},
    actions: [
      {
        name: "add a comparison table",
        prepare: async () => ({ title: `Matrix table ${Math.floor(Math.random() * 1e9)}` }),
        body: ({ title }: { title: string }) => ({ title, intro: "", label: ["Matrix label", ""] }),
        changed: async ({ title }: { title: string }) =>
          (await db.select().from(schema.comparisonTables).where(eq(schema.comparisonTables.title, title))).length > 0,
      },
    ],
  },
  {
    file: "routes/admin/comparison-table.tsx",
    access: "admin",
    url: `/admin/comparison-tables/${MATRIX_TABLE}`,
    params: { slug: MATRIX_TABLE },
    loader: {},
    actions: [
      {
        name: "save a comparison table's title",
        prepare: async () => {
          const [table] = await db
            .select()
            .from(schema.comparisonTables)
            .where(eq(schema.comparisonTables.slug, MATRIX_TABLE));
          return { table: table!, title: `Collagen Supplements ${Math.floor(Math.random() * 1e6)}` };
        },
        body: ({ table, title }: { table: typeof schema.comparisonTables.$inferSelect; title: string }) => ({
          version: String(table.version),
          title,
          intro: table.intro,
          label: table.featureLabels,
          changeKind: "update",
        }),
        changed: async ({ title }: { title: string }) =>
          (await db.select().from(schema.comparisonTables).where(eq(schema.comparisonTables.slug, MATRIX_TABLE)))[0]
            ?.title === title,
      },
    ],
  },
  {
    file: "routes/admin/listings.tsx",
    access: "admin",
    url: "/admin/affiliate-corner",
    loader: {},
    actions: null,
  },
  {
    file: "routes/admin/listing-new.tsx",
    access: "admin",
    url: "/admin/affiliate-corner/new",
    loader: {},
    actions: [
      {
        name: "list a product in the Affiliate Corner",
        prepare: async () => {
          const listing = await matrixListingNow();
          if (listing) await removeListing({ slug: MATRIX_LISTED_PRODUCT, version: listing.version });
          return { listing: matrixListing! };
        },
        body: ({ listing }: { listing: typeof schema.affiliateListings.$inferSelect }) => ({
          product: MATRIX_LISTED_PRODUCT,
          category: listing.category,
          position: String(listing.position + 1),
        }),
        changed: async () => (await matrixListingNow()) !== null,
      },
    ],
  },
  {
    file: "routes/admin/listing.tsx",
    access: "admin",
    url: `/admin/affiliate-corner/${LISTED_PRODUCT}`,
    params: { slug: LISTED_PRODUCT },
    loader: {},
    actions: [
      {
        name: "save a listing's place",
        prepare: async () => {
          const [row] = await db
            .select()
            .from(schema.affiliateListings)
            .where(eq(schema.affiliateListings.productSlug, LISTED_PRODUCT));
          return { version: row!.version, position: String(100 + Math.floor(Math.random() * 800)) };
        },
        body: ({ version, position }: { version: number; position: string }) => ({
          version: String(version),
          category: "Collagen",
          position,
          changeKind: "update",
        }),
        changed: async ({ position }: { position: string }) =>
          (
            await db
              .select()
              .from(schema.affiliateListings)
              .where(eq(schema.affiliateListings.productSlug, LISTED_PRODUCT))
          )[0]?.position ===
          Number(position) - 1,
      },
      {
        name: "remove a listing (after its confirmation step)",
        url: `/admin/affiliate-corner/${MATRIX_LISTED_PRODUCT}`,
        params: { slug: MATRIX_LISTED_PRODUCT },
        prepare: async () => {
          let listing = await matrixListingNow();
          if (!listing) {
            await addListing({
              product: MATRIX_LISTED_PRODUCT,
              category: matrixListing!.category,
              position: String(matrixListing!.position + 1),
            });
            listing = await matrixListingNow();
          }
          return { version: listing!.version };
        },
        body: ({ version }: { version: number }) => ({ intent: "remove", version: String(version) }),
        changed: async () => (await matrixListingNow()) === null,
      },
    ],
  },
  {
    file: "routes/admin/interviews.tsx",
    access: "admin",
    url: "/admin/interviews",
    loader: {},
    actions: null,
  },
  {
    file: "routes/admin/interview-edit.tsx",
    access: "admin",
    url: `/admin/interviews/${interviews[0]!.id}`,
    params: { slug: interviews[0]!.id },
    loader: {},
    actions: [
      {
        name: "save an interview",
        prepare: async () => {
          await db
            .update(schema.interviews)
            .set({ topic: "Reset by the matrix." })
            .where(eq(schema.interviews.slug, interviews[0]!.id));
        },
        body: () => ({
          name: interviews[0]!.name,
          title: interviews[0]!.title,
          topic: "Saved by the matrix.",
          summary: interviews[0]!.summary,
          quote: interviews[0]!.quote,
          imageSrc: interviews[0]!.imageSrc,
          imageDescription: interviews[0]!.imageDescription,
          kind: "illustrative",
          credentials: "",
          status: "published",
        }),
        changed: async () =>
          (await db.select().from(schema.interviews).where(eq(schema.interviews.slug, interviews[0]!.id)))[0]?.topic ===
          "Saved by the matrix.",
      },
    ],
  },
  {
    file: "routes/admin/interview-new.tsx",
    access: "admin",
    url: "/admin/interviews/new",
    loader: {},
    actions: [
      {
        name: "add an interview (a draft)",
        prepare: async () => ({
          slug: unique("matrix-interview")
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-"),
        }),
        body: ({ slug }: { slug: string }) => ({
          slug,
          name: "Matrix Person",
          title: "Illustrative Q&A",
          topic: "Sleep",
          summary: "An illustrative Q&A about sleep.",
          quote: "Sleep is a habit.",
          imageSrc: interviews[0]!.imageSrc,
          imageDescription: "An illustrated portrait",
          kind: "illustrative",
          credentials: "",
        }),
        changed: async ({ slug }: { slug: string }) =>
          (await db.select().from(schema.interviews).where(eq(schema.interviews.slug, slug)))[0]?.status === "draft",
      },
    ],
  },
  {
    file: "routes/admin/interview-revisions.tsx",
    access: "admin",
    url: `/admin/interviews/${REVISED_INTERVIEW}/revisions`,
    params: { slug: REVISED_INTERVIEW },
    loader: {},
    actions: null,
  },
  {
    file: "routes/admin/interview-revision.tsx",
    access: "admin",
    url: "/admin/interviews/{interviewRevision}",
    loader: {},
    actions: [
      {
        name: "restore an interview's version",
        // {own} is "<slug>/revisions/<revision id>": the version with the first of two topics.
        url: "/admin/interviews/{own}",
        prepare: async () => {
          const topic = unique("Matrix topic");
          await saveRevisedInterview(topic);
          await saveRevisedInterview("Overwritten by the matrix");
          const [revision] = await revisionsOf("interview", REVISED_INTERVIEW);
          return { slug: `${REVISED_INTERVIEW}/revisions/${revision!.id}`, topic };
        },
        body: () => ({ intent: "restore" }),
        changed: async (state: { topic: string }) =>
          (await db.select().from(schema.interviews).where(eq(schema.interviews.slug, REVISED_INTERVIEW)))[0]?.topic ===
          state.topic,
      },
    ],
  },
  {
    file: "routes/admin/interview-conversation.tsx",
    access: "admin",
    url: `/admin/interviews/${interviews[0]!.id}/conversation`,
    params: { slug: interviews[0]!.id },
    loader: {},
    actions: [
      {
        name: "save an interview's conversation",
        prepare: async () => {
          await db
            .update(schema.interviews)
            .set({ content: [{ question: "Reset by the matrix?" }, "Reset."] })
            .where(eq(schema.interviews.slug, interviews[0]!.id));
        },
        body: () => ({ intent: "save", intro: "", question: "Saved by the matrix?", answer: "Saved." }),
        changed: async () =>
          JSON.stringify(
            (await db.select().from(schema.interviews).where(eq(schema.interviews.slug, interviews[0]!.id)))[0]
              ?.content,
          ) === JSON.stringify([{ question: "Saved by the matrix?" }, "Saved."]),
      },
    ],
  },
  {
    file: "routes/admin/content.tsx",
    access: "admin",
    url: "/admin/content",
    loader: {},
    actions: [
      {
        name: "delete an article",
        prepare: newArticle,
        body: (article: { id: string }) => ({ intent: "delete", id: article.id }),
        changed: async (article: { slug: string }) => (await getArticleBySlug(article.slug)) === null,
      },
    ],
  },
  {
    file: "routes/admin/article-new.tsx",
    access: "admin",
    url: "/admin/articles/new",
    loader: {},
    actions: [
      {
        name: "create",
        prepare: async () => ({ title: unique("Admin New Article") }),
        body: ({ title }: { title: string }) => articleFields(title),
        changed: async ({ title }: { title: string }) =>
          (await db.select().from(schema.articles).where(eq(schema.articles.title, title))).length === 1,
      },
    ],
  },
  { file: "routes/admin/people.tsx", access: "admin", url: "/admin/people", loader: {}, actions: null },
  {
    file: "routes/admin/person-edit.tsx",
    access: "admin",
    url: "/admin/people/new",
    loader: {},
    actions: [
      {
        name: "add a person",
        prepare: async () => ({ name: unique("Matrix Writer") }),
        body: ({ name }: { name: string }) => ({
          name,
          role: "Writer",
          credentials: "",
          bio: "",
          photo_url: "",
          links: "",
        }),
        changed: async ({ name }: { name: string }) =>
          (await db.select().from(schema.people).where(eq(schema.people.name, name))).length === 1,
      },
    ],
  },
  {
    file: "routes/admin/person-edit.tsx",
    access: "admin",
    url: "/admin/people/{personId}",
    loader: {},
    actions: [
      {
        name: "save a person",
        // {own} is the person's id (prepare hands back no slug).
        prepare: async () => ({ id: (await newPerson()).id }),
        url: "/admin/people/{own}",
        body: () => ({
          name: "Renamed by the matrix",
          role: "Writer",
          credentials: "",
          bio: "",
          photo_url: "",
          links: "",
        }),
        changed: async (person: { id: string }) => (await personRow(person.id))?.name === "Renamed by the matrix",
      },
      {
        name: "remove a person",
        prepare: async () => ({ id: (await newPerson()).id }),
        url: "/admin/people/{own}",
        body: () => ({ intent: "delete" }),
        changed: async (person: { id: string }) => (await personRow(person.id)) === undefined,
      },
    ],
  },
  { file: "routes/admin/review-queue.tsx", access: "admin", url: "/admin/review-queue", loader: {}, actions: null },
  {
    file: "routes/admin/editorial-settings.tsx",
    access: "admin",
    url: "/admin/editorial-settings",
    loader: {},
    actions: [
      {
        name: "switch the review gate",
        prepare: async () => {
          await db.delete(schema.siteSettings).where(eq(schema.siteSettings.key, "review-gate"));
        },
        // "off": the other rows create health articles, which the gate (when on) would refuse.
        body: () => ({ intent: "gate", on: "off" }),
        changed: async () =>
          (await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, "review-gate"))).length === 1,
      },
      {
        name: "link a person to a reviewer account",
        prepare: async () => ({
          person: await newPerson(),
          account: await createTestUser({ name: "To Link", signedIn: false }),
        }),
        body: (state: { person: { id: string }; account: TestUser }) => ({
          intent: "link",
          personId: state.person.id,
          email: state.account.email,
        }),
        changed: async (state: { person: { id: string }; account: TestUser }) =>
          (await personRow(state.person.id))?.userId === state.account.id,
      },
    ],
  },
  {
    file: "routes/articles/awaiting-review.tsx",
    access: "reviewer",
    url: "/awaiting-review",
    loader: {},
    actions: null,
  },
  {
    file: "routes/articles/sign-off.tsx",
    access: "reviewer",
    url: "/articles/{slug}/sign-off",
    loader: {},
    actions: [
      {
        // The matrix's reviewer has the role but no person record with a credential: the domain refuses her
        // too (403), and an admin is never a reviewer.
        name: "sign off a revision",
        url: "/articles/{own}/sign-off",
        policy: { reviewer: 403, admin: 403 },
        prepare: async () => {
          const article = await newArticle();
          return { slug: article.slug, id: article.id };
        },
        body: () => ({ version: "1" }),
        changed: async (state: { id: string }) =>
          (await db.select().from(schema.articleSignoffs).where(eq(schema.articleSignoffs.articleId, state.id)))
            .length > 0,
      },
    ],
  },
  {
    file: "routes/expert-interview-sign-off.tsx",
    access: "reviewer",
    url: `/expert-interviews/${REVISED_INTERVIEW}/sign-off`,
    params: { slug: REVISED_INTERVIEW },
    loader: {},
    actions: [
      {
        // As for a product: the matrix's reviewer has no person record with a credential (403), and an admin
        // is never a reviewer.
        name: "sign off an interview's revision",
        policy: { reviewer: 403, admin: 403 },
        body: () => ({ version: "1" }),
        changed: async () =>
          (
            await db
              .select()
              .from(schema.contentSignoffs)
              .where(
                and(eq(schema.contentSignoffs.kind, "interview"), eq(schema.contentSignoffs.key, REVISED_INTERVIEW)),
              )
          ).length > 0,
      },
    ],
  },
  {
    file: "routes/product-reviews/sign-off.tsx",
    access: "reviewer",
    url: `/product-reviews/${REVISED_PRODUCT}/sign-off`,
    params: { slug: REVISED_PRODUCT },
    loader: {},
    actions: [
      {
        // As for an article: the matrix's reviewer has no person record with a credential, so the domain
        // refuses her too (403), and an admin is never a reviewer.
        name: "sign off a product's revision",
        policy: { reviewer: 403, admin: 403 },
        body: () => ({ version: "1" }),
        changed: async () =>
          (
            await db
              .select()
              .from(schema.contentSignoffs)
              .where(and(eq(schema.contentSignoffs.kind, "product"), eq(schema.contentSignoffs.key, REVISED_PRODUCT)))
          ).length > 0,
      },
    ],
  },
  {
    file: "routes/catalogue-sign-off.tsx",
    access: "reviewer",
    url: `/sign-off/roundups/${roundups[0]!.slug}`,
    params: { section: "roundups", slug: roundups[0]!.slug },
    loader: {},
    actions: [
      {
        // As for a product: the matrix's reviewer has no person record with a credential (403), nor an admin.
        name: "sign off a roundup's revision",
        policy: { reviewer: 403, admin: 403 },
        body: () => ({ version: "1" }),
        changed: async () =>
          (
            await db
              .select()
              .from(schema.contentSignoffs)
              .where(and(eq(schema.contentSignoffs.kind, "roundup"), eq(schema.contentSignoffs.key, roundups[0]!.slug)))
          ).length > 0,
      },
      {
        // A comparison table's intro and labels are health content: the same page and the same answers.
        name: "sign off a comparison table's revision",
        url: `/sign-off/comparison-tables/${MATRIX_TABLE}`,
        params: { section: "comparison-tables", slug: MATRIX_TABLE },
        policy: { reviewer: 403, admin: 403 },
        body: () => ({ version: "1" }),
        changed: async () =>
          (
            await db
              .select()
              .from(schema.contentSignoffs)
              .where(
                and(eq(schema.contentSignoffs.kind, "comparison-table"), eq(schema.contentSignoffs.key, MATRIX_TABLE)),
              )
          ).length > 0,
      },
    ],
  },
  {
    file: "routes/admin/error-reports.tsx",
    access: "admin",
    url: "/admin/error-reports",
    loader: {},
    actions: [
      {
        name: "mark a report resolved",
        prepare: newErrorReport,
        body: (report: { id: string }) => ({ id: report.id, resolved: "true" }),
        changed: async (report: { id: string }) => (await errorReportRow(report.id))?.resolvedAt != null,
      },
    ],
  },
  {
    file: "routes/admin/data-migration.tsx",
    access: "admin",
    url: "/admin/data-migration",
    loader: {},
    actions: [
      {
        name: "migrate every product",
        prepare: async () => {
          await db.delete(schema.products).where(eq(schema.products.slug, catalogueProducts[1]!.slug));
          return catalogueProducts[1]!.slug;
        },
        body: () => ({}),
        changed: async (slug: string) =>
          (await db.select().from(schema.products).where(eq(schema.products.slug, slug))).length === 1,
      },
    ],
  },
  {
    file: "routes/admin/data-migration-step.ts",
    access: "admin",
    url: "/admin/data-migration/step",
    loader: null,
    actions: [
      {
        name: "migrate one product",
        // A resource route fetched by the page: refusals are JSON 403s, not redirects.
        policy: { visitor: 403, user: 403, admin: 200 },
        prepare: async () => {
          await db.delete(schema.products).where(eq(schema.products.slug, catalogueProducts[2]!.slug));
          return catalogueProducts[2]!.slug;
        },
        body: () => ({ index: "2" }),
        changed: async (slug: string) =>
          (await db.select().from(schema.products).where(eq(schema.products.slug, slug))).length === 1,
      },
    ],
  },
  {
    file: "routes/admin/users.tsx",
    access: "admin",
    url: "/admin?index",
    loader: {
      admin: (r) => expect((r.data as { users: { id: string }[] }).users.length).toBeGreaterThan(0),
    },
    actions: [
      {
        // An admin without a second factor cannot make one compulsory (it would lock her out).
        name: "require a second factor for admins (without one herself)",
        policy: { admin: 400 },
        body: () => ({ intent: "second-factor-setting", required: "true" }),
        changed: async () => (await adminsRequireSecondFactor()) === true,
      },
      {
        name: "make a second factor optional for admins",
        prepare: async () => {
          await db
            .insert(schema.siteSettings)
            .values({ key: ADMIN_SECOND_FACTOR_SETTING, value: "unset" })
            .onConflictDoUpdate({ target: schema.siteSettings.key, set: { value: "unset" } });
        },
        body: () => ({ intent: "second-factor-setting", required: "false" }),
        changed: async () =>
          (
            await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, ADMIN_SECOND_FACTOR_SETTING))
          )[0]?.value === false,
      },
      {
        name: "change a role",
        prepare: () => createTestUser(),
        body: (target: TestUser) => ({ userId: target.id, role: "admin" }),
        changed: async (target: TestUser) => (await roleOf(target.id)) === "admin",
      },
    ],
  },
  {
    file: "routes/not-found.tsx",
    access: "public",
    url: "/no-such-page",
    loader: { visitor: 404, user: 404, admin: 404 },
    actions: null,
  },
  // Newsletter: subscribing, confirming and leaving are public; the admin screens are admin-only.
  {
    file: "routes/newsletter/subscribe.tsx",
    access: "public",
    url: "/newsletter",
    loader: null,
    actions: [
      {
        name: "subscribe",
        prepare: async () => ({ email: `${unique("subscribe")}@example.com` }),
        body: ({ email }: { email: string }) => ({ email, form: "footer", page: "/", homepage: "" }),
        changed: async ({ email }: { email: string }) =>
          (await db.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email)))
            .length === 1,
      },
    ],
  },
  {
    file: "routes/newsletter/confirm.tsx",
    access: "public",
    url: "/newsletter/confirm?token=not-a-token",
    loader: {},
    actions: [
      {
        name: "confirm a subscription",
        prepare: () => newsletterSubscriber("pending"),
        body: (row: NewsletterFixture) => ({ token: row.confirmToken }),
        changed: async (row: NewsletterFixture) => (await subscriberRow(row.id))?.status === "confirmed",
      },
    ],
  },
  {
    file: "routes/newsletter/unsubscribe.tsx",
    access: "public",
    url: "/newsletter/unsubscribe?token=not-a-token",
    loader: {},
    // Its POST is the Express route POST /newsletter/unsubscribe (below).
    actions: null,
  },
  {
    // A signed newsletter link goes on to its page for everyone (an unsigned one is a 404).
    file: "routes/newsletter-link.ts",
    access: "public",
    url: issueLink(),
    params: { issueId: LINK_ISSUE },
    loader: {
      visitor: (r) => expect(r).toMatchObject({ status: 302, location: "/articles" }),
      user: (r) => expect(r).toMatchObject({ status: 302, location: "/articles" }),
      admin: (r) => expect(r).toMatchObject({ status: 302, location: "/articles" }),
    },
    actions: null,
  },
  {
    // The quiz beacon: no cookie is read; a JSON body, validated, limited per client address.
    file: "routes/analytics-event.ts",
    access: "public",
    url: "/analytics/event",
    loader: { visitor: 405, user: 405, admin: 405 },
    actions: [
      {
        name: "count a quiz start",
        json: true,
        policy: { visitor: 204, user: 204, admin: 204 },
        prepare: async () => ({ before: await quizStarts(quizzes[0]!.id) }),
        body: () => ({ event: "quiz-start", quiz: quizzes[0]!.id }),
        changed: async ({ before }: { before: number }) => (await quizStarts(quizzes[0]!.id)) === before + 1,
      },
    ],
  },
  { file: "routes/admin/newsletter.tsx", access: "admin", url: "/admin/newsletter", loader: {}, actions: null },
  {
    file: "routes/admin/newsletter-new.tsx",
    access: "admin",
    url: "/admin/newsletter/new",
    loader: {},
    actions: [
      {
        name: "compose an issue",
        prepare: async () => ({ subject: unique("Matrix Issue") }),
        body: ({ subject }: { subject: string }) => ({ subject, intro: "Hello", body: "<p>News</p>" }),
        changed: async ({ subject }: { subject: string }) =>
          (await db.select().from(schema.newsletterIssues).where(eq(schema.newsletterIssues.subject, subject)))
            .length === 1,
      },
    ],
  },
  {
    file: "routes/admin/newsletter-issue.tsx",
    access: "admin",
    url: "/admin/newsletter/issues/{issue}",
    loader: {},
    actions: [
      {
        name: "save a draft",
        prepare: newsletterIssue,
        url: "/admin/newsletter/issues/{own}",
        body: () => ({ intent: "save", subject: "Saved by the matrix", intro: "", body: "" }),
        changed: async (issue: { id: string }) => (await issueRow(issue.id))?.subject === "Saved by the matrix",
      },
      {
        name: "send to every subscriber",
        prepare: newsletterIssue,
        url: "/admin/newsletter/issues/{own}",
        body: () => ({ intent: "send", confirm: "yes" }),
        changed: async (issue: { id: string }) => (await issueRow(issue.id))?.status !== "draft",
      },
    ],
  },
  {
    file: "routes/admin/newsletter-subscribers.tsx",
    access: "admin",
    url: "/admin/newsletter/subscribers",
    loader: {},
    actions: [
      {
        name: "remove a subscriber",
        prepare: () => newsletterSubscriber("confirmed"),
        body: (row: NewsletterFixture) => ({ intent: "remove", id: row.id }),
        changed: async (row: NewsletterFixture) => (await subscriberRow(row.id)) === undefined,
      },
    ],
  },
  {
    file: "routes/admin/newsletter-subscribers-csv.ts",
    access: "admin",
    url: "/admin/newsletter/subscribers.csv",
    loader: {},
    actions: null,
  },
  {
    file: "routes/admin/analytics.tsx",
    access: "admin",
    url: "/admin/analytics",
    loader: {},
    actions: [
      {
        name: "save the campaign names",
        prepare: async () => {
          await db.delete(schema.siteSettings).where(eq(schema.siteSettings.key, "analytics.campaigns"));
        },
        body: () => ({ intent: "campaigns", campaigns: "spring-newsletter" }),
        changed: async () =>
          (await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, "analytics.campaigns")))
            .length === 1,
      },
    ],
  },
  { file: "routes/admin/analytics-csv.ts", access: "admin", url: "/admin/analytics.csv", loader: {}, actions: null },
];

// ---------------------------------------------------------------------------------------------
// 2. Express endpoints outside React Router: uploads and the auth API.
// ---------------------------------------------------------------------------------------------
type HttpCase<T = unknown> = {
  name: string;
  method: "GET" | "POST";
  path: string | { of(state: T): string };
  policy: Omit<Policy, "reviewer"> & Partial<Pick<Policy, "reviewer">>;
  freshActor?: boolean;
  prepare?(ctx: Ctx): Promise<T>;
  body?(state: T, ctx: Ctx): unknown;
  changed?(state: T, ctx: Ctx): Promise<boolean>;
};

const AUTH_ADMIN: Policy = { visitor: 401, user: 403, reviewer: 403, admin: 200 };
const AUTH_USER: Policy = { visitor: 401, user: 200, reviewer: 200, admin: 200 };

async function userRow(id: string) {
  const [row] = await db.select().from(schema.user).where(eq(schema.user.id, id));
  return row;
}

const httpRows: HttpCase[] = [
  {
    name: "upload an article image",
    method: "POST",
    path: "/api/uploads",
    policy: { visitor: 401, user: 403, admin: 201 },
    body: () => "png",
  },
  {
    name: "newsletter one-click unsubscribe (the token is the credential)",
    method: "POST",
    path: { of: (row: NewsletterFixture) => `/newsletter/unsubscribe?token=${row.token}` },
    policy: { visitor: 200, user: 200, admin: 200 },
    prepare: () => newsletterSubscriber("confirmed"),
    body: () => new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    changed: async (row: NewsletterFixture) => (await subscriberRow(row.id))?.status === "unsubscribed",
  },
  {
    name: "newsletter unsubscribe with an unknown token",
    method: "POST",
    path: "/newsletter/unsubscribe?token=unknown-token",
    policy: { visitor: 400, user: 400, admin: 400 },
    body: () => new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
  },
  { name: "admin: list users", method: "GET", path: "/api/auth/admin/list-users?limit=5", policy: AUTH_ADMIN },
  {
    name: "admin: get a user",
    method: "GET",
    prepare: () => createTestUser({ signedIn: false }),
    path: { of: (target: TestUser) => `/api/auth/admin/get-user?id=${target.id}` },
    policy: AUTH_ADMIN,
  },
  {
    name: "admin: set a role",
    method: "POST",
    path: "/api/auth/admin/set-role",
    policy: AUTH_ADMIN,
    prepare: () => createTestUser({ signedIn: false }),
    body: (target: TestUser) => ({ userId: target.id, role: "admin" }),
    changed: async (target: TestUser) => (await roleOf(target.id)) === "admin",
  },
  {
    name: "admin: create a user",
    method: "POST",
    path: "/api/auth/admin/create-user",
    policy: AUTH_ADMIN,
    prepare: async () => ({ email: `${unique("created")}@example.com` }),
    body: ({ email }: { email: string }) => ({ email, password: "a-long-password", name: "Created", role: "admin" }),
    changed: async ({ email }: { email: string }) =>
      (await db.select().from(schema.user).where(eq(schema.user.email, email))).length === 1,
  },
  {
    name: "admin: update a user",
    method: "POST",
    path: "/api/auth/admin/update-user",
    policy: AUTH_ADMIN,
    prepare: () => createTestUser({ signedIn: false }),
    body: (target: TestUser) => ({ userId: target.id, data: { name: "Changed By Admin", role: "admin" } }),
    changed: async (target: TestUser) => (await userRow(target.id))?.name === "Changed By Admin",
  },
  {
    name: "admin: list a user's sessions",
    method: "POST",
    path: "/api/auth/admin/list-user-sessions",
    policy: AUTH_ADMIN,
    prepare: () => createTestUser(),
    body: (target: TestUser) => ({ userId: target.id }),
  },
  {
    name: "admin: ban a user",
    method: "POST",
    path: "/api/auth/admin/ban-user",
    policy: AUTH_ADMIN,
    prepare: () => createTestUser({ signedIn: false }),
    body: (target: TestUser) => ({ userId: target.id }),
    changed: async (target: TestUser) => (await userRow(target.id))?.banned === true,
  },
  {
    name: "admin: unban a user",
    method: "POST",
    path: "/api/auth/admin/unban-user",
    policy: AUTH_ADMIN,
    prepare: async () => {
      const target = await createTestUser();
      await db.update(schema.user).set({ banned: true }).where(eq(schema.user.id, target.id));
      return target;
    },
    body: (target: TestUser) => ({ userId: target.id }),
    changed: async (target: TestUser) => (await userRow(target.id))?.banned === false,
  },
  {
    name: "admin: impersonate a user",
    method: "POST",
    path: "/api/auth/admin/impersonate-user",
    policy: AUTH_ADMIN,
    prepare: () => createTestUser(),
    body: (target: TestUser) => ({ userId: target.id }),
    changed: async (target: TestUser) =>
      (
        await db
          .select()
          .from(schema.session)
          .where(and(eq(schema.session.userId, target.id)))
      ).some((s) => s.impersonatedBy),
  },
  {
    name: "admin: stop impersonating (nobody is being impersonated)",
    method: "POST",
    path: "/api/auth/admin/stop-impersonating",
    policy: { visitor: 401, user: 400, admin: 400 },
    body: () => ({}),
  },
  {
    name: "admin: revoke one session of a user",
    method: "POST",
    path: "/api/auth/admin/revoke-user-session",
    policy: AUTH_ADMIN,
    prepare: async () => {
      const target = await createTestUser();
      const [session] = await db.select().from(schema.session).where(eq(schema.session.userId, target.id));
      return session!;
    },
    body: (session: { token: string }) => ({ sessionToken: session.token }),
    changed: async (session: { id: string }) =>
      (await db.select().from(schema.session).where(eq(schema.session.id, session.id))).length === 0,
  },
  {
    name: "admin: revoke every session of a user",
    method: "POST",
    path: "/api/auth/admin/revoke-user-sessions",
    policy: AUTH_ADMIN,
    prepare: () => createTestUser(),
    body: (target: TestUser) => ({ userId: target.id }),
    changed: async (target: TestUser) =>
      (await db.select().from(schema.session).where(eq(schema.session.userId, target.id))).length === 0,
  },
  {
    name: "admin: remove a user",
    method: "POST",
    path: "/api/auth/admin/remove-user",
    policy: AUTH_ADMIN,
    prepare: () => createTestUser({ signedIn: false }),
    body: (target: TestUser) => ({ userId: target.id }),
    changed: async (target: TestUser) => (await userRow(target.id)) === undefined,
  },
  {
    name: "admin: set a user's password",
    method: "POST",
    path: "/api/auth/admin/set-user-password",
    policy: AUTH_ADMIN,
    prepare: () => createTestUser(),
    body: (target: TestUser) => ({ userId: target.id, newPassword: "taken-over-123" }),
    changed: async (target: TestUser) =>
      (await auth.api.signInEmail({ body: { email: target.email, password: "taken-over-123" }, asResponse: true })).ok,
  },
  {
    name: "admin: check a permission (answers only for the caller)",
    method: "POST",
    path: "/api/auth/admin/has-permission",
    policy: {
      visitor: 401,
      user: 200,
      admin: 200,
    },
    body: () => ({ permissions: { user: ["set-role"] } }),
  },
  // The account endpoints a signed-in person uses on themselves.
  { name: "account: list my sessions", method: "GET", path: "/api/auth/list-sessions", policy: AUTH_USER },
  {
    name: "account: change my name",
    method: "POST",
    path: "/api/auth/update-user",
    policy: AUTH_USER,
    freshActor: true,
    prepare: async () => ({ name: unique("Self Renamed") }),
    body: ({ name }: { name: string }) => ({ name }),
    changed: async ({ name }: { name: string }) =>
      (await db.select().from(schema.user).where(eq(schema.user.name, name))).length === 1,
  },
  {
    name: "account: no one makes themselves admin through update-user",
    method: "POST",
    path: "/api/auth/update-user",
    policy: { visitor: 401, user: 400, admin: 400 },
    freshActor: true,
    body: () => ({ role: "admin" }),
  },
  {
    name: "account: change my password",
    method: "POST",
    path: "/api/auth/change-password",
    policy: AUTH_USER,
    freshActor: true,
    body: (_state, ctx) => ({ currentPassword: ctx.actor?.password ?? "x", newPassword: "another-password-1" }),
    changed: async (_state, ctx) =>
      ctx.actor !== null &&
      (
        await auth.api.signInEmail({
          body: { email: ctx.actor.email, password: "another-password-1" },
          asResponse: true,
        })
      ).ok,
  },
  {
    name: "account: revoke my other sessions",
    method: "POST",
    path: "/api/auth/revoke-other-sessions",
    policy: AUTH_USER,
    freshActor: true,
    body: () => ({}),
  },
  // The twoFactor and passkey plugins' endpoints. Each acts on the caller's own account only.
  {
    name: "two-factor: set up an authenticator app",
    method: "POST",
    path: "/api/auth/two-factor/enable",
    policy: AUTH_USER,
    freshActor: true,
    body: (_state, ctx) => ({ password: ctx.actor?.password ?? "x" }),
    changed: async (_state, ctx) =>
      ctx.actor !== null &&
      (await db.select().from(schema.twoFactor).where(eq(schema.twoFactor.userId, ctx.actor.id))).length === 1,
  },
  {
    name: "two-factor: turn it off (never on: nothing to do)",
    method: "POST",
    path: "/api/auth/two-factor/disable",
    policy: AUTH_USER,
    freshActor: true,
    body: (_state, ctx) => ({ password: ctx.actor?.password ?? "x" }),
  },
  {
    name: "two-factor: read the authenticator URI (none set up)",
    method: "POST",
    path: "/api/auth/two-factor/get-totp-uri",
    policy: { visitor: 401, user: 400, admin: 400 },
    freshActor: true,
    body: (_state, ctx) => ({ password: ctx.actor?.password ?? "x" }),
  },
  {
    name: "two-factor: new recovery codes (none set up)",
    method: "POST",
    path: "/api/auth/two-factor/generate-backup-codes",
    policy: { visitor: 401, user: 400, admin: 400 },
    freshActor: true,
    body: (_state, ctx) => ({ password: ctx.actor?.password ?? "x" }),
  },
  {
    name: "two-factor: a code without a challenge",
    method: "POST",
    path: "/api/auth/two-factor/verify-totp",
    policy: { visitor: 401, user: 400, admin: 400 },
    body: () => ({ code: "000000" }),
  },
  {
    name: "two-factor: a recovery code without a challenge",
    method: "POST",
    path: "/api/auth/two-factor/verify-backup-code",
    policy: { visitor: 401, user: 400, admin: 400 },
    body: () => ({ code: "aaaaa-bbbbb" }),
  },
  {
    name: "two-factor: codes by mail do not exist here",
    method: "POST",
    path: "/api/auth/two-factor/send-otp",
    policy: { visitor: 404, user: 404, admin: 404 },
    body: () => ({}),
  },
  {
    name: "two-factor: codes by mail do not exist here (verify)",
    method: "POST",
    path: "/api/auth/two-factor/verify-otp",
    policy: { visitor: 404, user: 404, admin: 404 },
    body: () => ({ code: "123456" }),
  },
  {
    name: "passkey: registration options",
    method: "GET",
    path: "/api/auth/passkey/generate-register-options",
    policy: AUTH_USER,
  },
  {
    name: "passkey: sign-in options",
    method: "GET",
    path: "/api/auth/passkey/generate-authenticate-options",
    policy: { visitor: 200, user: 200, admin: 200 },
  },
  {
    name: "passkey: register a forged credential",
    method: "POST",
    path: "/api/auth/passkey/verify-registration",
    policy: { visitor: 401, user: 400, admin: 400 },
    body: () => ({ response: { id: "forged" } }),
    changed: async () =>
      (await db.select().from(schema.passkey).where(eq(schema.passkey.credentialID, "forged"))).length > 0,
  },
  {
    name: "passkey: sign in with a forged credential",
    method: "POST",
    path: "/api/auth/passkey/verify-authentication",
    policy: { visitor: 400, user: 400, admin: 400 },
    body: () => ({ response: { id: "forged" } }),
  },
  { name: "passkey: list my passkeys", method: "GET", path: "/api/auth/passkey/list-user-passkeys", policy: AUTH_USER },
  {
    name: "passkey: remove another member's",
    method: "POST",
    path: "/api/auth/passkey/delete-passkey",
    policy: { visitor: 401, user: 401, admin: 401 },
    prepare: newPasskey,
    body: (key: { id: string }) => ({ id: key.id }),
    changed: async (key: { id: string }) =>
      (await db.select().from(schema.passkey).where(eq(schema.passkey.id, key.id))).length === 0,
  },
  {
    name: "passkey: rename another member's",
    method: "POST",
    path: "/api/auth/passkey/update-passkey",
    policy: { visitor: 401, user: 401, admin: 401 },
    prepare: newPasskey,
    body: (key: { id: string }) => ({ id: key.id, name: "Taken" }),
    changed: async (key: { id: string }) =>
      (await db.select().from(schema.passkey).where(eq(schema.passkey.id, key.id)))[0]?.name === "Taken",
  },
];

/**
 * Every route of the Express app itself: "public" ones serve everyone by design, "rows" ones have rows
 * above, the auth API is covered by its admin-endpoint enumeration and account rows, and the page
 * handler by the route rows.
 */
const EXPRESS_ROUTES: Record<string, "public" | "rows" | "auth API" | "route rows" | "bearer token"> = {
  "GET /healthz": "public",
  // Operational metrics: operators only, Authorization: Bearer METRICS_TOKEN (tests/integration/hostile-clients).
  "GET /metrics": "bearer token",
  "ALL /api/auth/{*splat}": "auth API",
  "POST /api/uploads": "rows",
  // The newsletter's unsubscribe (RFC 8058 one-click from mail programs, and the page's button): the token is the credential.
  "POST /newsletter/unsubscribe": "rows",
  "ALL /{*splat}": "route rows",
};

// ---------------------------------------------------------------------------------------------
// 3. Chat WebSocket operations (path /ws/chat).
// ---------------------------------------------------------------------------------------------
type WsCase = {
  name: string;
  /** What each role gets: the frame type it receives, or an error code. */
  expect: Record<Exclude<Who, "reviewer">, { frame: string } | { error: string }> &
    Partial<Record<"reviewer", { frame: string } | { error: string }>>;
  prepare?: () => Promise<{ id: number } | null>;
  frame: (state: { id: number } | null, clientId: string) => Record<string, unknown>;
  changed?: (state: { id: number } | null, clientId: string) => Promise<boolean>;
};

const wsRows: WsCase[] = [
  {
    name: "subscribe to a room",
    expect: { visitor: { frame: "subscribed" }, user: { frame: "subscribed" }, admin: { frame: "subscribed" } },
    frame: () => ({ type: "subscribe", topic: "fitness-movement" }),
  },
  {
    name: "read a room's history",
    expect: { visitor: { frame: "backfill" }, user: { frame: "backfill" }, admin: { frame: "backfill" } },
    frame: () => ({ type: "backfill", topic: "mental-wellness", after: 0 }),
  },
  {
    name: "leave a room",
    expect: { visitor: { frame: "none" }, user: { frame: "none" }, admin: { frame: "none" } },
    frame: () => ({ type: "unsubscribe", topic: "fitness-movement" }),
  },
  {
    name: "send a message",
    expect: { visitor: { error: "unauthenticated" }, user: { frame: "ack" }, admin: { frame: "ack" } },
    frame: (_state, clientId) => ({ type: "send", topic: "nutrition-recipes", clientId, content: `ws ${clientId}` }),
    changed: async (_state, clientId) =>
      (
        await db
          .select()
          .from(schema.chatMessages)
          .where(eq(schema.chatMessages.content, `ws ${clientId}`))
      ).length === 1,
  },
  {
    name: "delete a message",
    expect: { visitor: { error: "unauthenticated" }, user: { error: "forbidden" }, admin: { frame: "deleted" } },
    prepare: newChatMessage,
    frame: (state) => ({ type: "delete", id: state?.id ?? 0 }),
    changed: async (state) => !(await chatMessageExists(state!.id)),
  },
  {
    // Her words are hers: nobody edits another member's message, an admin included.
    name: "edit someone else's message",
    expect: { visitor: { error: "unauthenticated" }, user: { error: "forbidden" }, admin: { error: "forbidden" } },
    prepare: newChatMessage,
    frame: (state, clientId) => ({ type: "edit", id: state?.id ?? 0, clientId, content: "words put in her mouth" }),
    changed: async (state) =>
      (await db.select().from(schema.chatMessages).where(eq(schema.chatMessages.id, state!.id)))[0]?.editedAt != null,
  },
];

// ---------------------------------------------------------------------------------------------

/** Sets a product's first shop's price through the editor's command (each save is a revision). */
/** Saves the listed product's place in the Affiliate Corner (one revision each time). */
async function listingPlace(position: string) {
  const [row] = await db
    .select()
    .from(schema.affiliateListings)
    .where(eq(schema.affiliateListings.productSlug, LISTED_PRODUCT));
  const result = await saveListing({ slug: LISTED_PRODUCT, version: row!.version, category: row!.category, position });
  expect(result.ok).toBe(true);
}

async function shopPrice(slug: string, price: string) {
  const product = (await loadCatalogue("editor")).products.find((p) => p.slug === slug)!;
  const shop = product.retailers[0]!;
  const result = await saveRetailer({
    slug,
    position: 0,
    name: shop.name,
    url: shop.url,
    price,
    checkedOn: "2026-01-31",
  });
  expect(result.ok).toBe(true);
}

function flatten(entries: { file: string; path?: string; index?: boolean; children?: unknown[] }[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...flatten((entry.children ?? []) as typeof entries)]);
}

function fill(url: string, own?: { slug?: string; id?: string }) {
  return url
    .replace("{slug}", articleSlug)
    .replace("{own}", own?.slug ?? (own as { token?: string } | undefined)?.token ?? own?.id ?? "")
    .replace("{message}", messageId)
    .replace("{productRevision}", `${REVISED_PRODUCT}/revisions/${productRevisionId}`)
    .replace("{listingRevision}", `${LISTED_PRODUCT}/revisions/${listingRevisionId}`)
    .replace("{interviewRevision}", `${REVISED_INTERVIEW}/revisions/${interviewRevisionId}`)
    .replace("{revision}", revisionId)
    .replace("{issue}", issueId)
    .replace("{personId}", personId)
    .replace("{person}", personSlug);
}

/** Saves the revised interview's person fields with a topic (its revision kept, as every save). */
async function saveRevisedInterview(topic: string) {
  const i = interviews[1]!;
  const result = await saveInterview({
    slug: i.id,
    name: i.name,
    title: i.title,
    topic,
    summary: i.summary,
    quote: i.quote,
    imageSrc: i.imageSrc,
    imageDescription: i.imageDescription,
    kind: "illustrative",
    credentials: "",
    consent: false,
  });
  expect(result).toMatchObject({ ok: true });
}

let messageId = "";
let revisionId = "";
let productRevisionId = "";
let listingRevisionId = "";
let interviewRevisionId = "";
let issueId = "";
let personId = "";
let personSlug = "";
let app: Express;
let server: http.Server;
let chat: ChatHub;
let base = "";
let png: Buffer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  await catalogueSeedStep.run(db);
  const [user, reviewer, admin] = await Promise.all([
    createTestUser({ name: "Matrix User" }),
    createTestUser({ role: "reviewer", name: "Matrix Reviewer" }),
    createTestUser({ role: "admin", name: "Matrix Admin" }),
  ]);
  users = { user, reviewer, admin };
  const matrixArticle = await newArticle();
  articleSlug = matrixArticle.slug;
  // One save, so the article has a revision for the revision screens.
  await updateArticle(matrixArticle.id, { ...articleFields(matrixArticle.title), excerpt: "Saved once." } as never);
  revisionId = (await listRevisions(matrixArticle.id))[0]!.id;
  await shopPrice(REVISED_PRODUCT, "21.21");
  productRevisionId = (await revisionsOf("product", REVISED_PRODUCT))[0]!.id;
  await listingPlace("500");
  listingRevisionId = (await revisionsOf("affiliate-listing", LISTED_PRODUCT))[0]!.id;
  await saveRevisedInterview("Saved once by the matrix");
  interviewRevisionId = (await revisionsOf("interview", REVISED_INTERVIEW))[0]!.id;
  messageId = (await newContactMessage()).id;
  issueId = (await newsletterIssue()).id;
  ({ id: personId, slug: personSlug } = await newPerson());
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#9e3558" } })
    .png()
    .toBuffer();
  // The real Express app; pages are never requested here, so the React Router build is not needed.
  ({ app, server } = await createApp({ build: {} as ServerBuild }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  chat = await attachChat(server);
});

afterAll(async () => {
  // The "send" action queued a job through a send-only job mechanism on this database.
  await stopProcessJobs();
  await Promise.all(sockets.map((socket) => socket.close()));
  await chat?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

async function actorFor(who: Who, fresh: boolean | undefined): Promise<Ctx> {
  if (who === "visitor") return { actor: null, cookie: undefined };
  if (!fresh) return { actor: users[who], cookie: users[who].cookie };
  const actor = await createTestUser({ role: who });
  return { actor, cookie: actor.cookie };
}

describe("authorization matrix", () => {
  it("lists every route module of app/routes.ts, with exactly the loader and action it exports", async () => {
    const files = flatten(await routeConfig);
    expect(routeRows.map((row) => row.file).sort()).toEqual([...files].sort());
    for (const row of routeRows) {
      const mod = (await import(path.resolve("app", row.file))) as RouteModule;
      expect(typeof mod.loader === "function", `${row.file}: loader listed`).toBe(row.loader !== null);
      expect(typeof mod.action === "function", `${row.file}: action listed`).toBe(row.actions !== null);
    }
  });

  it("lists every admin and second-factor endpoint of the auth API and every route of the Express app", () => {
    // Admin endpoints, and every endpoint of the second-factor plugins.
    const adminPaths = Object.values(auth.api)
      .map((endpoint) => (endpoint as { path?: string }).path)
      .filter((p): p is string => typeof p === "string" && /^\/(admin|two-factor|passkey)\//.test(p));
    const listed = new Set(
      httpRows.map((row) => (typeof row.path === "string" ? row.path : row.path.of({ id: "x" })).split("?")[0]),
    );
    for (const adminPath of adminPaths) expect(listed, `/api/auth${adminPath}`).toContain(`/api/auth${adminPath}`);

    type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
    const routesOf = (stack: Layer[]): string[] =>
      stack.flatMap((layer) =>
        layer.route
          ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`)
          : layer.handle?.stack
            ? routesOf(layer.handle.stack)
            : [],
      );
    const expressRoutes = routesOf((app as unknown as { router: { stack: Layer[] } }).router.stack);
    // A route answering every method (app.all) is listed once as ALL.
    const collapsed = new Set<string>();
    for (const entry of expressRoutes) {
      const routePath = entry.slice(entry.indexOf(" ") + 1);
      collapsed.add(expressRoutes.filter((r) => r.endsWith(` ${routePath}`)).length > 20 ? `ALL ${routePath}` : entry);
    }
    expect([...collapsed].sort()).toEqual(Object.keys(EXPRESS_ROUTES).sort());
    for (const [route, access] of Object.entries(EXPRESS_ROUTES)) {
      if (access === "rows")
        expect(
          httpRows.some((row) => typeof row.path === "string" && `${row.method} ${row.path.split("?")[0]}` === route),
          route,
        ).toBe(true);
    }
  });

  it("lists every chat frame a browser may send", () => {
    const frames = clientFrameSchema.options.map((option) => option.shape.type.value);
    expect([...new Set(wsRows.map((row) => String(row.frame(null, "x").type)))].sort()).toEqual(frames.sort());
  });

  for (const row of routeRows.filter((r) => r.loader || r.actions)) {
    describe(`${row.file} (${row.access})`, () => {
      if (row.loader) {
        const loader = row.loader;
        it("loader", async () => {
          const mod = (await import(path.resolve("app", row.file))) as RouteModule;
          const policy = policyFor(row.access, loader);
          for (const who of WHO) {
            const ctx = await actorFor(who, row.freshActor);
            const url = fill(row.url);
            const params = {
              ...row.params,
              ...(row.url.includes("{slug}") ? { slug: articleSlug } : {}),
              ...(row.url.includes("{revision}") ? { revisionId } : {}),
              ...(row.url.includes("{productRevision}")
                ? { slug: REVISED_PRODUCT, revisionId: productRevisionId }
                : {}),
              ...(row.url.includes("{listingRevision}") ? { slug: LISTED_PRODUCT, revisionId: listingRevisionId } : {}),
              ...(row.url.includes("{interviewRevision}")
                ? { slug: REVISED_INTERVIEW, revisionId: interviewRevisionId }
                : {}),
              ...(row.url.includes("{message}") ? { kind: "contact", id: messageId } : {}),
              ...(row.url.includes("{issue}") ? { id: issueId } : {}),
              ...(row.url.includes("{person}") ? { slug: personSlug } : {}),
              ...(row.url.includes("{personId}") ? { id: personId } : {}),
            };
            const result = await outcome(() =>
              mod.loader!(routeArgs(url, { params, headers: ctx.cookie ? { cookie: ctx.cookie } : {} })),
            );
            check(policy[who], result, url, `${row.file} loader as ${who}`, "loader");
          }
        });
      }
      for (const action of row.actions ?? []) {
        it(`action: ${action.name}`, async () => {
          const mod = (await import(path.resolve("app", row.file))) as RouteModule;
          const policy = policyFor(row.access, action.policy);
          for (const who of WHO) {
            const ctx = await actorFor(who, action.freshActor);
            const state = action.prepare ? await action.prepare(ctx) : undefined;
            const url = fill(action.url ?? row.url, state as { slug?: string; id?: string });
            const params = {
              ...row.params,
              ...action.params,
              ...(url.match(/^\/articles\/([^/]+)\/(edit|sign-off)$/) ? { slug: url.split("/")[2]! } : {}),
              ...(url.match(
                /^\/admin\/(catalogue|roundups|comparison|affiliate-corner|interviews)\/[^/]+\/revisions\/[^/]+$/,
              )
                ? { slug: url.split("/")[3]!, revisionId: url.split("/")[5]! }
                : {}),
              ...(url.match(/^\/articles\/[^/]+\/revisions\/[^/]+$/)
                ? { slug: url.split("/")[2]!, revisionId: url.split("/")[4]! }
                : {}),
              ...(url.match(/^\/admin\/inbox\/contact\//) ? { kind: "contact", id: url.split("/")[4]! } : {}),
              ...(url.match(/^\/admin\/newsletter\/issues\//) ? { id: url.split("/")[4]! } : {}),
              ...(url.match(/^\/articles\/[^/]+\/editorial$/) ? { slug: url.split("/")[2]! } : {}),
              ...(url.match(/^\/admin\/people\/[0-9a-f-]{36}$/) ? { id: url.split("/")[3]! } : {}),
            };
            const result = await outcome(() =>
              mod.action!(
                routeArgs(url, {
                  method: "POST",
                  body: action.json ? JSON.stringify(action.body(state, ctx)) : form(action.body(state, ctx)),
                  params,
                  ip: ip(),
                  headers: {
                    Origin: ORIGIN,
                    ...(action.json ? { "Content-Type": "application/json" } : {}),
                    ...(ctx.cookie ? { cookie: ctx.cookie } : {}),
                  },
                }),
              ),
            );
            check(policy[who], result, url, `${row.file} action "${action.name}" as ${who}`, "write");
            if (action.changed) {
              expect(await action.changed(state, ctx), `${row.file} "${action.name}" as ${who} changed`).toBe(
                granted(policy[who]),
              );
            }
          }
        });
      }
    });
  }

  for (const row of httpRows) {
    it(`${row.method} ${typeof row.path === "string" ? row.path : "(per target)"}: ${row.name}`, async () => {
      for (const who of WHO) {
        const ctx = await actorFor(who, row.freshActor);
        const state = row.prepare ? await row.prepare(ctx) : undefined;
        const target = typeof row.path === "string" ? row.path : row.path.of(state);
        const headers: Record<string, string> = { Origin: ORIGIN };
        if (ctx.cookie) headers.cookie = ctx.cookie;
        let body: BodyInit | undefined;
        const given = row.body?.(state, ctx);
        if (given === "png") {
          const upload = new FormData();
          upload.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "matrix.png");
          body = upload;
        } else if (given instanceof URLSearchParams) {
          body = given;
        } else if (given !== undefined) {
          body = JSON.stringify(given);
          headers["Content-Type"] = "application/json";
        }
        const response = await fetch(`${base}${target}`, { method: row.method, headers, body });
        const text = await response.text();
        // A reviewer is a member with one more capability: where a row does not name her, she is a user.
        const expected = row.policy[who] ?? row.policy.user;
        if (typeof expected === "number")
          expect(response.status, `${row.name} as ${who}: ${text.slice(0, 200)}`).toBe(expected);
        else
          check(
            expected,
            { status: response.status, location: response.headers.get("Location"), data: text },
            target,
            row.name,
            "write",
          );
        if (row.changed) {
          expect(await row.changed(state, ctx), `${row.name} as ${who} changed`).toBe(granted(expected));
        }
      }
    });
  }

  for (const row of wsRows) {
    it(`WebSocket: ${row.name}`, async () => {
      // Chat knows members and admins only (a reviewer is a member there); one more socket per row would
      // also pass the per-address socket limit the rows share.
      for (const who of WHO.filter((w) => w !== "reviewer")) {
        const socket = await connectChat(`${base.replace("http", "ws")}/ws/chat`, {
          origin: ORIGIN,
          cookie: who === "visitor" ? undefined : users[who].cookie,
        });
        sockets.push(socket);
        await socket.next("ready");
        const state = row.prepare ? await row.prepare() : null;
        const clientId = unique(who);
        if (row.frame(state, clientId).type === "delete") {
          // The deletion reaches the room's subscribers; subscribe first to see it.
          socket.send({ type: "subscribe", topic: "mental-wellness" });
          await socket.next("subscribed");
        }
        socket.send(row.frame(state, clientId));
        const expected = row.expect[who] ?? row.expect.user;
        if ("error" in expected) {
          expect((await socket.next("error")).code, `${row.name} as ${who}`).toBe(expected.error);
        } else if (expected.frame === "none") {
          await new Promise((resolve) => setTimeout(resolve, 100));
          expect(
            socket.frames.filter((frame) => frame.type === "error"),
            `${row.name} as ${who}`,
          ).toEqual([]);
        } else {
          await socket.next(expected.frame as "subscribed");
          expect(
            socket.frames.filter((frame) => frame.type === "error"),
            `${row.name} as ${who}`,
          ).toEqual([]);
        }
        if (row.changed)
          expect(await row.changed(state, clientId), `${row.name} as ${who} changed`).toBe(!("error" in expected));
      }
    });
  }
});

/**
 * The one admin guard, per session: while the site requires a second factor for admins, an admin whose session
 * was opened with her password alone (before she enrolled, or stolen) gets nothing that is an admin's, through
 * any row above: admin pages and actions, the admin and second-factor endpoints that only admins use, uploads,
 * the data migration, drafts, and the chat's delete command.
 */
const adminOnly = (policy: Omit<Policy, "reviewer">) => granted(policy.admin) && !granted(policy.user);

describe("authorization matrix: an admin session opened without its second factor", () => {
  let half: TestUser;
  beforeAll(async () => {
    half = await createTestUser({ role: "admin", name: "Matrix Half Admin" });
    const started = await fetch(`${base}/api/auth/two-factor/enable`, {
      method: "POST",
      headers: { Origin: ORIGIN, cookie: half.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ password: half.password }),
    });
    const secret = secretOfUri(((await started.json()) as { totpURI: string }).totpURI);
    const confirmed = await fetch(`${base}/api/auth/two-factor/verify-totp`, {
      method: "POST",
      headers: { Origin: ORIGIN, cookie: half.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ code: totpCode(secret) }),
    });
    expect(confirmed.status).toBe(200);
    // Enrolment replaced her session with one that is still password-only; her factor is confirmed (as by the mail).
    half = {
      ...half,
      cookie: confirmed.headers
        .getSetCookie()
        .map((c) => c.split(";")[0]!)
        .filter((pair) => !pair.endsWith("="))
        .join("; "),
    };
    for (const factor of await unconfirmedFactorsOf(half.id)) await markFactorConfirmed(factor);
    expect((await setAdminsRequireSecondFactor(half.id, true)).ok).toBe(true);
  });
  afterAll(async () => {
    await setAdminsRequireSecondFactor(half.id, false);
  });

  const refused = (result: Outcome, label: string) => {
    if (result.status === 302) expect([SECOND_FACTOR_SESSION_PATH, "/"], label).toContain(result.location);
    else expect(result.status, label).toBeGreaterThanOrEqual(400);
  };

  it("is refused by every admin page and admin action", async () => {
    for (const row of routeRows) {
      const mod = (await import(path.resolve("app", row.file))) as RouteModule;
      const ctx: Ctx = { actor: half, cookie: half.cookie };
      if (row.loader && adminOnly({ ...policyOf(row.access), ...row.loader })) {
        const params = {
          ...row.params,
          ...(row.url.includes("{slug}") ? { slug: articleSlug } : {}),
          ...(row.url.includes("{revision}") ? { revisionId } : {}),
          ...(row.url.includes("{productRevision}") ? { slug: REVISED_PRODUCT, revisionId: productRevisionId } : {}),
          ...(row.url.includes("{interviewRevision}")
            ? { slug: REVISED_INTERVIEW, revisionId: interviewRevisionId }
            : {}),
          ...(row.url.includes("{interviewRevision}")
            ? { slug: REVISED_INTERVIEW, revisionId: interviewRevisionId }
            : {}),
          ...(row.url.includes("{message}") ? { kind: "contact", id: messageId } : {}),
          ...(row.url.includes("{issue}") ? { id: issueId } : {}),
        };
        const result = await outcome(() =>
          mod.loader!(routeArgs(fill(row.url), { params, headers: { cookie: half.cookie } }) as never),
        );
        refused(result, `${row.file} loader`);
      }
      for (const action of row.actions ?? []) {
        if (!adminOnly({ ...policyOf(row.access), ...action.policy })) continue;
        const state = action.prepare ? await action.prepare(ctx) : undefined;
        // Some cases prepare the setting itself: it is on for every call here.
        await setAdminsRequireSecondFactor(half.id, true);
        const url = fill(action.url ?? row.url, state as { slug?: string; id?: string });
        const params = {
          ...row.params,
          ...action.params,
          ...(url.match(/^\/articles\/([^/]+)\/edit$/) ? { slug: url.split("/")[2]! } : {}),
          ...(url.match(/^\/admin\/catalogue\/[^/]+\/revisions\/[^/]+$/)
            ? { slug: url.split("/")[3]!, revisionId: url.split("/")[5]! }
            : {}),
          ...(url.match(/^\/articles\/[^/]+\/revisions\/[^/]+$/)
            ? { slug: url.split("/")[2]!, revisionId: url.split("/")[4]! }
            : {}),
          ...(url.match(/^\/admin\/inbox\/contact\//) ? { kind: "contact", id: url.split("/")[4]! } : {}),
          ...(url.match(/^\/admin\/newsletter\/issues\//) ? { id: url.split("/")[4]! } : {}),
        };
        const result = await outcome(() =>
          mod.action!(
            routeArgs(url, {
              method: "POST",
              body: form(action.body(state, ctx)),
              params,
              ip: ip(),
              headers: { Origin: ORIGIN, cookie: half.cookie },
            }) as never,
          ),
        );
        refused(result, `${row.file} action "${action.name}"`);
        if (action.changed)
          expect(await action.changed(state, ctx), `${row.file} "${action.name}" changed`).toBe(false);
      }
    }
  });

  it("is refused by every admin-only endpoint, the upload and the chat's delete", async () => {
    for (const row of httpRows.filter((r) => adminOnly(r.policy as Policy))) {
      const ctx: Ctx = { actor: half, cookie: half.cookie };
      const state = row.prepare ? await row.prepare(ctx) : undefined;
      await setAdminsRequireSecondFactor(half.id, true);
      const target = typeof row.path === "string" ? row.path : row.path.of(state);
      const headers: Record<string, string> = { Origin: ORIGIN, cookie: half.cookie };
      let body: BodyInit | undefined;
      const given = row.body?.(state, ctx);
      if (given === "png") {
        const upload = new FormData();
        upload.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "matrix.png");
        body = upload;
      } else if (given instanceof URLSearchParams) body = given;
      else if (given !== undefined) {
        body = JSON.stringify(given);
        headers["Content-Type"] = "application/json";
      }
      const response = await fetch(`${base}${target}`, { method: row.method, headers, body });
      expect(response.status, `${row.method} ${target}: ${row.name}`).toBeGreaterThanOrEqual(400);
      if (row.changed) expect(await row.changed(state, ctx), `${row.name} changed`).toBe(false);
    }
    await setAdminsRequireSecondFactor(half.id, true);
    const socket = await connectChat(`${base.replace("http", "ws")}/ws/chat`, { origin: ORIGIN, cookie: half.cookie });
    sockets.push(socket);
    await socket.next("ready");
    const message = await newChatMessage();
    socket.send({ type: "delete", id: message!.id });
    expect((await socket.next("error")).code).toBe("forbidden");
    expect(await chatMessageExists(message!.id)).toBe(true);
  });
});

/**
 * The Moderator role: a member an admin made moderator acts in the rooms and the moderation queue
 * (MODERATOR_PAGES, the chat's delete) and is refused by every other admin page, action and endpoint,
 * as a member is. One permission list (MODERATOR_PERMISSIONS) decides what the queue lets her do.
 */
describe("authorization matrix: the Moderator role", () => {
  let moderator: TestUser;
  beforeAll(async () => {
    moderator = await createTestUser({ name: "Matrix Moderator" });
    const granted = await setModerator({ id: users.admin.id, name: "Matrix Admin" }, moderator.id, true);
    expect(granted).toEqual({ ok: true, changed: true });
  });

  const moderates = (file: string, url: string, name?: string) =>
    (MODERATOR_PAGES as readonly string[]).includes(url.split("?")[0]!) ||
    (file === "routes/chat.tsx" && name === "delete a message");

  const refused = (result: Outcome, label: string) => {
    if (result.status === 302) expect(result.location, label).toBe("/");
    else expect(result.status, label).toBeGreaterThanOrEqual(400);
  };

  it("opens the moderation queue and no other admin page", async () => {
    const ctx: Ctx = { actor: moderator, cookie: moderator.cookie };
    for (const row of routeRows) {
      if (!row.loader || !adminOnly({ ...policyOf(row.access), ...row.loader })) continue;
      const mod = (await import(path.resolve("app", row.file))) as RouteModule;
      const params = {
        ...row.params,
        ...(row.url.includes("{slug}") ? { slug: articleSlug } : {}),
        ...(row.url.includes("{revision}") ? { revisionId } : {}),
        ...(row.url.includes("{productRevision}") ? { slug: REVISED_PRODUCT, revisionId: productRevisionId } : {}),
        ...(row.url.includes("{interviewRevision}")
          ? { slug: REVISED_INTERVIEW, revisionId: interviewRevisionId }
          : {}),
        ...(row.url.includes("{message}") ? { kind: "contact", id: messageId } : {}),
        ...(row.url.includes("{issue}") ? { id: issueId } : {}),
      };
      const result = await outcome(() =>
        mod.loader!(routeArgs(fill(row.url), { params, headers: { cookie: ctx.cookie! } }) as never),
      );
      if (moderates(row.file, row.url)) expect(result.status, `${row.file} loader`).toBe(200);
      else refused(result, `${row.file} loader`);
    }
    // The admin area's layout lets her into the queue, with only its tab.
    const layout = (await import(path.resolve("app", "routes/admin/layout.tsx"))) as RouteModule;
    const inside = await outcome(() =>
      layout.loader!(routeArgs("/admin/reports", { headers: { cookie: moderator.cookie } }) as never),
    );
    expect(inside).toMatchObject({ status: 200, data: { moderatorOnly: true } });
    refused(
      await outcome(() =>
        layout.loader!(routeArgs("/admin/users", { headers: { cookie: moderator.cookie } }) as never),
      ),
      "layout elsewhere",
    );
  });

  it("may act exactly where the permission list says, and changes nothing elsewhere", async () => {
    const ctx: Ctx = { actor: moderator, cookie: moderator.cookie };
    for (const row of routeRows) {
      const mod = (await import(path.resolve("app", row.file))) as RouteModule;
      for (const action of row.actions ?? []) {
        if (!adminOnly({ ...policyOf(row.access), ...action.policy })) continue;
        const state = action.prepare ? await action.prepare(ctx) : undefined;
        const url = fill(action.url ?? row.url, state as { slug?: string; id?: string });
        const params = {
          ...row.params,
          ...action.params,
          ...(url.match(/^\/articles\/([^/]+)\/edit$/) ? { slug: url.split("/")[2]! } : {}),
          ...(url.match(/^\/admin\/catalogue\/[^/]+\/revisions\/[^/]+$/)
            ? { slug: url.split("/")[3]!, revisionId: url.split("/")[5]! }
            : {}),
          ...(url.match(/^\/articles\/[^/]+\/revisions\/[^/]+$/)
            ? { slug: url.split("/")[2]!, revisionId: url.split("/")[4]! }
            : {}),
          ...(url.match(/^\/admin\/inbox\/contact\//) ? { kind: "contact", id: url.split("/")[4]! } : {}),
          ...(url.match(/^\/admin\/newsletter\/issues\//) ? { id: url.split("/")[4]! } : {}),
        };
        const result = await outcome(() =>
          mod.action!(
            routeArgs(url, {
              method: "POST",
              body: form(action.body(state, ctx)),
              params,
              ip: ip(),
              headers: { Origin: ORIGIN, cookie: moderator.cookie },
            }) as never,
          ),
        );
        const label = `${row.file} action "${action.name}"`;
        const allowed = moderates(row.file, url, action.name);
        if (allowed) expect(result.status, label).toBeLessThan(400);
        else refused(result, label);
        if (action.changed) expect(await action.changed(state, ctx), `${label} changed`).toBe(allowed);
      }
    }
  });

  it("is refused by every admin endpoint, and may delete over the chat socket", async () => {
    for (const row of httpRows.filter((r) => adminOnly(r.policy as Policy))) {
      const ctx: Ctx = { actor: moderator, cookie: moderator.cookie };
      const state = row.prepare ? await row.prepare(ctx) : undefined;
      const target = typeof row.path === "string" ? row.path : row.path.of(state);
      const headers: Record<string, string> = { Origin: ORIGIN, cookie: moderator.cookie };
      let body: BodyInit | undefined;
      const given = row.body?.(state, ctx);
      if (given === "png") {
        const upload = new FormData();
        upload.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "matrix.png");
        body = upload;
      } else if (given instanceof URLSearchParams) body = given;
      else if (given !== undefined) {
        body = JSON.stringify(given);
        headers["Content-Type"] = "application/json";
      }
      const response = await fetch(`${base}${target}`, { method: row.method, headers, body });
      expect(response.status, `${row.method} ${target}: ${row.name}`).toBeGreaterThanOrEqual(400);
      if (row.changed) expect(await row.changed(state, ctx), `${row.name} changed`).toBe(false);
    }
    const socket = await connectChat(`${base.replace("http", "ws")}/ws/chat`, {
      origin: ORIGIN,
      cookie: moderator.cookie,
    });
    sockets.push(socket);
    await socket.next("ready");
    socket.send({ type: "subscribe", topic: "mental-wellness" });
    await socket.next("subscribed");
    const message = await newChatMessage();
    socket.send({ type: "delete", id: message!.id });
    await socket.next("deleted", (frame) => frame.id === message!.id);
    expect(await chatMessageExists(message!.id)).toBe(false);
  });

  it("loses it all when an admin removes the role", async () => {
    const former = await createTestUser({ name: "Matrix Former Moderator" });
    await setModerator({ id: users.admin.id, name: "Matrix Admin" }, former.id, true);
    await setModerator({ id: users.admin.id, name: "Matrix Admin" }, former.id, false);
    const queue = (await import(path.resolve("app", "routes/admin/reports.tsx"))) as RouteModule;
    refused(
      await outcome(() => queue.loader!(routeArgs("/admin/reports", { headers: { cookie: former.cookie } }) as never)),
      "queue after removal",
    );
    expect(
      (await db.select().from(schema.moderationAuditLog).where(eq(schema.moderationAuditLog.subjectUserId, former.id)))
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(["moderator.grant", "moderator.revoke"]);
  });
});

type NewsletterFixture = { id: string; token: string; confirmToken: string };

/** A subscriber in the given state, with its unsubscribe token and (pending) confirmation token. */
async function newsletterSubscriber(status: "pending" | "confirmed"): Promise<NewsletterFixture> {
  const token = newToken();
  const confirmToken = newToken();
  const [row] = await db
    .insert(schema.newsletterSubscribers)
    .values({
      email: `${unique("nl")}@example.com`,
      status,
      unsubscribeToken: token,
      confirmTokenHash: hashToken(confirmToken),
      confirmTokenExpiresAt: new Date(Date.now() + 3_600_000),
      consentAt: new Date(),
      consentSource: "footer /",
      consentText: "test",
    })
    .returning();
  return { id: row!.id, token, confirmToken };
}

async function subscriberRow(id: string) {
  return (await db.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.id, id)))[0];
}

async function newsletterIssue() {
  const [row] = await db
    .insert(schema.newsletterIssues)
    .values({ subject: unique("Matrix Issue"), intro: "", body: "" })
    .returning();
  return row!;
}

async function issueRow(id: string) {
  return (await db.select().from(schema.newsletterIssues).where(eq(schema.newsletterIssues.id, id)))[0];
}
