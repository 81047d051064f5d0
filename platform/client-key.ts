import { isIPv4, isIPv6 } from "node:net";
import { config } from "./config.ts";

/**
 * "The same client" for every per-client limit (the list: platform/client-limits.ts): an IPv4 address is
 * one client; an IPv6 address is its network, the first RATE_LIMIT_IPV6_PREFIX bits (64 by default), since
 * one home line or VPS holds 2^64 addresses and changes among them at will. Spellings of one address are one
 * key: upper and lower case, `[…]` brackets, a zone (`fe80::1%eth0`), zeros written out or left out, and an
 * IPv4 address written as IPv6 (`::ffff:1.2.3.4`, `::ffff:102:304`).
 *
 * better-auth's own limiter is given the same prefix (`advanced.ipAddress.ipv6Subnet`), so its per-address
 * counts key clients the same way.
 */
export function clientKey(address: string | null | undefined, prefix: number = config.RATE_LIMIT_IPV6_PREFIX) {
  let text = (address ?? "").trim();
  if (text.startsWith("[")) text = text.slice(1, text.indexOf("]") === -1 ? undefined : text.indexOf("]"));
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  if (isIPv4(text)) return text;
  if (!isIPv6(text)) return text === "" ? "unknown" : `other:${text.toLowerCase().slice(0, 64)}`;
  const groups = ipv6Groups(text.toLowerCase());
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 client it stands for.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  const bits = Math.min(128, Math.max(0, Math.floor(prefix)));
  const masked = groups.map((group, index) => {
    const keep = Math.min(16, Math.max(0, bits - index * 16));
    return keep === 0 ? 0 : group & ((0xffff << (16 - keep)) & 0xffff);
  });
  return `${compressIPv6(masked)}/${bits}`;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail included). */
function ipv6Groups(text: string): number[] {
  let head = text;
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(":");
  if (text.includes(".", lastColon)) {
    const octets = text
      .slice(lastColon + 1)
      .split(".")
      .map(Number);
    tail.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
    head = text.slice(0, lastColon + 1) + "0";
  }
  const [left, right] = head.includes("::") ? head.split("::") : [head, undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const leftGroups = parse(left);
  const rightGroups = parse(right);
  if (tail.length > 0) (rightGroups.length > 0 ? rightGroups : leftGroups).pop();
  const total = 8 - tail.length;
  const fill = right === undefined ? [] : new Array<number>(total - leftGroups.length - rightGroups.length).fill(0);
  return [...leftGroups, ...fill, ...rightGroups, ...tail];
}

/** RFC 5952 text: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
function compressIPv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length += 1;
    if (length > bestLength) [bestStart, bestLength] = [start, length];
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart === -1) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}
