import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { Readable } from "node:stream";

/**
 * The one way the server requests another site (the weekly link check): every request is bounded in
 * address, time, redirects and size. The address is checked when the socket connects (the `lookup` the
 * connection itself uses), so a name that resolves to a public address at first and to a private one later
 * (DNS rebinding) is refused too; redirects are followed by hand, each hop checked again; the body is cut
 * at `maxBytes`. Answers a web `Response` (as `fetch` does), so callers read it the usual way.
 */
export type OutboundOptions = {
  method?: "GET" | "HEAD";
  headers?: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  /** Tests of a local stub allow its address; production never sets it. */
  addressAllowed?: (address: string) => boolean;
};

export class OutboundRefused extends Error {
  readonly code: "address" | "scheme" | "redirects";
  constructor(message: string, code: "address" | "scheme" | "redirects") {
    super(message);
    this.code = code;
  }
}

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/** Whether an address is one of the internet's (not loopback, private, link-local, reserved or documentation). */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 6 && address.toLowerCase().startsWith("::ffff:")) {
    const v4 = address.slice(7);
    if (net.isIPv4(v4)) return !blocked.check(v4, "ipv4");
  }
  return !blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

export const OUTBOUND_DEFAULTS = { timeoutMs: 10_000, maxBytes: 512 * 1024, maxRedirects: 5 } as const;

function guardedLookup(allowed: (address: string) => boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((entry) => !allowed(entry.address));
      if (refused || list.length === 0) {
        const blockedError = new OutboundRefused(
          `${hostname} resolves to an address the server does not request (${refused?.address ?? "none"})`,
          "address",
        );
        return callback(blockedError as NodeJS.ErrnoException, "", 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function once(url: URL, options: Required<Omit<OutboundOptions, "signal" | "headers">> & OutboundOptions) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const literal = net.isIP(url.hostname.replace(/^\[|\]$/g, ""));
    if (literal && !options.addressAllowed(url.hostname.replace(/^\[|\]$/g, "")))
      return reject(new OutboundRefused(`${url.hostname} is not an address the server requests`, "address"));
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, {
      method: options.method,
      headers: options.headers,
      lookup: guardedLookup(options.addressAllowed),
      signal: options.signal,
      timeout: options.timeoutMs,
    });
    request.on("timeout", () => request.destroy(Object.assign(new Error("timed out"), { name: "TimeoutError" })));
    request.on("response", resolve);
    request.on("error", reject);
    request.end();
  });
}

/** A request to another site with every bound applied; throws OutboundRefused or a network error. */
export async function outboundFetch(target: string, given: OutboundOptions = {}): Promise<Response> {
  const options = {
    method: given.method ?? "GET",
    headers: given.headers ?? {},
    timeoutMs: given.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs,
    maxBytes: given.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes,
    maxRedirects: given.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects,
    addressAllowed: given.addressAllowed ?? isPublicAddress,
    signal: AbortSignal.any([
      AbortSignal.timeout(given.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs),
      ...(given.signal ? [given.signal] : []),
    ]),
  };
  let url = new URL(target);
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new OutboundRefused(`${url.protocol} links are not requested`, "scheme");
    const response = await once(url, options);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (hop >= options.maxRedirects)
        throw new OutboundRefused(`more than ${options.maxRedirects} redirects`, "redirects");
      url = new URL(location, url);
      continue;
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      try {
        if (typeof value === "string") headers.set(key, value);
        else if (Array.isArray(value)) for (const item of value) headers.append(key, item);
      } catch {
        // A header the Fetch API refuses is left out; the status is what the checker reads.
      }
    }
    if (options.method === "HEAD" || status === 204 || status === 304) {
      response.resume();
      return new Response(null, { status, headers });
    }
    // The body, cut at maxBytes: a huge or endless answer costs at most that much memory.
    let read = 0;
    const capped = Readable.from(
      (async function* () {
        for await (const chunk of response as AsyncIterable<Buffer>) {
          read += chunk.length;
          if (read > options.maxBytes) {
            yield chunk.subarray(0, chunk.length - (read - options.maxBytes));
            response.destroy();
            return;
          }
          yield chunk;
        }
      })(),
    );
    return new Response(Readable.toWeb(capped) as ReadableStream, { status: status < 200 ? 502 : status, headers });
  }
}
