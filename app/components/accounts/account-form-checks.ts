import { schemaRules } from "#app/components/forms/schema-rules.ts";
import type { Validate } from "#app/components/forms/form-rules.ts";
import { forgotPasswordSchema, loginSchema, registerSchema } from "#app/domain/accounts/schemas.ts";

/** The checks account-form-rules.ts loads when a form is first used (this module brings zod). */
export const accountFormChecks: Record<"login" | "register" | "forgotPassword", Validate> = {
  login: schemaRules(loginSchema).loaded!,
  register: schemaRules(registerSchema).loaded!,
  forgotPassword: schemaRules(forgotPasswordSchema).loaded!,
};
