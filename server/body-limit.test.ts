import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { UPLOAD_MESSAGES } from "#platform/uploads.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ARTICLE_BODY_LIMIT,
  bodyKind,
  CONVERSATION_BODY_LIMIT,
  DEFAULT_BODY_LIMIT,
  limitRequestBodies,
  NEWSLETTER_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from "./body-limit.ts";
import { SITE_NAME_DEFAULT } from "#app/lib/site.ts";
import { CONVERSATION_LIMITS } from "#app/domain/catalogue/interview-editorial-messages.ts";
import { publicSettings, setPublicSettings } from "#platform/public-settings.ts";

describe("limits per kind", () => {
  it("gives forms and auth JSON 64 KB, the article editor its image plus text, uploads 10 MB plus overhead", () => {
    expect(bodyKind("/contact").limit).toBe(64 * 1024);
    expect(bodyKind("/api/auth/sign-up/email").limit).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyKind("/articles/add").limit).toBe(ARTICLE_BODY_LIMIT);
    expect(bodyKind("/admin/articles/new").limit).toBe(ARTICLE_BODY_LIMIT);
    expect(bodyKind("/articles/some-slug/edit").limit).toBe(ARTICLE_BODY_LIMIT);
    // A hydrated form posts to the route's single-fetch address.
    expect(bodyKind("/articles/add.data").limit).toBe(ARTICLE_BODY_LIMIT);
    expect(bodyKind("/articles/some-slug/edit.data").limit).toBe(ARTICLE_BODY_LIMIT);
    expect(bodyKind("/articles/add/_.data").limit).toBe(ARTICLE_BODY_LIMIT);
    expect(bodyKind("/contact.data").limit).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyKind("/articles/some-slug/comments").limit).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyKind("/api/uploads").limit).toBe(UPLOAD_BODY_LIMIT);
    // The catalogue's forms with an image posted without JavaScript; their lists and roundups keep the default.
    for (const path of ["/admin/catalogue/new", "/admin/catalogue/a-product.data", "/admin/interviews/an-interview"])
      expect(bodyKind(path)).toEqual({ limit: ARTICLE_BODY_LIMIT, message: UPLOAD_MESSAGES.tooLarge });
    // ... and the people forms, whose photo is posted the same way (issue 60).
    for (const path of [
      "/admin/people/new",
      "/admin/people/0b7c5a9e-1111-4f2e-9c1d-2a3b4c5d6e7f",
      "/admin/interviews/new",
    ])
      expect(bodyKind(path)).toEqual({ limit: ARTICLE_BODY_LIMIT, message: UPLOAD_MESSAGES.tooLarge });
    expect(bodyKind("/admin/people").limit).toBe(64 * 1024);
    // An interview's conversation: everything its fields' lengths allow (215,000 characters, 3 bytes each at most).
    for (const path of [
      "/admin/interviews/an-interview/conversation",
      "/admin/interviews/an-interview/conversation.data",
    ])
      expect(bodyKind(path).limit).toBe(CONVERSATION_BODY_LIMIT);
    expect(CONVERSATION_BODY_LIMIT).toBeGreaterThan(
      3 * (40 * (CONVERSATION_LIMITS.question + CONVERSATION_LIMITS.answer) + CONVERSATION_LIMITS.intro) + 82 * 200,
    );
    expect(bodyKind("/admin/catalogue").limit).toBe(64 * 1024);
    expect(bodyKind("/admin/roundups/a-roundup").limit).toBe(64 * 1024);
    // The article editor's content (200,000 characters, at most 800 KB of UTF-8) and a 10 MB image fit.
    expect(ARTICLE_BODY_LIMIT).toBeGreaterThan(10 * 1024 * 1024 + 200_000 * 4);
    // The newsletter composer: its 50,000 characters of free text, form-encoded; the public subscribe forms 64 KB.
    expect(bodyKind("/admin/newsletter/new").limit).toBe(NEWSLETTER_BODY_LIMIT);
    expect(bodyKind("/admin/newsletter/issues/0b7c5a9e-1111-4f2e-9c1d-2a3b4c5d6e7f.data").limit).toBe(
      NEWSLETTER_BODY_LIMIT,
    );
    expect(bodyKind("/admin/newsletter/subscribers").limit).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyKind("/newsletter").limit).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyKind("/newsletter/unsubscribe").limit).toBe(DEFAULT_BODY_LIMIT);
  });
});

describe("limitRequestBodies", () => {
  let server: http.Server;
  let port = 0;
  const seen: number[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(limitRequestBodies(() => ({ limit: 1000, message: "Too large." })));
    // A reader that buffers the whole body, like formData() or a JSON parser.
    app.post("/read", (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        seen.push(Buffer.concat(chunks).length);
        res.json({ bytes: Buffer.concat(chunks).length });
      });
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (body: Buffer, chunked: boolean) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/read",
        headers: chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(body.length) },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on("error", reject);
      if (chunked) for (let i = 0; i < body.length; i += 100) req.write(body.subarray(i, i + 100));
      else req.write(body);
      req.end();
    });

  it("lets bodies up to the limit through, whole", async () => {
    expect(await post(Buffer.alloc(1000, 97), false)).toEqual({ status: 200, body: '{"bytes":1000}' });
    expect(await post(Buffer.alloc(1000, 97), true)).toEqual({ status: 200, body: '{"bytes":1000}' });
  });

  it("answers 413 past the limit, by Content-Length or counted, and the reader never sees an end", async () => {
    seen.length = 0;
    expect((await post(Buffer.alloc(1001, 97), false)).status).toBe(413);
    expect((await post(Buffer.alloc(5000, 97), true)).status).toBe(413);
    expect(seen).toEqual([]);
  });

  it("names the site as the operator set it on its error page", async () => {
    const before = publicSettings();
    setPublicSettings({ siteName: "Acme & Co", siteUrl: "https://acme.example" });
    try {
      expect((await post(Buffer.alloc(1001, 97), false)).body).toContain(
        "<title>Request too large | Acme &#38; Co</title>",
      );
    } finally {
      setPublicSettings(before ?? { siteName: SITE_NAME_DEFAULT, siteUrl: "http://localhost:3000" });
    }
  });
});
