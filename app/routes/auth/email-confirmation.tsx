import { MailCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/email-confirmation";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";

/** /email-confirmation: shows the email passed along. */
export default function EmailConfirmation() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get("email");
  return (
    <AuthCard
      icon={<MailCheck className="size-6" aria-hidden="true" />}
      title="Check Your Inbox!"
      description={
        email ? (
          <>
            A confirmation link is on its way to <strong className="break-all text-foreground">{email}</strong>.
          </>
        ) : (
          "A confirmation link is on its way to you."
        )
      }
    >
      <p className="text-center text-muted-foreground">
        Click the link in the email to verify your account. If you don&apos;t see it within a few minutes, please check
        your spam folder.
      </p>
      <div className="mt-6 flex justify-center">
        <Link to="/" className={buttonVariants({ variant: "outline" })}>
          Back to Home
        </Link>
      </div>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Check Your Inbox", "An email with a link to confirm your Wellness Circle account is on its way to you.");
