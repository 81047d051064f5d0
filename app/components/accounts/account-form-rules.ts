import type { FormRules, Validate } from "#app/components/forms/form-rules.ts";
import type { forgotPasswordSchema, loginSchema, registerSchema } from "#app/domain/accounts/schemas.ts";

/**
 * The sign-in, sign-up and password-reset forms' rules without their schemas: the first script of these
 * pages carries no zod. The constraints are the schemas' (a test keeps them equal:
 * account-form-rules.test.ts); the schemas and zod load when the form is first focused or submitted.
 */
const loadCheck = (form: "login" | "register" | "forgotPassword") => (): Promise<Validate> =>
  import("./account-form-checks.ts").then((module) => module.accountFormChecks[form]);

export const loginRules: FormRules<typeof loginSchema> = {
  constraint: { email: { required: true }, password: { required: true }, redirectTo: { required: false } },
  load: loadCheck("login"),
};

export const registerRules: FormRules<typeof registerSchema> = {
  constraint: {
    avatarUrl: { required: false },
    name: { required: false },
    email: { required: true },
    password: { required: true },
  },
  load: loadCheck("register"),
};

export const forgotPasswordRules: FormRules<typeof forgotPasswordSchema> = {
  constraint: { email: { required: true } },
  load: loadCheck("forgotPassword"),
};
