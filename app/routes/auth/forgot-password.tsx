import { KeyRound } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard, FormMessage } from "#app/components/accounts/auth-card.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { requestPasswordReset } from "#app/domain/accounts/auth-calls.server.ts";
import { forgotPasswordSchema, formObject } from "#app/domain/accounts/schemas.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { toast } from "#app/lib/toast.server.ts";

export const NEUTRAL_RESET_MESSAGE =
  "If an account exists for this email, you will receive a password reset link shortly.";

/**
 * Spec §2.15 /forgot-password. Whether or not the email has an account, the
 * answer is the same neutral message (no account enumeration).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = forgotPasswordSchema.parse(formObject(await request.formData()));
  const result = form.email
    ? await requestPasswordReset(request, form.email)
    : ({ ok: false, status: 400, message: "Please enter your email address." } as const);
  if (!result.ok) {
    const message = result.message ?? "Something went wrong";
    return data(
      { sent: false, message, toast: toast("Error", message, "destructive") },
      { status: result.status === 429 ? 429 : 400 },
    );
  }
  return {
    sent: true,
    message: NEUTRAL_RESET_MESSAGE,
    toast: toast("Check your email", "A password reset link has been sent to your email address."),
  };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/forgot-password");
  return (
    <AuthCard
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      title="Forgot Password?"
      description="Enter the email you registered with and we'll send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Login
        </Link>
      }
    >
      <Form method="post" className="grid gap-4">
        {actionData ? <FormMessage tone={actionData.sent ? "info" : "error"}>{actionData.message}</FormMessage> : null}
        <div className="grid gap-2">
          <Label htmlFor="forgot-email">Email</Label>
          <Input id="forgot-email" name="email" type="email" autoComplete="email" required placeholder="you@example.com" />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting ? "Sending..." : "Send Reset Link"}
        </Button>
      </Form>
      <FlashToast toast={actionData?.toast ?? null} />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Forgot Password", "Request a link to reset the password of your Wellness Circle account.");
