import { ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useFetcher, useNavigate } from "react-router";
import type { Route } from "./+types/force-logout";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { clearSessionCookieHeaders, mergeHeaders, signOut } from "#app/domain/accounts/auth-calls.server.ts";
import { isOwnSiteNavigation } from "#app/domain/accounts/navigation.ts";
import { hasSessionCookie } from "#app/domain/accounts/session.server.ts";
import { pageMeta } from "#app/lib/meta.ts";

export const FORCE_LOGOUT_REDIRECT_MS = 2000;

/**
 * /force-logout: a broken session (ghost user, undecodable cookie)
 * is sent here. The session row (if any) is deleted, every session cookie is
 * cleared, and the page returns to / after 2000 ms.
 *
 * Signing out is a state change, so it happens only on a top-level navigation
 * to this page, or on the POST the page itself sends (same-origin writes only,
 * server/security.ts) when it was reached by a client-side navigation. An
 * <img>, script or fetch pointing here, or a link on another site, changes nothing.
 */
async function signOutEverywhere(request: Request) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (hasSessionCookie(request)) {
    const result = await signOut(request);
    mergeHeaders(headers, result.headers);
  }
  return mergeHeaders(headers, clearSessionCookieHeaders());
}

export async function loader({ request }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) return data({ signedOut: true }, { headers: { "Cache-Control": "no-store" } });
  if (!isOwnSiteNavigation(request.headers))
    return data({ signedOut: false }, { headers: { "Cache-Control": "no-store" } });
  return data({ signedOut: true }, { headers: await signOutEverywhere(request) });
}

export async function action({ request }: Route.ActionArgs) {
  return data({ signedOut: true }, { headers: await signOutEverywhere(request) });
}

export default function ForceLogout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof action>();
  const mustPost = !loaderData.signedOut;
  useEffect(() => {
    // Reached by a client-side navigation: the loader did not sign out, so the page asks for it.
    if (mustPost && fetcher.state === "idle" && !fetcher.data) void fetcher.submit(null, { method: "post" });
  }, [mustPost, fetcher]);
  useEffect(() => {
    const timer = setTimeout(() => void navigate("/", { replace: true }), FORCE_LOGOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthCard
      icon={<ShieldAlert className="size-6" aria-hidden="true" />}
      title="Session Invalid"
      description="Your session is no longer valid, so you have been signed out. Taking you back to the home page..."
    >
      <p className="text-center text-sm">
        <Link to="/" replace className="font-medium text-primary underline-offset-4 hover:underline">
          Go to the home page now
        </Link>
      </p>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Session Invalid", "Your session was no longer valid and you have been signed out.");
