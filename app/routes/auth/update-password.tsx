import { LockKeyhole } from "lucide-react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/update-password";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { PasswordInput } from "#app/components/accounts/password-input.tsx";
import { Field, FieldFocus, FormErrors, useSubmissionForm } from "#app/components/forms/field.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { FlashToast, showToast } from "#app/components/ui/toaster.tsx";
import {
  clearSessionCookieHeaders,
  mergeHeaders,
  resetPassword,
  signOut,
} from "#app/domain/accounts/auth-calls.server.ts";
import { checkNewPassword } from "#app/domain/accounts/form-copy.ts";
import { updatePasswordSchema } from "#app/domain/accounts/schemas.ts";
import { hasSessionCookie } from "#app/domain/accounts/session.server.ts";
import { formErrorReply, invalidReply, parseSubmission, readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { refusalToast } from "#app/lib/refusal-answers.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";
import { siteNameWithoutArticle } from "#app/lib/site.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/accounts/schemas.ts") : undefined;

/**
 * /update-password: the reset mail's link lands here with ?token=….
 * On success every session of the user ends (this browser's too) and the user
 * goes to /password-reset-confirmed.
 */
/** The toast for a refused new password. */
function passwordProblem(formData: FormData) {
  return checkNewPassword(String(formData.get("password") ?? ""), String(formData.get("confirmPassword") ?? ""));
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseSubmission(formData, updatePasswordSchema);
  if (submission.status !== "success") {
    const problem = passwordProblem(formData) ?? { title: "Error updating password", message: "Something went wrong" };
    return data(
      {
        result: invalidReply(submission),
        toast: toast(problem.title, problem.message, "destructive"),
      },
      { status: 400 },
    );
  }
  const result = await resetPassword(request, {
    token: submission.value.token,
    newPassword: submission.value.password,
  });
  if (!result.ok) {
    const message = result.message ?? "Something went wrong";
    return data(
      {
        result: formErrorReply(submission, message),
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
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id: "update-password",
    schema: {
      now: serverSchemas?.updatePasswordSchema,
      load: async () => (await import("#app/domain/accounts/schemas.ts")).updatePasswordSchema,
    },
    lastResult: actionData?.result,
    onInvalidSubmit: (_errors, formData) => {
      const problem = passwordProblem(formData);
      if (problem) showToast(refusalToast(problem, problem.title));
    },
  });

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

  return (
    <AuthCard
      icon={<LockKeyhole className="size-6" aria-hidden="true" />}
      title="Choose a New Password"
      description="Enter your new password twice. It must be at least 6 characters long."
    >
      <Form method="post" className="grid gap-4" {...formProps}>
        <input type="hidden" name="token" value={token} />
        <FormErrors form={form} attempted={attempted} />
        <FieldFocus first={firstInvalid}>
          <Field field={fields.password} label="New Password">
            {(control) => <PasswordInput {...control} autoComplete="new-password" required />}
          </Field>
          <Field field={fields.confirmPassword} label="Confirm New Password">
            {(control) => <PasswordInput {...control} autoComplete="new-password" required />}
          </Field>
        </FieldFocus>
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting ? "Updating..." : "Update Password"}
        </Button>
      </Form>
      <FlashToast toast={actionData?.toast ?? null} />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Update Password", `Choose a new password for your ${siteNameWithoutArticle()} account.`);
