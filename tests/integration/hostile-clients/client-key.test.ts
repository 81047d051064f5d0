import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { clientKey } from "#platform/client-key.ts";
import { SITE_LIMITS } from "#platform/client-limits.ts";
import { parseConfig } from "#platform/config.ts";
import { submitInboxForm } from "#app/domain/inbox/inbox.server.ts";
import { submitErrorReport } from "#app/domain/error-reports/error-reports.server.ts";
import { ERROR_REPORTS_PER_HOUR } from "#app/domain/error-reports/error-reports.ts";
import { subscribe } from "#app/domain/newsletter/subscriptions.server.ts";
import { SUBSCRIBE_LIMIT_PER_HOUR } from "#app/domain/newsletter/rules.ts";
import { allowSuggestion, SUGGEST_LIMIT } from "#app/domain/search/suggest-limit.ts";
import { allowBeacon, BEACON_LIMIT } from "#app/domain/analytics/events.server.ts";
import {
  authLimits,
  checkAuthLimits,
  countSignInFailure,
  signInAllowed,
  signInFailureLimits,
} from "#app/domain/accounts/auth-limits.server.ts";
import { createAdmission } from "#server/chat/admission.ts";

/**
 * One notion of "the same client" for every limit: an IPv4 address, or an IPv6 /64 network (one home line
 * or VPS holds 2^64 addresses). Each limit is driven from many addresses of one /64, and must stop it as it
 * stops one address.
 */
const root = path.resolve(import.meta.dirname, "../../..");
let network = 0;
/** A new /64 (2001:db8:<n>::/64) and a function giving its `i`-th address, each spelled differently. */
function newNetwork() {
  network += 1;
  const prefix = `2001:db8:${network.toString(16)}:${(network * 7).toString(16)}`;
  return (i: number) =>
    i % 3 === 0
      ? `${prefix}::${(i + 1).toString(16)}`
      : i % 3 === 1
        ? `[${prefix.toUpperCase()}:0:0:${i}:1]`
        : `${prefix}:${i}::%eth0`;
}

describe("clientKey", () => {
  it("reads every spelling of one client as one key", () => {
    expect(clientKey("203.0.113.9", 64)).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9", 64)).toBe("203.0.113.9");
    expect(clientKey("::FFFF:cb00:7109", 64)).toBe("203.0.113.9");
    expect(clientKey("[::ffff:203.0.113.9]", 64)).toBe("203.0.113.9");
    const one = clientKey("2001:db8:1:2::1", 64);
    for (const spelling of ["2001:DB8:1:2:ffff:ffff:ffff:ffff", "[2001:db8:1:2::99]", "2001:0db8:0001:0002::5%eth0"]) {
      expect(clientKey(spelling, 64), spelling).toBe(one);
    }
    expect(clientKey("2001:db8:1:3::1", 64)).not.toBe(one);
    expect(clientKey("203.0.113.10", 64)).not.toBe(clientKey("203.0.113.9", 64));
  });

  it("takes the prefix from RATE_LIMIT_IPV6_PREFIX, validated", () => {
    expect(clientKey("2001:db8:1:2::1", 48)).toBe(clientKey("2001:db8:1:ffff::1", 48));
    expect(clientKey("2001:db8:1:2::1", 128)).not.toBe(clientKey("2001:db8:1:2::2", 128));
    expect(parseConfig({ NODE_ENV: "test", RATE_LIMIT_IPV6_PREFIX: "56" }).RATE_LIMIT_IPV6_PREFIX).toBe(56);
    expect(parseConfig({ NODE_ENV: "test" }).RATE_LIMIT_IPV6_PREFIX).toBe(64);
    for (const bad of ["8", "129", "64.5", "wide"]) {
      expect(() => parseConfig({ NODE_ENV: "test", RATE_LIMIT_IPV6_PREFIX: bad }), bad).toThrow(
        /RATE_LIMIT_IPV6_PREFIX/,
      );
    }
  });
});

describe("the list of limits", () => {
  it("names every module that counts a limit, and each per-client one keys through clientKey", () => {
    const listed = new Set(SITE_LIMITS.map((limit) => limit.module));
    const counting: string[] = [];
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const relative = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(relative);
        else if (
          /\.tsx?$/.test(entry.name) &&
          !entry.name.includes(".test.") &&
          relative !== "platform/rate-limit.ts"
        ) {
          if (
            /\b(?:consumeRateLimit|countAttempt|peekRateLimit)\(/.test(
              fs.readFileSync(path.join(root, relative), "utf8"),
            )
          )
            counting.push(relative);
        }
      }
    };
    for (const dir of ["app", "server", "platform"]) visit(dir);
    expect(counting.length).toBeGreaterThan(5);
    expect(counting.filter((module) => !listed.has(module))).toEqual([]);
    for (const limit of SITE_LIMITS) {
      const text = fs.readFileSync(path.join(root, limit.module), "utf8");
      if (limit.per === "client") expect(text, `${limit.name}: ${limit.module}`).toMatch(/clientKey\(|ipv6Subnet/);
    }
  });
});

