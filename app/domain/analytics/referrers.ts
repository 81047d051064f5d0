/**
 * Which referring sites the admin Analytics tab may name. A `Referer` header is text any visitor writes,
 * so a host is listed by name only when it is a known site (search engines, social networks, mail web
 * apps: below), or when enough different clients came from it on one day
 * (ANALYTICS_SEARCH_MIN_CLIENTS, the same bar as search terms); anything else is counted under
 * OTHER_REFERRERS. Hosts are normalised (lower case, no port, no "www."), must look like a DNS name and are
 * at most MAX_REFERRER_HOST characters; the tab shows them as text, never as links.
 */
export const MAX_REFERRER_HOST = 100;
export const OTHER_REFERRERS = "other sites";

/** Sites that send readers to a health site, listed by name whatever their counts. */
export const KNOWN_REFERRERS = [
  "google.com",
  "bing.com",
  "duckduckgo.com",
  "ecosia.org",
  "search.yahoo.com",
  "yahoo.com",
  "search.brave.com",
  "startpage.com",
  "qwant.com",
  "facebook.com",
  "m.facebook.com",
  "l.facebook.com",
  "instagram.com",
  "l.instagram.com",
  "t.co",
  "x.com",
  "twitter.com",
  "reddit.com",
  "old.reddit.com",
  "pinterest.com",
  "linkedin.com",
  "lnkd.in",
  "youtube.com",
  "news.ycombinator.com",
  "mail.google.com",
  "outlook.live.com",
  "chatgpt.com",
  "perplexity.ai",
  "wikipedia.org",
  "en.wikipedia.org",
] as const;

const KNOWN = new Set<string>(KNOWN_REFERRERS);
const DNS_NAME =
  /^(?=.{1,100}$)(?!.*\.\.)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** A referring host as counted: normalised, or null when it is not a plain DNS name (an address, junk). */
export function normaliseReferrerHost(hostname: string): string | null {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  if (host.length > MAX_REFERRER_HOST || !DNS_NAME.test(host)) return null;
  // An IPv4 address is not a site's name.
  if (/^[0-9.]+$/.test(host)) return null;
  // Google's country domains (google.de, google.co.uk) are Google.
  if (/^google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/.test(host)) return "google.com";
  return host;
}

export function isKnownReferrer(host: string): boolean {
  return KNOWN.has(host);
}
