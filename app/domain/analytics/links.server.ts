import crypto from "node:crypto";
import { authSecret } from "#platform/auth-secret.ts";

/**
 * Newsletter links go through the site's own redirect, `/r/:issueId?to=/articles/x&s=…`, so a followed
 * link is counted without a tracking pixel or a per-recipient id. The target is a path of this site only
 * (never another host) and signed with the site's secret, so `/r/` cannot be used as an open redirect.
 */
export const ISSUE_LINK_PREFIX = "/r/";

/** A path on this site: starts with one "/", safe characters only (no "//", "\\", scheme or host). */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/;
const ISSUE_ID = /^[0-9a-f-]{36}$/;

function signature(issueId: string, path: string): string {
  return crypto
    .createHmac("sha256", authSecret())
    .update(`newsletter-link\0${issueId}\0${path}`)
    .digest("base64url")
    .slice(0, 22);
}

/** The redirect URL of a link to `path` in issue `issueId`; null when the path is not one of this site. */
export function issueLinkUrl(siteUrl: string, issueId: string, path: string): string | null {
  if (!SITE_PATH.test(path) || !ISSUE_ID.test(issueId)) return null;
  return `${siteUrl}${ISSUE_LINK_PREFIX}${issueId}?to=${encodeURIComponent(path)}&s=${signature(issueId, path)}`;
}

/** The path a redirect may go to, or null when the link was not made by issueLinkUrl. */
export function verifyIssueLink(issueId: string | undefined, to: string | null, given: string | null): string | null {
  if (!issueId || !to || !given || !ISSUE_ID.test(issueId) || !SITE_PATH.test(to)) return null;
  const expected = Buffer.from(signature(issueId, to));
  const received = Buffer.from(given);
  return expected.length === received.length && crypto.timingSafeEqual(expected, received) ? to : null;
}