describe("every per-client limit counts one /64 as one client", () => {
  it("contact and collaboration forms", async () => {
    const address = newNetwork();
    const mailer = { send: async () => ({ messageId: "test" }) };
    const contact = { name: "Ana", email: "ana@example.com", message: "Hello there, a question." };
    const results = [];
    for (let i = 0; i < 3; i += 1) {
      results.push((await submitInboxForm("contact", contact, { ip: address(i), mailer, rateLimitPerHour: 2 })).status);
    }
    expect(results[2]).toBe("refused");
  });

  it("error reports", async () => {
    const address = newNetwork();
    const outcomes = [];
    for (let i = 0; i <= ERROR_REPORTS_PER_HOUR; i += 1) {
      const input = { page: "/articles", message: "A typo in the second paragraph.", email: null };
      const outcome = await submitErrorReport(input, { ip: address(i), honeypot: "" });
      outcomes.push(outcome.ok ? "stored" : outcome.reason);
    }
    expect(outcomes.at(-1)).toBe("rate-limited");
  });

  it("newsletter sign-up", async () => {
    const address = newNetwork();
    const statuses = [];
    for (let i = 0; i <= SUBSCRIBE_LIMIT_PER_HOUR; i += 1) {
      // Not an address: the attempt counts all the same, and no mail is sent.
      const input = { email: "not-an-address", honeypot: "", form: "footer" as const, page: "/", ip: address(i) };
      statuses.push((await subscribe(input)).status);
    }
    expect(statuses.at(-1)).toBe("refused");
  });

  it("search suggestions and quiz beacons", () => {
    const suggestions = newNetwork();
    const beacons = newNetwork();
    const now = 1_000_000;
    let lastSuggestion = true;
    for (let i = 0; i <= SUGGEST_LIMIT.requests; i += 1) lastSuggestion = allowSuggestion(suggestions(i), now);
    expect(lastSuggestion).toBe(false);
    let lastBeacon = true;
    for (let i = 0; i <= BEACON_LIMIT; i += 1) lastBeacon = allowBeacon(beacons(i), now);
    expect(lastBeacon).toBe(false);
  });

  it("sign-in per address, and wrong passwords per account and address", async () => {
    const address = newNetwork();
    const rule = authLimits["/sign-in/email"].perIp;
    let answer: { ok: boolean } = { ok: true };
    for (let i = 0; i <= rule.max; i += 1)
      answer = await checkAuthLimits({ path: "/sign-in/email", ip: address(i), scale: 1 });
    expect(answer.ok).toBe(false);

    const guesser = newNetwork();
    const email = `owner-${Date.now()}@example.com`;
    for (let i = 0; i < signInFailureLimits.perAccountAndAddress.max; i += 1)
      await countSignInFailure(email, guesser(i), 1);
    expect((await signInAllowed(email, guesser(99), 1)).ok).toBe(false);
    // The owner, from another network, is not kept out by it.
    expect((await signInAllowed(email, "2001:db8:ffff:1::1", 1)).ok).toBe(true);
  });

  it("chat sockets held per address", async () => {
    const address = newNetwork();
    const answers: string[] = [];
    const admission = createAdmission(
      {
        path: "/ws/chat",
        allowedOrigin: "http://localhost:3000",
        authenticate: async () => null,
        clientAddress: (request) => String(request.headers["x-test-address"]),
        maxSocketsPerAddress: 2,
      },
      () => answers.push("admitted"),
    );
    for (let i = 0; i < 3; i += 1) {
      const socket = new PassThrough();
      socket.on("data", (chunk: Buffer) => answers.push(chunk.toString().split("\r\n")[0]!));
      const request = {
        url: "/ws/chat",
        headers: { origin: "http://localhost:3000", host: "localhost:3000", "x-test-address": address(i) },
      } as unknown as http.IncomingMessage;
      admission.onUpgrade(request, socket, Buffer.alloc(0));
    }
    for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(answers.filter((answer) => answer === "admitted")).toHaveLength(2);
    expect(answers).toContain("HTTP/1.1 429 Too Many Requests");
  });
});
