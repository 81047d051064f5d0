import { CircleCheck, CircleX } from "lucide-react";
import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/verify";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { getSessionUser } from "#app/domain/accounts/session.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { siteName } from "#app/lib/site.ts";

/** Whether the link signed her in (it does in the browser that signed up: pending-signup.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return data({ signedIn: user !== null }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * /auth/verify: where the confirmation link lands after better-auth
 * verified the token. A bad or expired link arrives with ?error=….
 */
export default function Verify({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const error = searchParams.get("error");
  if (error) {
    return (
      <AuthCard
        icon={<CircleX className="size-6" aria-hidden="true" />}
        title="Link Invalid or Expired"
        description="This confirmation link can no longer be used. Log in with your email and password and we will send you a fresh link."
      >
        <div className="flex justify-center">
          <Link to="/login" className={buttonVariants({ size: "lg" })}>
            Log In
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (loaderData.signedIn) {
    return (
      <AuthCard
        icon={<CircleCheck className="size-6" aria-hidden="true" />}
        title="Email Confirmed!"
        description="Your email address has been verified and you are now logged in."
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/profile" className={buttonVariants({ size: "lg" })}>
            Go to My Profile
          </Link>
          <Link to="/community" className={buttonVariants({ size: "lg", variant: "outline" })}>
            Join the community
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<CircleCheck className="size-6" aria-hidden="true" />}
      title="Email Confirmed!"
      description="Your email address has been verified. You can now log in to your account."
    >
      <div className="flex justify-center">
        <Link to="/login" className={buttonVariants({ size: "lg" })}>
          Log In Now
        </Link>
      </div>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Email Confirmed", `Your email address is confirmed. Log in to ${siteName()}.`);
