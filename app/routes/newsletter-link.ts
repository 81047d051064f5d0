import { redirect } from "react-router";
import type { Route } from "./+types/newsletter-link";
import { recordIssueClick } from "#app/domain/analytics/events.server.ts";
import { verifyIssueLink } from "#app/domain/analytics/links.server.ts";

/**
 * /r/:issueId?to=/articles/x&s=…: a link in a newsletter issue. The click is counted (issue and path, no
 * recipient) and the reader sent on to the path, which is always on this site and must carry the site's
 * signature: anything else is a 404, never a redirect elsewhere.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = verifyIssueLink(params.issueId, url.searchParams.get("to"), url.searchParams.get("s"));
  if (!to) throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const optsOut = request.headers.get("DNT") === "1" || request.headers.get("Sec-GPC") === "1";
  if (!optsOut) recordIssueClick(params.issueId, to);
  return redirect(to, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}
