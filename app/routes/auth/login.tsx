import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { PasswordInput } from "#app/components/accounts/password-input.tsx";
import { PasskeySignInButton } from "#app/components/accounts/passkey-buttons.tsx";
import { Field, FieldFocus, FormErrors, useSubmissionForm } from "#app/components/forms/field.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import {
  isTwoFactorChallenge,
  mergeHeaders,
  roleOf,
  safeRedirectPath,
  signIn,
  TWO_FACTOR_PATH,
} from "#app/domain/accounts/auth-calls.server.ts";
import { pendingSignupCookie } from "#app/domain/accounts/pending-signup.server.ts";
import { MISSING_CREDENTIALS_MESSAGE } from "#app/domain/accounts/form-copy.ts";
import { loginSchema } from "#app/domain/accounts/schemas.ts";
import { getSessionUser } from "#app/domain/accounts/session.server.ts";
import {
  firstError,
  formErrorReply,
  invalidReply,
  parseSubmission,
  type FormResult,
  readFormData,
} from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";
import { siteName, siteNameWithoutArticle } from "#app/lib/site.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/accounts/schemas.ts") : undefined;

const EMAIL_NOT_CONFIRMED_MESSAGE =
  "Please confirm your email address first. We have sent you a new confirmation link: open it in this browser and you will be logged in.";

/** /login. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user) {
    const redirectTo = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(safeRedirectPath(redirectTo, user.role === "admin" ? "/admin" : "/profile"));
  }
  return null;
}

function failure(result: FormResult, status = 400, headers?: HeadersInit) {
  const message = firstError(result, ["email", "password"]) ?? "Invalid email or password.";
  return data({ result, toast: toast("Sign in Failed", message, "destructive") }, { status, headers });
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseSubmission(await readFormData(request), loginSchema);
  if (submission.status !== "success") return failure(invalidReply(submission));
  const form = submission.value;
  const result = await signIn(request, { email: form.email, password: form.password });
  if (!result.ok) {
    if (result.message === "Email not verified") {
      // The library sends a new link on this sign-in: opening it in this browser signs her in.
      return failure(formErrorReply(submission, EMAIL_NOT_CONFIRMED_MESSAGE), 403, {
        "Set-Cookie": pendingSignupCookie(form.email),
      });
    }
    // The library's wrong-password sentence becomes the spec's; the site's own refusals (limits, a ban) stay.
    const message =
      !result.message ||
      result.message === "Invalid email or password" ||
      result.message === MISSING_CREDENTIALS_MESSAGE
        ? "Invalid email or password."
        : result.message;
    return failure(formErrorReply(submission, message), result.status === 429 ? 429 : 400);
  }
  if (isTwoFactorChallenge(result.data)) {
    // The password was right and the account has a second factor. No session yet: a short-lived
    // signed challenge cookie, and the code screen.
    const next = `${TWO_FACTOR_PATH}?redirectTo=${encodeURIComponent(form.redirectTo ?? "")}`;
    return redirect(next, { headers: mergeHeaders(new Headers(), result.headers) });
  }
  const role = await roleOf(result.data.user.id);
  const target = safeRedirectPath(form.redirectTo, role === "admin" ? "/admin" : "/profile");
  return redirectWithToast(
    target,
    { title: "Welcome back!", description: "You've successfully logged in." },
    { headers: mergeHeaders(new Headers(), result.headers) },
  );
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/login");
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id: "login",
    schema: {
      now: serverSchemas?.loginSchema,
      load: async () => (await import("#app/domain/accounts/schemas.ts")).loginSchema,
    },
    lastResult: actionData?.result,
  });
  return (
    <AuthCard
      title="Welcome Back"
      description={`Log in to your ${siteNameWithoutArticle()} account.`}
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <Form method="post" className="grid gap-4" {...formProps}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors form={form} attempted={attempted} />
        <FieldFocus first={firstInvalid}>
          <Field field={fields.email} label="Email">
            {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" />}
          </Field>
          <Field
            field={fields.password}
            label="Password"
            labelAside={
              <Link
                to="/forgot-password"
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Forgot password?
              </Link>
            }
          >
            {(control) => <PasswordInput {...control} autoComplete="current-password" />}
          </Field>
        </FieldFocus>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={submitting}>
          {submitting ? "Logging in..." : "Log In"}
        </Button>
      </Form>
      <div className="mt-4">
        <PasskeySignInButton redirectTo={redirectTo} />
      </div>
      <FlashToast toast={actionData?.toast ?? null} />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Log In", `Log in to ${siteName()} to edit your profile and join the community chat.`);
