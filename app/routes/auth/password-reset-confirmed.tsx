import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/password-reset-confirmed";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { siteNameWithoutArticle } from "#app/lib/site.ts";

/** /password-reset-confirmed. */
export default function PasswordResetConfirmed() {
  return (
    <AuthCard
      icon={<CircleCheck className="size-6" aria-hidden="true" />}
      title="Password Reset Successful!"
      description="Your password has been changed. Log in with your new password."
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
  pageMeta(
    "Password Reset Successful",
    `Your ${siteNameWithoutArticle()} password has been changed. Log in with your new password.`,
  );
