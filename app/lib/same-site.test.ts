import { describe, expect, it } from "vitest";
import { isSameSite, siteOfRequest } from "./same-site.ts";

const SITE = "https://wellnesscircle.example";
const site = (
  origin: string | null,
  fetchSite: string | null = null,
  ownOrigin: string | null = "http://10.0.0.7:3000",
) => ({
  origin,
  fetchSite,
  ownOrigin,
});

describe("the same-origin rule", () => {
  it("accepts the site's origin and the origin the request was sent to", () => {
    expect(isSameSite(site(SITE), SITE)).toBe(true);
    expect(isSameSite(site("http://10.0.0.7:3000"), SITE)).toBe(true);
  });

  it("refuses any other origin, whatever Sec-Fetch-Site says", () => {
    expect(isSameSite(site("https://evil.example", "same-origin"), SITE)).toBe(false);
    expect(isSameSite(site("null"), SITE)).toBe(false);
    expect(isSameSite(site("https://wellnesscircle.example.evil.example"), SITE)).toBe(false);
  });

  it("refuses the site's origin when Sec-Fetch-Site names another site (headers no browser sends together)", () => {
    expect(isSameSite(site(SITE, "cross-site"), SITE)).toBe(false);
    expect(isSameSite(site(SITE, "same-site"), SITE)).toBe(false);
    expect(isSameSite(site(SITE, "same-origin"), SITE)).toBe(true);
    expect(isSameSite(site(SITE, "none"), SITE)).toBe(true);
  });

  it("without an Origin, follows Sec-Fetch-Site (absent: not a browser)", () => {
    expect(isSameSite(site(null, "same-origin"), SITE)).toBe(true);
    expect(isSameSite(site(null, "none"), SITE)).toBe(true);
    expect(isSameSite(site(null, null), SITE)).toBe(true);
    expect(isSameSite(site(null, "cross-site"), SITE)).toBe(false);
    expect(isSameSite(site(null, "same-site"), SITE)).toBe(false);
  });

  it("refuses a request without Origin when the caller requires one (chat socket)", () => {
    expect(isSameSite(site(null, "same-origin"), SITE, { originRequired: true })).toBe(false);
    expect(isSameSite(site(SITE), SITE, { originRequired: true })).toBe(true);
  });

  it("reads a Fetch request: its own origin is its URL's", () => {
    const request = new Request("http://127.0.0.1:4000/admin/data-migration/step", {
      method: "POST",
      headers: { Origin: "http://127.0.0.1:4000" },
    });
    expect(siteOfRequest(request)).toEqual({
      origin: "http://127.0.0.1:4000",
      fetchSite: null,
      ownOrigin: "http://127.0.0.1:4000",
    });
    expect(isSameSite(siteOfRequest(request), SITE)).toBe(true);
    const foreign = new Request("http://127.0.0.1:4000/x", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(isSameSite(siteOfRequest(foreign), SITE)).toBe(false);
  });
});
