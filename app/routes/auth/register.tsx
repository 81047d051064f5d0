import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import { AuthCard, FormMessage } from "#app/components/accounts/auth-card.tsx";
import { AvatarPicker } from "#app/components/accounts/avatar-picker.tsx";
import { PasswordInput } from "#app/components/accounts/password-input.tsx";
import { FlashToast } from "#app/components/flash-toast.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { signUp } from "#app/domain/accounts/auth-calls.server.ts";
import { DEFAULT_AVATAR_URL } from "#app/domain/accounts/avatars.ts";
import { NAME_MAX } from "#app/domain/accounts/profile-rules.ts";
import {
  formObject,
  MIN_PASSWORD_LENGTH,
  MISSING_CREDENTIALS_MESSAGE,
  PASSWORD_HINT,
  registerSchema,
} from "#app/domain/accounts/schemas.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

/** Spec §2.15 /register. A role sent along is never read: every new account is a 'user'. */
function failure(message: string, values: { name: string; email: string; avatarUrl: string }, status = 400) {
  return data(
    {
      message,
      values,
      toast: { id: crypto.randomUUID(), title: "Sign up Failed", description: message, variant: "destructive" as const },
    },
    { status },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = registerSchema.parse(formObject(await request.formData()));
  const avatarUrl = form.avatarUrl ?? DEFAULT_AVATAR_URL;
  const values = { name: form.name, email: form.email, avatarUrl };
  if (!form.email || !form.password) return failure(MISSING_CREDENTIALS_MESSAGE, values);
  const result = await signUp(request, { email: form.email, password: form.password, name: form.name, avatarUrl });
  if (!result.ok) return failure(result.message ?? "Something went wrong", values, result.status === 429 ? 429 : 400);
  return redirectWithToast(`/email-confirmation?email=${encodeURIComponent(form.email)}`, {
    title: "Confirmation email sent!",
    description: "Please check your inbox to verify your account.",
  });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/register");
  const values = actionData?.values;
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
      <Form method="post" className="grid gap-5">
        {actionData ? <FormMessage>{actionData.message}</FormMessage> : null}
        <AvatarPicker defaultValue={values?.avatarUrl ?? DEFAULT_AVATAR_URL} />
        <div className="grid gap-2">
          <Label htmlFor="register-name">Name</Label>
          <Input id="register-name" name="name" autoComplete="name" maxLength={NAME_MAX} defaultValue={values?.name} placeholder="Your name" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="register-email">Email</Label>
          <Input
            id="register-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values?.email}
            placeholder="you@example.com"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="register-password">Password</Label>
          <PasswordInput
            id="register-password"
            name="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            placeholder={PASSWORD_HINT}
          />
        </div>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={submitting}>
          {submitting ? "Creating account..." : "Sign Up"}
        </Button>
      </Form>
      <FlashToast toast={actionData?.toast ?? null} />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Create an Account", "Join The Wellness Circle: pick an avatar, create your account and join our community of women.");
