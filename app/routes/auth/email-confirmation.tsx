import { MailCheck } from "lucide-react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/email-confirmation";
import { AuthCard, FormMessage } from "#app/components/accounts/auth-card.tsx";
import { EmailAddress } from "#app/components/accounts/email-address.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { pendingSignupCookie } from "#app/domain/accounts/pending-signup.server.ts";
import { RESEND_LIMIT_LINE, resendLeftLine } from "#app/domain/accounts/resend-rules.ts";
import { resendVerification } from "#app/domain/accounts/resend-verification.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { refusalInit } from "#app/lib/refusal-answers.ts";
import { requestInfoContext } from "#platform/request-context.ts";
import { siteNameWithoutArticle } from "#app/lib/site.ts";

/**
 * /email-confirmation: shows the email passed along, and a new link on request ("Didn't get it?"), with
 * its limit shown. Asking here marks this browser as the one to sign in when the link is opened.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const email = form.get("email");
  const result = await resendVerification(request, { email, ip: context.get(requestInfoContext).ip });
  if (!result.ok) return data({ ok: false as const, error: result.message }, refusalInit(result, { invalid: 400 }));
  return data(
    { ok: true as const, sentTo: String(email).trim(), left: resendLeftLine(result.left) },
    { headers: { "Set-Cookie": pendingSignupCookie(String(email)) } },
  );
}

export default function EmailConfirmation({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const email = searchParams.get("email");
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/email-confirmation");
  return (
    <AuthCard
      icon={<MailCheck className="size-6" aria-hidden="true" />}
      title="Check Your Inbox!"
      description={
        email ? (
          <>
            A confirmation link is on its way to <EmailAddress email={email} className="text-foreground" />.
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
      <Form method="post" className="mt-6 grid gap-3 rounded-lg border border-border bg-muted/40 p-4" data-resend>
        <p className="font-medium">Didn&apos;t get the email?</p>
        {email ? (
          <input type="hidden" name="email" value={email} />
        ) : (
          <div className="grid gap-2">
            <Label htmlFor="resend-email">Email</Label>
            <Input id="resend-email" name="email" type="email" autoComplete="email" required />
          </div>
        )}
        <Button type="submit" variant="outline" disabled={sending} className="w-full sm:w-fit">
          {sending ? "Sending..." : "Send a new link"}
        </Button>
        {actionData?.ok ? (
          <FormMessage tone="info">
            A new link is on its way to <EmailAddress email={actionData.sentTo} />. {actionData.left}
          </FormMessage>
        ) : actionData && !actionData.ok ? (
          <FormMessage>{actionData.error}</FormMessage>
        ) : (
          <p className="text-sm text-muted-foreground" data-resend-limit>
            {RESEND_LIMIT_LINE} Each link works for one hour; open it in this browser and you will be logged in.
          </p>
        )}
      </Form>
      <div className="mt-6 flex justify-center">
        <Link to="/" className={buttonVariants({ variant: "outline" })}>
          Back to Home
        </Link>
      </div>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Check Your Inbox",
    `An email with a link to confirm your ${siteNameWithoutArticle()} account is on its way to you.`,
  );
