import { z } from "zod";
import { storableText } from "#app/lib/text.ts";

/** Form rules of the account screens, shared by the browser and the server (spec §5). */
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_HINT = "Must be at least 6 characters";
export const MISSING_CREDENTIALS_MESSAGE = "You must provide either an email or phone number and a password";

const trimmed = z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string());
const raw = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

export const loginSchema = z.object({ email: trimmed, password: raw, redirectTo: trimmed });

export const registerSchema = z.object({
  name: trimmed,
  email: trimmed,
  password: raw,
  // Checked against the presets by the domain (profile-rules.ts checkAvatar), so a bad value is refused, not swapped.
  avatarUrl: z.preprocess((value) => (typeof value === "string" && value !== "" ? value : undefined), z.string().optional()),
});

export const forgotPasswordSchema = z.object({ email: trimmed });

/** Spec §5 "New password": the match check comes first, then the length. */
export type PasswordProblem = { title: string; description: string; field: "confirmPassword" | "password" };

export function checkNewPassword(password: string, confirmPassword: string): PasswordProblem | null {
  if (password !== confirmPassword) {
    return { title: "Passwords do not match", description: "Please ensure both passwords are the same.", field: "confirmPassword" };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { title: "Password too short", description: "Password must be at least 6 characters long.", field: "password" };
  }
  return null;
}

export const updatePasswordSchema = z.object({ token: trimmed, password: raw, confirmPassword: raw });

export const profileSchema = z.object({
  fullName: trimmed,
  // Checked against the presets by the domain (profile-rules.ts checkAvatar), so a bad value is refused, not swapped.
  avatarUrl: z.preprocess((value) => (typeof value === "string" && value !== "" ? value : undefined), z.string().optional()),
});

export const setupAdminSchema = z.object({ token: trimmed, fullName: trimmed, password: raw });

export const roleChangeSchema = z.object({
  userId: trimmed.pipe(z.string().min(1)),
  role: z.enum(["user", "admin"]),
});

/** Reads a form into a plain object for the schemas above. */
export function formObject(formData: FormData): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") result[key] = storableText(value);
  return result;
}
