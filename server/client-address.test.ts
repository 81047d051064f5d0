import { describe, expect, it } from "vitest";
import { clientAddressRule } from "./client-address.ts";

const request = (socketAddress: string, forwardedFor?: string) => ({
  headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  socket: { remoteAddress: socketAddress },
});

describe("who the client is", () => {
  it("is the socket's peer without TRUST_PROXY, whatever X-Forwarded-For says", () => {
    const rule = clientAddressRule(false);
    expect(rule(request("203.0.113.9", "1.2.3.4") as never)).toBe("203.0.113.9");
  });

  it("behind one proxy, is the address that proxy saw, never a forged left-most entry", () => {
    const rule = clientAddressRule(1);
    // The client forged "1.2.3.4"; the proxy appended the address it saw.
    expect(rule(request("127.0.0.1", "1.2.3.4, 198.51.100.7") as never)).toBe("198.51.100.7");
    expect(rule(request("127.0.0.1", "198.51.100.7") as never)).toBe("198.51.100.7");
  });

  it("with a list of proxies, skips only those and stops at the first address that is not one", () => {
    const rule = clientAddressRule(["127.0.0.1", "10.0.0.0/8"]);
    expect(rule(request("127.0.0.1", "1.2.3.4, 198.51.100.7, 10.1.2.3") as never)).toBe("198.51.100.7");
    // A request straight from a client (not a listed proxy): its header is not read.
    expect(rule(request("203.0.113.9", "1.2.3.4") as never)).toBe("203.0.113.9");
  });
});
