import { z } from "zod";
import {
  MIN_PASSWORD_LENGTH,
  ENTER_EMAIL_MESSAGE,
  EMAIL_FORMAT_MESSAGE,
  ENTER_PASSWORD_MESSAGE,
  CHOOSE_PASSWORD_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  checkNewPassword,
  DELETE_ACCOUNT_PASSWORD_MESSAGE,
  TWO_FACTOR_CODE_MESSAGE,
} from "./form-copy.ts";
import { checkAvatar, checkName } from "./profile-rules.ts";

/** The account screens' schemas; their words and rules without zod are in form-copy.ts (issue 62). */
export * from "./form-copy.ts";

/**
 * The schemas below are read by Conform (`parseSubmission` in app/lib/forms.ts):
 * an empty field arrives as missing, so every required field names its message
 * for both cases. Their keys are in the order of the fields on the page (the
 * first invalid one takes focus).
 */
const required = (message: string) => z.string({ error: message }).trim().min(1, message);
/** An email address: present, then shaped like one (the same rule the browser's type=email checks). */
const emailField = z
  .string({ error: ENTER_EMAIL_MESSAGE })
  .trim()
  .min(1, ENTER_EMAIL_MESSAGE)
  .max(254, EMAIL_FORMAT_MESSAGE)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_FORMAT_MESSAGE);

/** A member's name: the one rule of profile-rules.ts (trimmed, length, no control characters). */
const nameRule =
  (label?: string) =>
  (value: string | undefined, ctx: z.RefinementCtx<string | undefined>): string => {
    const result = checkName(value, label);
    if (result.ok) return result.value;
    ctx.issues.push({ code: "custom", message: result.message, input: value });
    return z.NEVER;
  };

const nameField = (label?: string) => z.string().optional().transform(nameRule(label));

/** A preset avatar url, or none (null); anything else is refused, not swapped. */
const avatarField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const result = checkAvatar(value);
    if (result.ok) return result.value;
    ctx.issues.push({ code: "custom", message: result.message, input: value });
    return z.NEVER;
  });

export const loginSchema = z.object({
  email: required(ENTER_EMAIL_MESSAGE),
  password: z.string({ error: ENTER_PASSWORD_MESSAGE }).min(1, ENTER_PASSWORD_MESSAGE),
  redirectTo: z.string().trim().optional(),
});

export const registerSchema = z.object({
  avatarUrl: avatarField,
  name: nameField(),
  email: emailField,
  password: z
    .string({ error: CHOOSE_PASSWORD_MESSAGE })
    .min(1, CHOOSE_PASSWORD_MESSAGE)
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
});

export const forgotPasswordSchema = z.object({ email: required("Please enter your email address.") });

/** The match check first, then the length; the message goes under the field it is about. */
export const updatePasswordSchema = z
  .object({ token: z.string().default(""), password: z.string().default(""), confirmPassword: z.string().default("") })
  .superRefine((value, ctx) => {
    const problem = checkNewPassword(value.password, value.confirmPassword);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });

export const profileSchema = z.object({ avatarUrl: avatarField, fullName: nameField("Full name") });

const SETUP_REQUIRED_MESSAGE = "Full Name and Password are required.";

export const setupAdminSchema = z.object({
  token: z.string().default(""),
  fullName: required(SETUP_REQUIRED_MESSAGE).transform(nameRule("Full name")),
  password: z
    .string({ error: SETUP_REQUIRED_MESSAGE })
    .min(1, SETUP_REQUIRED_MESSAGE)
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
});

export const roleChangeSchema = z.object({
  userId: z.string().trim().min(1),
  role: z.enum(["user", "reviewer", "admin"]),
});

/** 'Delete my account' on the profile: confirmed by her password. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: DELETE_ACCOUNT_PASSWORD_MESSAGE }).min(1, DELETE_ACCOUNT_PASSWORD_MESSAGE),
});

export const twoFactorSignInSchema = z.object({
  method: z.string().optional(),
  code: z
    .string({ error: TWO_FACTOR_CODE_MESSAGE })
    .trim()
    .min(1, TWO_FACTOR_CODE_MESSAGE)
    .max(32, TWO_FACTOR_CODE_MESSAGE),
  redirectTo: z.string().trim().optional(),
});

/**
 * The commands of /profile/security: `intent` picks one, and each reads what it needs (its
 * password, a code, a passkey id; totpURI and backupCodes are the setup shown again after a wrong code).
 */
export const securityCommandSchema = z.object({
  intent: z.string().optional(),
  password: z.string().optional(),
  code: z.string().optional(),
  totpURI: z.string().optional(),
  backupCodes: z.string().optional(),
  id: z.string().optional(),
});

/** /profile/security's password forms (set up, new recovery codes, turn off): her password, checked again. */
export const securityPasswordSchema = z.object({
  intent: z.string(),
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password."),
});

/** /profile/security's confirmation of a new authenticator app: the 6-digit code it shows. */
export const totpConfirmSchema = z.object({
  intent: z.literal("totp-confirm"),
  totpURI: z.string().optional(),
  backupCodes: z.string().optional(),
  code: z
    .string({ error: "Enter the 6-digit code your authenticator app shows now." })
    .trim()
    .regex(/^\d{3} ?\d{3}$/, "Enter the 6-digit code your authenticator app shows now."),
});

/** The admin screen's 'Two-factor for admins' switch: "on"/"true" requires it, anything else not. */
export const secondFactorSettingSchema = z.object({
  intent: z.literal("second-factor-setting"),
  required: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
});
