import { asc, eq } from "drizzle-orm";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { db, schema } from "#platform/db.ts";
import { twoFactorCall } from "./auth-calls.server.ts";

/**
 * The member's own second factors, as the /profile/security page uses them. Every
 * change goes through better-auth's endpoints in-process (so the auth before-hook's field rules and
 * per-address limits apply to the form as to the HTTP API), with the member's session headers.
 */

export type PasskeyRow = { id: string; name: string | null; createdAt: Date | null };

export async function passkeysOf(userId: string): Promise<PasskeyRow[]> {
  return db
    .select({ id: schema.passkey.id, name: schema.passkey.name, createdAt: schema.passkey.createdAt })
    .from(schema.passkey)
    .where(eq(schema.passkey.userId, userId))
    .orderBy(asc(schema.passkey.createdAt));
}

/** Whether a TOTP secret was started but not yet confirmed with a first code. */
export async function totpPending(userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: schema.twoFactor.verified })
    .from(schema.twoFactor)
    .where(eq(schema.twoFactor.userId, userId));
  return row !== undefined && row.verified === false;
}

/** The base32 secret inside an otpauth:// URI, for typing into an authenticator app by hand. */
export function secretOf(totpURI: string): string | null {
  try {
    return new URL(totpURI).searchParams.get("secret");
  } catch {
    return null;
  }
}

export const startTotp = (request: Request, password: string) =>
  twoFactorCall<{ totpURI: string; backupCodes: string[] }>(request, (headers) =>
    auth.api.enableTwoFactor({ body: { password }, headers, asResponse: true }),
  );

export const confirmTotp = (request: Request, code: string) =>
  twoFactorCall<{ token: string }>(request, (headers) =>
    auth.api.verifyTOTP({ body: { code }, headers, asResponse: true }),
  );

export const turnOffTotp = (request: Request, password: string) =>
  twoFactorCall(request, (headers) => auth.api.disableTwoFactor({ body: { password }, headers, asResponse: true }));

export const newBackupCodes = (request: Request, password: string) =>
  twoFactorCall<{ backupCodes: string[] }>(request, (headers) =>
    auth.api.generateBackupCodes({ body: { password }, headers, asResponse: true }),
  );

export const removePasskey = (request: Request, id: string) =>
  twoFactorCall(request, (headers) => auth.api.deletePasskey({ body: { id }, headers, asResponse: true }));
