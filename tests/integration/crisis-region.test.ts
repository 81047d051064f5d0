import { describe, expect, it } from "vitest";
import { crisisHelpFor } from "#app/domain/safety/crisis-help.ts";
import { readerRegion } from "#app/domain/safety/region.server.ts";
import { countryLookup } from "#platform/geoip.ts";
import { writeCountryMmdb } from "#tests/helpers/mmdb.ts";

/**
 * The crisis help's region at its boundary: a real MaxMind-format database (written here, read by the same
 * reader the server uses for GEOIP_COUNTRY_DB) maps the reader's address to a country, the country to the
 * lines shown; the browser's language is asked only when the database does not know the address.
 */
const lookup = countryLookup(
  writeCountryMmdb([
    { cidr: "81.2.69.0/24", country: "GB" },
    { cidr: "216.160.83.0/24", country: "US" },
    { cidr: "89.160.20.0/24", country: "FR" },
    { cidr: "175.16.199.0/24", country: "IM" },
  ]),
);
const request = (language?: string) =>
  new Request("http://localhost/search?q=x", language ? { headers: { "Accept-Language": language } } : {});
const lines = (address: string | undefined, language?: string) =>
  crisisHelpFor(readerRegion(request(language), address, lookup)).groups.map((group) => ({
    region: group.region,
    first: group.lines.slice(0, 2).map((line) => line.name),
  }));

describe("the crisis help follows the reader's country from the GeoIP database", () => {
  it("a UK address gets the UK lines only, whatever the browser's language", () => {
    expect(readerRegion(request("en-US"), "81.2.69.160", lookup)).toBe("UK");
    expect(lines("81.2.69.160", "en-US").map((g) => g.region)).toEqual(["UK"]);
    expect(lines("81.2.69.160")[0]!.first.join(" ")).toMatch(/999|Samaritans/);
    // The Isle of Man shares the UK's numbers; an IPv4-mapped IPv6 address is the same address.
    expect(readerRegion(request(), "::ffff:175.16.199.5", lookup)).toBe("UK");
  });

  it("a US address gets the US lines only", () => {
    expect(readerRegion(request("en-GB"), "216.160.83.56", lookup)).toBe("US");
    expect(lines("216.160.83.56").map((g) => g.region)).toEqual(["US"]);
    expect(lines("216.160.83.56")[0]!.first.join(" ")).toMatch(/911|988/);
  });

  it("a country whose lines the site does not list gets the international help: both, and 'elsewhere'", () => {
    expect(readerRegion(request("en-GB"), "89.160.20.112", lookup)).toBeNull();
    const help = crisisHelpFor(readerRegion(request("en-GB"), "89.160.20.112", lookup));
    expect(help.groups.map((g) => g.region)).toEqual(["UK", "US"]);
    expect(help.elsewhere).toMatch(/local emergency number/);
  });

  it("an address the database does not know falls back to the browser's language, then to both", () => {
    expect(readerRegion(request("en-GB,en;q=0.8"), "192.0.2.1", lookup)).toBe("UK");
    expect(readerRegion(request("en-US"), "2001:db8::1", lookup)).toBe("US");
    expect(readerRegion(request("en"), "192.0.2.1", lookup)).toBeNull();
    expect(readerRegion(request(), undefined, lookup)).toBeNull();
    // No database set up: the language alone.
    expect(readerRegion(request("en-US"), "81.2.69.160", null)).toBe("US");
  });
});
