import net from "node:net";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import type { RunningServer } from "#tests/e2e/server.ts";
import { e2eAdmin } from "#tests/e2e/auth-helpers.ts";
import { startOwnInstance, stopOwnInstance } from "./own-instance.ts";

/**
 * An object store that accepts connections and never answers (a hung S3): an upload answers a clear
 * 503 within 10 s instead of hanging, and the article form keeps what the admin typed.
 */
let instance: RunningServer | undefined;
let hung: net.Server;
const held = new Set<net.Socket>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  hung = net.createServer((socket) => {
    held.add(socket);
    socket.on("close", () => held.delete(socket));
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
  const port = (hung.address() as net.AddressInfo).port;
  instance = await startOwnInstance({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: "hung-bucket",
    S3_ACCESS_KEY_ID: "HUNG",
    S3_SECRET_ACCESS_KEY: "HUNG",
  });
});

test.afterAll(async () => {
  await stopOwnInstance(instance);
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => hung?.close(() => resolve()));
});

test("with the object store hung, an upload answers 503 within 10 s and the article form keeps its text", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const base = instance!.url;
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    const signIn = await page.request.post(`${base}/api/auth/sign-in/email`, {
      data: { email: e2eAdmin().email, password: e2eAdmin().password },
      headers: { Origin: base },
    });
    expect(signIn.status()).toBe(200);
    await page.goto("/admin/articles/new");
    const title = `Hung Store ${Date.now()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category", { exact: true }).fill("Operations");
    await page.getByLabel("Choose an image").setInputFiles({
      name: "featured.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3a7" } })
        .png()
        .toBuffer(),
    });
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/uploads"), { timeout: 15_000 });
    const started = Date.now();
    await page.getByRole("button", { name: "Upload Image" }).click();
    const response = await answer;
    const elapsed = Date.now() - started;
    expect(response.status()).toBe(503);
    expect(elapsed).toBeLessThan(10_000);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Upload failed" })).toContainText(
      "not answering",
    );
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Operations");
  } finally {
    await context.close();
  }
});
