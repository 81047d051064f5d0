import { ShieldCheck } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/setup-admin";
import { AuthCard, FormMessage } from "#app/components/accounts/auth-card.tsx";
import { PasswordInput } from "#app/components/accounts/password-input.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { mergeHeaders, signIn } from "#app/domain/accounts/auth-calls.server.ts";
import { checkName, NAME_MAX } from "#app/domain/accounts/profile-rules.ts";
import { formObject, MIN_PASSWORD_LENGTH, setupAdminSchema } from "#app/domain/accounts/schemas.ts";
import {
  adminExists,
  consumeSetupToken,
  setupAdminEmail,
  createOrPromoteAdmin,
  isValidSetupToken,
} from "#app/domain/accounts/setup-admin.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";
import { logger } from "#platform/logger.ts";

/**
 * Spec §2.15 /setup-admin: creates the first admin. Works only while no admin
 * exists and only with the one-time link printed in the server log at start-up.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (await adminExists()) return { state: "complete" as const, email: setupAdminEmail(), token: "" };
  if (!(await isValidSetupToken(token))) return { state: "invalid" as const, email: setupAdminEmail(), token: "" };
  return { state: "ready" as const, email: setupAdminEmail(), token };
}

const FALLBACK = "An unexpected error occurred. Please try again.";

function failure(message: string, status: number) {
  return data(
    { message, toast: toast("Admin Creation Failed", message, "destructive") },
    { status },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = setupAdminSchema.parse(formObject(await request.formData()));
  if (!form.fullName || !form.password) return failure("Full Name and Password are required.", 400);
  if (form.password.length < MIN_PASSWORD_LENGTH) return failure("Password must be at least 6 characters long.", 400);
  const name = checkName(form.fullName, "Full name");
  if (!name.ok) return failure(name.message, 400);
  if (await adminExists()) return failure("Setup is already complete: an admin account exists.", 403);
  if (!(await consumeSetupToken(form.token))) {
    return failure("This setup link is invalid, expired or already used. Restart the server for a new one.", 403);
  }
  try {
    await createOrPromoteAdmin({ email: setupAdminEmail(), name: name.value, password: form.password });
  } catch (error) {
    // The exception's text is for the log only (spec: "message, else" the fallback: no message of ours here).
    logger.error({ err: error }, "admin creation failed");
    return failure(FALLBACK, 500);
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
      description="Create the first administrator account for The Wellness Circle. This link works once."
    >
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        {actionData ? <FormMessage>{actionData.message}</FormMessage> : null}
        <div className="grid gap-2">
          <Label htmlFor="setup-name">Full Name</Label>
          <Input id="setup-name" name="fullName" autoComplete="name" required maxLength={NAME_MAX} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="setup-email">Admin Email</Label>
          <Input id="setup-email" type="email" value={loaderData.email} readOnly aria-readonly="true" className="bg-muted" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="setup-password">Password</Label>
          <PasswordInput
            id="setup-password"
            name="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            placeholder="Min. 6 characters"
          />
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={submitting}>
          {submitting ? "Creating..." : "Create Admin & Login"}
        </Button>
      </Form>
      <FlashToast toast={actionData?.toast ?? null} />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin Setup", "One-time setup of the first administrator account of The Wellness Circle.");
