import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { AvatarPicker } from "#app/components/accounts/avatar-picker.tsx";
import { PasswordInput } from "#app/components/accounts/password-input.tsx";
import { Field, FieldErrors, FieldFocus, FormErrors, useSubmissionForm } from "#app/components/forms/field.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { signUp } from "#app/domain/accounts/auth-calls.server.ts";
import { DEFAULT_AVATAR_URL } from "#app/domain/accounts/avatars.ts";
import { pendingSignupCookie } from "#app/domain/accounts/pending-signup.server.ts";
import { NAME_MAX } from "#app/domain/accounts/profile-rules.ts";
import { accountFormMessage, PASSWORD_HINT } from "#app/domain/accounts/form-copy.ts";
import { registerSchema } from "#app/domain/accounts/schemas.ts";
import {
  fieldErrorReply,
  firstError,
  formErrorReply,
  invalidReply,
  parseSubmission,
  type FormResult,
  readFormData,
} from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";
import { siteName } from "#app/lib/site.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/accounts/schemas.ts") : undefined;

/** /register. A role sent along is never read: every new account is a 'user'. */
function failure(result: FormResult, status = 400) {
  const message = firstError(result, ["avatarUrl", "name", "email", "password"]) ?? "Something went wrong";
  return data({ result, toast: toast("Sign up Failed", message, "destructive") }, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseSubmission(await readFormData(request), registerSchema);
  if (submission.status !== "success") return failure(invalidReply(submission));
  const form = submission.value;
  const avatarUrl = form.avatarUrl ?? DEFAULT_AVATAR_URL;
  const result = await signUp(request, { email: form.email, password: form.password, name: form.name, avatarUrl });
  if (!result.ok) {
    // The library's own words never reach her: a known one goes under its field, in the site's words.
    const known = accountFormMessage(result.message);
    return failure(
      known
        ? fieldErrorReply(submission, { [known.field]: [known.message] })
        : formErrorReply(submission, result.message ?? "Something went wrong"),
      result.status === 429 ? 429 : 400,
    );
  }
  return redirectWithToast(
    `/email-confirmation?email=${encodeURIComponent(form.email)}`,
    {
      // A queued mail is not sent yet (what the page says must be true, so it does not say "sent").
      title: "Confirmation email on its way!",
      description: "Please check your inbox to verify your account.",
    },
    // This browser asked: opening the link here signs her in (pending-signup.server.ts).
    { headers: { "Set-Cookie": pendingSignupCookie(form.email) } },
  );
}

export default function Register({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/register");
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id: "register",
    schema: {
      now: serverSchemas?.registerSchema,
      load: async () => (await import("#app/domain/accounts/schemas.ts")).registerSchema,
    },
    lastResult: actionData?.result,
  });
  const avatarInvalid = Boolean(fields.avatarUrl.errors?.length);
  return (
    <AuthCard
      title="Join the Circle"
      description="Create your free account to personalize your profile and join the community chat."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <Form method="post" className="grid gap-5" {...formProps}>
        <FormErrors form={form} attempted={attempted} />
        <FieldFocus first={firstInvalid}>
          <div className="grid gap-2">
            <AvatarPicker
              defaultValue={fields.avatarUrl.defaultValue ?? DEFAULT_AVATAR_URL}
              invalid={avatarInvalid}
              describedBy={avatarInvalid ? fields.avatarUrl.errorId : undefined}
            />
            <FieldErrors field={fields.avatarUrl} />
          </div>
          <Field field={fields.name} label="Name">
            {(control) => <Input {...control} autoComplete="name" maxLength={NAME_MAX} placeholder="Your name" />}
          </Field>
          <Field field={fields.email} label="Email">
            {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" />}
          </Field>
          <Field field={fields.password} label="Password">
            {(control) => <PasswordInput {...control} autoComplete="new-password" placeholder={PASSWORD_HINT} />}
          </Field>
        </FieldFocus>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={submitting}>
          {submitting ? "Creating account..." : "Sign Up"}
        </Button>
      </Form>
      <FlashToast toast={actionData?.toast ?? null} />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Create an Account",
    `Join ${siteName()}: pick an avatar, create your account and join our community of women.`,
  );
