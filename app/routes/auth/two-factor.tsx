import { KeyRound } from "lucide-react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/two-factor";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { Field, FieldFocus, FormErrors, useSubmissionForm } from "#app/components/forms/field.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import {
  mergeHeaders,
  roleOf,
  safeRedirectPath,
  TWO_FACTOR_PATH,
  verifySecondFactor,
} from "#app/domain/accounts/auth-calls.server.ts";
import { TWO_FACTOR_CODE_MESSAGE } from "#app/domain/accounts/form-copy.ts";
import { twoFactorSignInSchema } from "#app/domain/accounts/schemas.ts";
import { TOTP_REUSED_MESSAGE } from "#app/domain/accounts/second-factor.ts";
import { getSessionUser, SESSION_COOKIE_PREFIX } from "#app/domain/accounts/session.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { fieldErrorReply, invalidReply, parseSubmission, readFormData, type FormResult } from "#app/lib/forms.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/accounts/schemas.ts") : undefined;

/**
 * /login/two-factor: the second step of signing in to an account with a second factor.
 * The password step left a signed, ten-minute challenge cookie (better-auth's twoFactor plugin); this form
 * sends a code from the authenticator app, or one of the recovery codes, and only then is a session made.
 * A plain POST form: it works without JavaScript like the other account screens.
 */
const CHALLENGE_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.two_factor=`);

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(request);
  if (user)
    throw redirect(safeRedirectPath(url.searchParams.get("redirectTo"), user.role === "admin" ? "/admin" : "/profile"));
  // Without the challenge of a password step there is nothing to confirm.
  if (!CHALLENGE_COOKIE.test(request.headers.get("Cookie") ?? "")) throw redirect("/login");
  return null;
}

function failure(result: FormResult, message: string, status = 400) {
  return data({ result, toast: toast("Sign in Failed", message, "destructive") }, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseSubmission(await readFormData(request), twoFactorSignInSchema);
  if (submission.status !== "success") return failure(invalidReply(submission), TWO_FACTOR_CODE_MESSAGE);
  const form = submission.value;
  const method = form.method === "backup" ? "backup" : "totp";
  const code = form.code.replace(/\s+/g, "");
  const refuse = (message: string, status = 400) =>
    failure(fieldErrorReply(submission, { code: [message] }), message, status);
  if (method === "totp" ? !/^\d{6}$/.test(code) : !/^[A-Za-z0-9-]{4,32}$/.test(code))
    return refuse(TWO_FACTOR_CODE_MESSAGE);
  const result = await verifySecondFactor(request, { method, code });
  if (!result.ok) {
    if (result.status === 401 && /cookie/i.test(result.message ?? "")) {
      // The ten minutes are over (or the challenge was used): start again from the password.
      return redirectWithToast("/login", {
        title: "Sign in Failed",
        description: "Your sign-in took too long. Please log in again.",
        variant: "destructive",
      });
    }
    if (result.status === 429) return refuse("Too many attempts. Please wait a few minutes and try again.", 429);
    return refuse(
      result.message === TOTP_REUSED_MESSAGE ? TOTP_REUSED_MESSAGE : "That code is not right. Please try again.",
    );
  }
  const role = await roleOf(result.data.user.id);
  const target = safeRedirectPath(form.redirectTo, role === "admin" ? "/admin" : "/profile");
  return redirectWithToast(
    target === TWO_FACTOR_PATH ? "/profile" : target,
    { title: "Welcome back!", description: "You've successfully logged in." },
    { headers: mergeHeaders(new Headers(), result.headers) },
  );
}

export default function TwoFactorSignIn({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id: "two-factor",
    schema: {
      now: serverSchemas?.twoFactorSignInSchema,
      load: async () => (await import("#app/domain/accounts/schemas.ts")).twoFactorSignInSchema,
    },
    lastResult: actionData?.result ?? null,
  });
  const backup = searchParams.get("method") === "backup";
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const other = new URLSearchParams(searchParams);
  if (backup) other.delete("method");
  else other.set("method", "backup");
  return (
    <AuthCard
      title="Two-Step Verification"
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      description={
        backup
          ? "Enter one of the recovery codes you saved when you set up two-factor."
          : "Enter the 6-digit code from your authenticator app."
      }
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Login
        </Link>
      }
    >
      <Form method="post" className="grid gap-4" {...formProps}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
        <FormErrors form={form} attempted={attempted} />
        <FieldFocus first={firstInvalid}>
          <Field field={fields.code} label={backup ? "Recovery code" : "Authentication code"}>
            {(control) => (
              <Input
                {...control}
                autoFocus={control.autoFocus ?? true}
                autoComplete="one-time-code"
                inputMode={backup ? "text" : "numeric"}
                pattern={backup ? undefined : "[0-9 ]{6,7}"}
              />
            )}
          </Field>
        </FieldFocus>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={submitting}>
          {submitting ? "Verifying..." : "Verify"}
        </Button>
        <Link
          to={`?${other.toString()}`}
          className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {backup ? "Use your authenticator app instead" : "Use a recovery code instead"}
        </Link>
      </Form>
      <FlashToast toast={actionData?.toast ?? null} />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Two-Step Verification", "Confirm your sign-in with your second factor.");
