import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { seededDataDir } from "#tests/helpers/data-dir.ts";
import type { Credentials } from "./auth-helpers.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { startServer, type RunningServer } from "./server.ts";

/**
 * A form the server (or the page) refuses keeps what she typed, with and without JavaScript: every public
 * form is one row below. Each row brings the form to a refusal only the server can give where one exists
 * (a rate limit, a wrong password), fills it, submits, sees the refusal, and checks the typed values are
 * still in the fields. Passwords are never sent back, by convention: without JavaScript they come back empty.
 *
 * The rows run on a server of their own whose form limit is one an hour, so the limits they exhaust
 * never reach the other specs.
 */

type Field = { label: string | RegExp; value: string; kind?: "fill" | "check" | "password" };

type Row = {
  name: string;
  path: string;
  /** Forms that need a signed-in member. */
  member?: boolean;
  /** The page's form works only with JavaScript (a browser-only tool): no row without it. */
  scriptOnly?: boolean;
  /** Brings the server to refuse the next submission (through the API, just before it). */
  prepare?: (api: APIRequestContext, base: string) => Promise<void>;
  fields: Field[];
  submit: string | RegExp;
  refusal: string | RegExp;
};

let server: RunningServer;
let dataDir: string;
let users: Record<"admin" | "user", Credentials>;

const post = (api: APIRequestContext, base: string, path: string, form: Record<string, string>) =>
  api.post(`${base}${path}`, { form, headers: { Origin: base }, maxRedirects: 0 });

const tooMany = /several messages in a short time|too many|too quickly|try again later/i;

const rows: Row[] = [
  {
    name: "contact",
    path: "/contact",
    prepare: async (api, base) => {
      for (let i = 0; i < 2; i++)
        await post(api, base, "/contact", {
          _form: "contact",
          name: "Warm Up",
          email: "warm@example.com",
          message: "A first message that uses the hour's allowance.",
        });
    },
    fields: [
      { label: "Full Name", value: "Nora Refused" },
      { label: "Email Address", value: "nora@example.com" },
      { label: "Message", value: "A message the rate limit turns away." },
    ],
    submit: "Send Message",
    refusal: tooMany,
  },
  {
    name: "collaborate (partnership proposal)",
    path: "/collaborate",
    prepare: async (api, base) => {
      for (let i = 0; i < 2; i++)
        await post(api, base, "/collaborate", {
          _form: "proposal",
          name: "Warm Up",
          company: "Warm Co",
          email: "warm@example.com",
          proposal: "A first proposal that uses the hour's allowance.",
        });
    },
    fields: [
      { label: "Your Name", value: "Bea Brand" },
      { label: "Company Name", value: "Brand Ltd" },
      { label: "Work Email", value: "bea@brand.example" },
      { label: "Your Proposal", value: "A proposal the rate limit turns away." },
    ],
    submit: /Send Proposal|Submit/i,
    refusal: tooMany,
  },
  {
    name: "report an error",
    path: "/report-error",
    prepare: async (api, base) => {
      for (let i = 0; i < 6; i++)
        await post(api, base, "/report-error", {
          page: "/about",
          message: "A first report that uses the hour's allowance.",
          email: "",
        });
    },
    fields: [
      { label: "Page with the error", value: "/articles/some-page" },
      { label: "What is wrong?", value: "The dose in the second paragraph is wrong." },
      { label: /Your email/, value: "reader@example.com" },
    ],
    submit: /Send report/i,
    refusal: tooMany,
  },
  {
    name: "newsletter",
    path: "/newsletter",
    prepare: async (api, base) => {
      for (let i = 0; i < 11; i++)
        await post(api, base, "/newsletter", { email: `warm-${i}@example.com`, source: "/newsletter" });
    },
    fields: [{ label: /Your address for our newsletter|Email/, value: "kept@example.com" }],
    submit: "Subscribe",
    refusal: tooMany,
  },
  {
    name: "login",
    path: "/login",
    fields: [
      { label: "Email", value: "" /* the seeded member's, set below */ },
      { label: "Password", value: "not-her-password-1", kind: "password" },
    ],
    submit: "Log In",
    refusal: "Invalid email or password",
  },
  {
    name: "register",
    path: "/register",
    fields: [
      { label: "Name", value: "Eve \u202eevil" },
      { label: "Email", value: "eve-refused@example.com" },
      { label: "Password", value: "eve-pass-word-1", kind: "password" },
    ],
    submit: "Sign Up",
    refusal: "Name cannot contain control characters",
  },
  {
    name: "forgot password",
    path: "/forgot-password",
    fields: [{ label: "Email", value: "nora@example" }],
    submit: /Send|Reset/i,
    refusal: /valid email/i,
  },
  {
    name: "profile",
    path: "/profile",
    member: true,
    fields: [{ label: "Full Name", value: "Mia \u202eMember" }],
    submit: /Save|Update/i,
    refusal: "Full name cannot contain control characters",
  },
  {
    name: "chat message box",
    path: "/chat/nutrition-recipes",
    member: true,
    prepare: async (api, base) => {
      // At once: the send limit counts ten messages in ten seconds.
      await Promise.all(
        Array.from({ length: 11 }, (_, i) =>
          post(api, base, "/chat/nutrition-recipes", { intent: "send", content: `warm up ${i}` }),
        ),
      );
    },
    fields: [{ label: "Message", value: "A message the send limit turns away." }],
    submit: "Send message",
    refusal: /too quickly/i,
  },
  {
    name: "cycle tracker",
    path: "/wellness-toolkit?tab=cycle",
    scriptOnly: true,
    fields: [
      { label: "Period started", value: "2999-01-01" },
      { label: "Heavy", value: "", kind: "check" },
      { label: "Cramps", value: "", kind: "check" },
      { label: "Notes", value: "Notes the tracker refuses with the date." },
    ],
    submit: "Save Entry",
    refusal: /future|today/i,
  },
];

