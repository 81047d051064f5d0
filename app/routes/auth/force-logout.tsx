import { ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useNavigate } from "react-router";
import type { Route } from "./+types/force-logout";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { clearSessionCookieHeaders, mergeHeaders, signOut } from "#app/domain/accounts/auth-calls.server.ts";
import { hasSessionCookie } from "#app/domain/accounts/session.server.ts";
import { pageMeta } from "#app/lib/meta.ts";

export const FORCE_LOGOUT_REDIRECT_MS = 2000;

/**
 * Spec §2.15 /force-logout: a broken session (ghost user, undecodable cookie)
 * is sent here. The session row (if any) is deleted, every session cookie is
 * cleared, and the page returns to / after 2000 ms.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (hasSessionCookie(request)) {
    const result = await signOut(request);
    mergeHeaders(headers, result.headers);
  }
  mergeHeaders(headers, clearSessionCookieHeaders());
  return data(null, { headers });
}

export default function ForceLogout() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/", { replace: true }), FORCE_LOGOUT_REDIRECT_MS);
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
