/**
 * Second factors in the auth hooks: a TOTP code counts once, a session opened with a factor is told apart,
 * and a factor an admin adds counts only once she confirms it from her mailbox.
 */
import { APIError, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { config } from "#platform/config.ts";
import { queueMail } from "#platform/mail-queue.ts";
import type { AuthCtx } from "./auth-request-rules.server.ts";
import { secondFactorConfirmationMail } from "./emails.ts";
import {
  createConfirmationToken,
  markFactorConfirmed,
  unconfirmedFactorsOf,
} from "./second-factor-confirmation.server.ts";
import { claimTotpStep, encryptedTotpSecretOf, stepOfCode, TOTP_REUSED_MESSAGE } from "./totp-steps.server.ts";
import { isAdmin } from "./users.server.ts";
import { siteName } from "#app/lib/site.ts";

/** Where the link of a new admin factor's confirmation mail lands. */
export const FACTOR_CONFIRM_PATH = "/profile/security/confirm";

/** Whose TOTP code this is: the signed-in member's (setting it up), or the one half-way through signing in. */
async function totpUserOf(ctx: AuthCtx): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

/** A TOTP code counts once (totp-steps.server.ts); a wrong code goes on to the plugin, which counts it. */
export async function claimTotpCode(ctx: AuthCtx, body: Record<string, unknown>) {
  const code = typeof body.code === "string" ? body.code.trim() : "";
  if (!/^\d{6}$/.test(code)) return;
  const userId = await totpUserOf(ctx);
  const encrypted = userId ? await encryptedTotpSecretOf(userId) : null;
  if (!userId || !encrypted) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: encrypted });
  const step = stepOfCode(secret, code);
  if (step === null) return;
  if (!(await claimTotpStep(userId, step))) throw new APIError("UNAUTHORIZED", { message: TOTP_REUSED_MESSAGE });
}

/** The endpoints that finish adding a second factor while signed in. */
export const FACTOR_ENROLMENT = new Set(["/two-factor/verify-totp", "/passkey/verify-registration"]);

export function signInFactorOf(ctx: AuthCtx): { kind: "totp" } | { kind: "passkey"; credentialId: string } {
  if (ctx.path !== "/passkey/verify-authentication") return { kind: "totp" };
  const response = (ctx.body as { response?: { id?: unknown } } | undefined)?.response;
  return { kind: "passkey", credentialId: typeof response?.id === "string" ? response.id : "" };
}

/**
 * A factor just added counts at once for a member; an admin's counts once she confirms it from her mailbox
 * (second-factor-confirmation.server.ts), so her password alone cannot add one that opens the admin area.
 */
export async function settleNewFactors(user: { id: string; email: string; name: string }) {
  const admin = await isAdmin(user.id);
  for (const factor of await unconfirmedFactorsOf(user.id)) {
    if (!admin) {
      await markFactorConfirmed(factor);
      continue;
    }
    const token = await createConfirmationToken(user.id, factor);
    const link = `${config.SITE_URL}${FACTOR_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    const mail = await secondFactorConfirmationMail({
      name: user.name,
      link,
      factor: factor.name,
      siteName: siteName(),
      siteUrl: config.SITE_URL,
    });
    await queueMail({ to: user.email, ...mail, link });
  }
}

/** The endpoints that open a session with a second factor. */
export const SECOND_FACTOR_SIGN_IN = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/passkey/verify-authentication",
]);