test.describe("a refused form keeps what was typed", () => {
  test.beforeAll(async () => {
    // A first start creates the embedded database: slow on a busy machine.
    test.setTimeout(180_000);
    ({ dataDir, users } = seededDataDir("wellness-refused-forms-"));
    server = await startServer({ dataDir, env: { FORM_RATE_LIMIT_PER_HOUR: "1" } });
  });

  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const row of rows) {
    for (const script of [true, false]) {
      if (row.scriptOnly && !script) continue;
      test(`${row.name}, JavaScript ${script ? "on" : "off"}`, async ({ browser }) => {
        test.setTimeout(90_000);
        const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: script });
        try {
          const page = await context.newPage();
          const fields = row.fields.map((field) =>
            row.name === "login" && field.label === "Email" ? { ...field, value: users.user.email } : field,
          );
          if (row.member) await signIn(page, users.user);
          await page.goto(row.path);
          if (script) await hydrated(page);
          await fillAll(page, fields);
          // Right before the submit: the chat's send limit is a window of seconds.
          await row.prepare?.(context.request, server.url);
          await page.locator("main").getByRole("button", { name: row.submit }).first().click();
          await expect(page.getByText(row.refusal).first()).toBeVisible();
          for (const field of fields) {
            const control = fieldOf(page, field);
            // A password is never sent back: without JavaScript the new page's field is empty and its
            // HTML does not hold it; with JavaScript the page stays and the browser keeps what she typed.
            if (field.kind === "password") {
              if (!script) {
                await expect(control).toHaveValue("");
                expect(await page.content()).not.toContain(field.value);
              }
            } else if (field.kind === "check") await expect(control).toBeChecked();
            else await expect(control).toHaveValue(field.value);
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});

function fieldOf(page: Page, field: Field) {
  const main = page.locator("main");
  if (field.kind === "check") return main.getByLabel(field.label, { exact: true });
  return main.getByLabel(field.label, { exact: typeof field.label === "string" });
}

async function fillAll(page: Page, fields: Field[]) {
  for (const field of fields) {
    const control = fieldOf(page, field);
    if (field.kind === "check") await control.check({ force: true });
    else await control.fill(field.value);
  }
}

async function signIn(page: Page, who: Credentials) {
  const response = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: who.email, password: who.password },
    headers: { Origin: server.url },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
