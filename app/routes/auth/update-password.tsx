import { LockKeyhole } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/update-password";
import { AuthCard, FormMessage } from "#app/components/accounts/auth-card.tsx";
import { PasswordInput } from "#app/components/accounts/password-input.tsx";
import { FlashToast, showToast } from "#app/components/ui/toaster.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import {
  clearSessionCookieHeaders,
  mergeHeaders,
  resetPassword,
  signOut,
} from "#app/domain/accounts/auth-calls.server.ts";
import { checkNewPassword, formObject, updatePasswordSchema } from "#app/domain/accounts/schemas.ts";
import { hasSessionCookie } from "#app/domain/accounts/session.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";

/**
 * Spec §2.15 /update-password: the reset mail's link lands here with ?token=….
 * On success every session of the user ends (this browser's too) and the user
 * goes to /password-reset-confirmed.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = updatePasswordSchema.parse(formObject(await request.formData()));
  const problem = checkNewPassword(form.password, form.confirmPassword);
  if (problem) {
    return data(
      { message: `${problem.title}: ${problem.description}`, toast: toast(problem.title, problem.description, "destructive") },
      { status: 400 },
    );
  }
  const result = await resetPassword(request, { token: form.token, newPassword: form.password });
  if (!result.ok) {
    const message = result.message ?? "Something went wrong";
    return data(
      {
        message,
        toast: toast("Error updating password", message, "destructive"),
      },
      { status: result.status === 429 ? 429 : 400 },
    );
  }
  const headers = new Headers();
  if (hasSessionCookie(request)) {
    const out = await signOut(request);
    mergeHeaders(headers, out.headers, clearSessionCookieHeaders());
  }
  return redirectWithToast(
    "/password-reset-confirmed",
    { title: "Password updated!", description: "Your password has been successfully changed." },
    { headers },
  );
}

export default function UpdatePassword({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/update-password");
  const [clientError, setClientError] = useState<string | null>(null);

  if (!token || searchParams.get("error")) {
    return (
      <AuthCard
        icon={<LockKeyhole className="size-6" aria-hidden="true" />}
        title="Link Invalid or Expired"
        description="This password reset link can no longer be used. Please request a new one."
      >
        <div className="flex justify-center">
          <Link to="/forgot-password" className={buttonVariants({ size: "lg" })}>
            Request a New Link
          </Link>
        </div>
      </AuthCard>
    );
  }

  const message = clientError ?? actionData?.message;
  return (
    <AuthCard
      icon={<LockKeyhole className="size-6" aria-hidden="true" />}
      title="Choose a New Password"
      description="Enter your new password twice. It must be at least 6 characters long."
    >
      <Form
        method="post"
        className="grid gap-4"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const problem = checkNewPassword(String(form.get("password") ?? ""), String(form.get("confirmPassword") ?? ""));
          if (problem) {
            event.preventDefault();
            setClientError(`${problem.title}: ${problem.description}`);
            showToast({ title: problem.title, description: problem.description, variant: "destructive" });
          } else {
            setClientError(null);
          }
        }}
      >
        <input type="hidden" name="token" value={token} />
        {message ? <FormMessage>{message}</FormMessage> : null}
        <div className="grid gap-2">
          <Label htmlFor="new-password">New Password</Label>
          <PasswordInput id="new-password" name="password" autoComplete="new-password" required />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="confirm-password">Confirm New Password</Label>
          <PasswordInput id="confirm-password" name="confirmPassword" autoComplete="new-password" required />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting ? "Updating..." : "Update Password"}
        </Button>
      </Form>
      <FlashToast toast={actionData?.toast ?? null} />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Update Password", "Choose a new password for your Wellness Circle account.");
