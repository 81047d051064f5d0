import type http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, newToken } from "#app/domain/newsletter/subscriptions.server.ts";
import { createApp } from "#server/app.ts";
import { db, schema } from "#platform/db.ts";
import { redactSecrets } from "#platform/redact.ts";

/**
 * The newsletter's endpoints against clients that do not play by the page's rules: another site's
 * forms, mail programs' one-click POSTs from their own servers, oversized bodies, tokens in logs.
 */
let server: http.Server;
let base = "";
let counter = 0;

beforeAll(async () => {
  ({ server } = await createApp({ build: {} as ServerBuild }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

async function confirmedSubscriber() {
  const token = newToken();
  const [row] = await db
    .insert(schema.newsletterSubscribers)
    .values({
      email: `hostile-${Date.now()}-${(counter += 1)}@example.com`,
      status: "confirmed",
      unsubscribeToken: token,
      confirmTokenHash: hashToken(newToken()),
      consentAt: new Date(),
      consentSource: "footer /",
      consentText: "t",
    })
    .returning();
  return { id: row!.id, token, email: row!.email };
}
const statusOf = async (id: string) =>
  (await db.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.id, id)))[0]?.status;

describe("newsletter endpoints at the HTTP boundary", () => {
  it("a one-click unsubscribe from a mail program's servers (another Origin) is taken, urlencoded or multipart", async () => {
    const a = await confirmedSubscriber();
    const urlencoded = await fetch(`${base}/newsletter/unsubscribe?token=${a.token}`, {
      method: "POST",
      headers: { Origin: "https://mail.example.net", "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(urlencoded.status).toBe(200);
    expect(await urlencoded.text()).toBe("You have been unsubscribed. You will not receive our newsletter any more.");
    expect(await statusOf(a.id)).toBe("unsubscribed");

    const b = await confirmedSubscriber();
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const multipart = await fetch(`${base}/newsletter/unsubscribe?token=${b.token}`, { method: "POST", body: form });
    expect(multipart.status).toBe(200);
    expect(
      (await db.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.id, b.id)))[0],
    ).toMatchObject({ status: "unsubscribed", unsubscribeSource: "one-click" });
  });

  it("the page's button (no body) unsubscribes and is sent back to the page; a wrong token changes nothing", async () => {
    const a = await confirmedSubscriber();
    const other = await confirmedSubscriber();
    const page = await fetch(`${base}/newsletter/unsubscribe?token=${a.token}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: base },
    });
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe(`/newsletter/unsubscribe?token=${a.token}`);
    expect(await statusOf(a.id)).toBe("unsubscribed");
    const wrong = await fetch(`${base}/newsletter/unsubscribe?token=${other.token.slice(0, -2)}xx`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(wrong.status).toBe(400);
    expect(await statusOf(other.id)).toBe("confirmed");
  });

  it("another site's form cannot subscribe anyone (same-origin rule), and oversized bodies are refused before they are read", async () => {
    const email = `cross-site-${Date.now()}@example.com`;
    const crossSite = await fetch(`${base}/newsletter`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }),
    });
    expect(crossSite.status).toBe(403);
    expect(
      await db.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email)),
    ).toHaveLength(0);

    // 64 KB for the public forms; the composer's own limit (768 KB) for the admin's newsletter issues.
    for (const [path, size] of [
      ["/newsletter", 70 * 1024],
      ["/newsletter/unsubscribe?token=x", 70 * 1024],
      ["/admin/newsletter/new", 800 * 1024],
      ["/admin/newsletter/issues/x.data", 800 * 1024],
    ] as const) {
      const big = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
        body: `email=${"a".repeat(size)}`,
      });
      expect(big.status, path).toBe(413);
    }
    const a = await confirmedSubscriber();
    const overUnsubscribeLimit = await fetch(`${base}/newsletter/unsubscribe?token=${a.token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `List-Unsubscribe=One-Click&pad=${"a".repeat(8 * 1024)}`,
    });
    expect(overUnsubscribeLimit.status).toBe(413);
    expect(await statusOf(a.id)).toBe("confirmed");
  });

  it("confirmation and unsubscribe tokens never reach a log line", () => {
    expect(redactSecrets("GET /newsletter/confirm?token=abc123 200")).toBe(
      "GET /newsletter/confirm?token=[redacted] 200",
    );
    expect(redactSecrets("POST /newsletter/unsubscribe?token=zz-yy_1 200")).toBe(
      "POST /newsletter/unsubscribe?token=[redacted] 200",
    );
  });
});
