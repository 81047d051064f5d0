import { CircleCheck, CircleX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/verify";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";

/**
 * /auth/verify: where the confirmation link lands after better-auth
 * verified the token. A bad or expired link arrives with ?error=….
 */
export default function Verify() {
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
  pageMeta("Email Confirmed", "Your email address is confirmed. Log in to The Wellness Circle.");
