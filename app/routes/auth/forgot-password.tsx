import { KeyRound } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard, FormMessage } from "#app/components/accounts/auth-card.tsx";
import { Field, FieldFocus, FormErrors, useSubmissionForm } from "#app/components/forms/field.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { requestPasswordReset } from "#app/domain/accounts/auth-calls.server.ts";
import { forgotPasswordSchema } from "#app/domain/accounts/schemas.ts";
import {
  firstError,
  formErrorReply,
  invalidReply,
  parseSubmission,
  type FormResult,
  readFormData,
} from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { toast } from "#app/lib/toast.server.ts";
import { siteNameWithoutArticle } from "#app/lib/site.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/accounts/schemas.ts") : undefined;

export const NEUTRAL_RESET_MESSAGE =
  "If an account exists for this email, you will receive a password reset link shortly.";

/**
 * /forgot-password. Whether or not the email has an account, the
 * answer is the same neutral message (no account enumeration).
 */
function failure(result: FormResult, status = 400) {
  const message = firstError(result, ["email"]) ?? "Something went wrong";
  return data({ sent: false as const, result, toast: toast("Error", message, "destructive") }, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseSubmission(await readFormData(request), forgotPasswordSchema);
  if (submission.status !== "success") return failure(invalidReply(submission));
  const result = await requestPasswordReset(request, submission.value.email);
  if (!result.ok) {
    return failure(
      formErrorReply(submission, result.message ?? "Something went wrong"),
      result.status === 429 ? 429 : 400,
    );
  }
  return {
    sent: true as const,
    message: NEUTRAL_RESET_MESSAGE,
    toast: toast("Check your email", "A password reset link is on its way to your email address."),
  };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/forgot-password");
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id: "forgot-password",
    schema: {
      now: serverSchemas?.forgotPasswordSchema,
      load: async () => (await import("#app/domain/accounts/schemas.ts")).forgotPasswordSchema,
    },
    lastResult: actionData && !actionData.sent ? actionData.result : null,
  });
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
      <Form method="post" className="grid gap-4" {...formProps}>
        {actionData?.sent ? <FormMessage tone="info">{actionData.message}</FormMessage> : null}
        <FormErrors form={form} attempted={attempted} />
        <FieldFocus first={firstInvalid}>
          <Field field={fields.email} label="Email">
            {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" />}
          </Field>
        </FieldFocus>
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting ? "Sending..." : "Send Reset Link"}
        </Button>
      </Form>
      <FlashToast toast={actionData?.toast ?? null} />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Forgot Password", `Request a link to reset the password of your ${siteNameWithoutArticle()} account.`);
