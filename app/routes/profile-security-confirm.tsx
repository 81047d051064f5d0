import type { Route } from "./+types/profile-security-confirm";
import { isTopLevelNavigation } from "#app/domain/accounts/navigation.ts";
import { confirmFactorByToken } from "#app/domain/accounts/second-factor-confirmation.server.ts";
import { SECURITY_PAGE } from "#app/domain/accounts/second-factor.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

/**
 * The link of the mail an admin gets when she adds a second factor: the factor counts for the admin area
 * from now on. The token is the authority (the link works from a webmail); it acts only when opened as a
 * page, never for an image or a prefetch.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!isTopLevelNavigation(request.headers))
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const confirmed = await confirmFactorByToken(token);
  return confirmed
    ? redirectWithToast(SECURITY_PAGE, {
        title: "Second factor confirmed",
        description: "It now opens the admin area when you sign in with it.",
      })
    : redirectWithToast(SECURITY_PAGE, {
        title: "Link not valid",
        description: "This confirmation link is invalid, expired or already used.",
        variant: "destructive",
      });
}
