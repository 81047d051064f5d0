import { ShieldCheck } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/setup-admin";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { PasswordInput } from "#app/components/accounts/password-input.tsx";
import { Field, FieldFocus, FormErrors, useSubmissionForm } from "#app/components/forms/field.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { mergeHeaders, signIn } from "#app/domain/accounts/auth-calls.server.ts";
import { NAME_MAX } from "#app/domain/accounts/profile-rules.ts";
import { setupAdminSchema } from "#app/domain/accounts/schemas.ts";
import {
  adminExists,
  consumeSetupToken,
  setupAdminEmail,
  createOrPromoteAdmin,
  isValidSetupToken,
} from "#app/domain/accounts/setup-admin.server.ts";
import { BREACHED_PASSWORD_MESSAGE, isBreachedPassword } from "#app/domain/accounts/breached-passwords.server.ts";
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
import { logger } from "#platform/logger.ts";
import { siteName } from "#app/lib/site.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/accounts/schemas.ts") : undefined;

/**
 * /setup-admin: creates the first admin. Works only while no admin
 * exists and only with the one-time link printed in the server log at start-up.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (await adminExists()) return { state: "complete" as const, email: setupAdminEmail(), token: "" };
  if (!(await isValidSetupToken(token))) return { state: "invalid" as const, email: setupAdminEmail(), token: "" };
  return { state: "ready" as const, email: setupAdminEmail(), token };
}

const FALLBACK = "An unexpected error occurred. Please try again.";

function failure(result: FormResult, status: number) {
  const message = firstError(result, ["fullName", "password"]) ?? FALLBACK;
  return data({ result, toast: toast("Admin Creation Failed", message, "destructive") }, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseSubmission(await readFormData(request), setupAdminSchema);
  if (submission.status !== "success") return failure(invalidReply(submission), 400);
  const form = submission.value;
  if (await isBreachedPassword(form.password))
    return failure(fieldErrorReply(submission, { password: [BREACHED_PASSWORD_MESSAGE] }), 400);
  if (await adminExists())
    return failure(formErrorReply(submission, "Setup is already complete: an admin account exists."), 403);
  if (!(await consumeSetupToken(form.token))) {
    return failure(
      formErrorReply(
        submission,
        "This setup link is invalid, expired or already used. Restart the server for a new one.",
      ),
      403,
    );
  }
  try {
    await createOrPromoteAdmin({ email: setupAdminEmail(), name: form.fullName, password: form.password });
  } catch (error) {
    // The exception's text is for the log only (spec: "message, else" the fallback: no message of ours here).
    logger.error({ err: error }, "admin creation failed");
    return failure(formErrorReply(submission, FALLBACK), 500);
  }
  const login = await signIn(request, { email: setupAdminEmail(), password: form.password });
  if (!login.ok) {
    return redirectWithToast("/login", {
      title: "Admin Account Created!",
      description: "Failed to log in after creating account. Please try logging in manually.",
      variant: "destructive",
    });
  }
  return redirectWithToast(
    "/admin",
    { title: "Admin Account Created!", description: "You have been successfully registered. Logging you in..." },
    { headers: mergeHeaders(new Headers(), login.headers) },
  );
}

export default function SetupAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/setup-admin");
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id: "setup-admin",
    schema: {
      now: serverSchemas?.setupAdminSchema,
      load: async () => (await import("#app/domain/accounts/schemas.ts")).setupAdminSchema,
    },
    lastResult: actionData?.result,
  });
  if (loaderData.state === "complete") {
    return (
      <AuthCard
        icon={<ShieldCheck className="size-6" aria-hidden="true" />}
        title="Setup Complete"
        description="An admin account already exists, so this one-time setup is closed. Admins can log in as usual."
      >
        <div className="flex justify-center">
          <Link to="/login" className={buttonVariants({ size: "lg" })}>
            Go to Login
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (loaderData.state === "invalid") {
    return (
      <AuthCard
        icon={<ShieldCheck className="size-6" aria-hidden="true" />}
        title="Setup Link Required"
        description="Admin setup works only with the one-time link that the server prints in its log at start-up. This link is missing, expired or already used: restart the server to get a new one."
      />
    );
  }
  return (
    <AuthCard
      icon={<ShieldCheck className="size-6" aria-hidden="true" />}
      title="Admin Account Setup"
      description={`Create the first administrator account for ${siteName()}. This link works once.`}
    >
      <Form method="post" className="grid gap-4" {...formProps}>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormErrors form={form} attempted={attempted} />
        <FieldFocus first={firstInvalid}>
          <Field field={fields.fullName} label="Full Name">
            {(control) => <Input {...control} autoComplete="name" required maxLength={NAME_MAX} />}
          </Field>
          <div className="grid gap-2">
            <Label htmlFor="setup-email">Admin Email</Label>
            <Input
              id="setup-email"
              type="email"
              value={loaderData.email}
              readOnly
              aria-readonly="true"
              className="bg-muted"
            />
          </div>
          <Field field={fields.password} label="Password">
            {(control) => <PasswordInput {...control} autoComplete="new-password" placeholder="Min. 6 characters" />}
          </Field>
        </FieldFocus>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={submitting}>
          {submitting ? "Creating..." : "Create Admin & Login"}
        </Button>
      </Form>
      <FlashToast toast={actionData?.toast ?? null} />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin Setup", `One-time setup of the first administrator account of ${siteName()}.`);
