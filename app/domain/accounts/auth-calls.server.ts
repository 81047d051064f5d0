import { safeLocalPath } from "#app/lib/local-path.ts";
import { eq } from "drizzle-orm";
import { APIError } from "better-auth/api";
import { auth, RESET_CALLBACK_PATH, VERIFY_CALLBACK_PATH } from "#app/domain/accounts/auth.server.ts";
import { config } from "#platform/config.ts";
import { db, schema } from "#platform/db.ts";
import { SESSION_COOKIE_NAMES, type Role } from "./session.server.ts";

/**
 * Route actions call better-auth in-process (`auth.api.*` with `asResponse`)
 * and forward its Set-Cookie headers, so the auth forms work without
 * JavaScript. These helpers turn its answers into { ok, message, headers }.
 */
export type AuthResult<T = unknown> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; message: string | null; headers: Headers };

/** The headers an in-process auth call needs: cookies, user agent and the client address. */
function forwardHeaders(request: Request): Headers {
  return new Headers(request.headers);
}

/** Only the Set-Cookie headers of an auth response. */
export function cookieHeaders(response: Response | Headers): Headers {
  const source = response instanceof Response ? response.headers : response;
  const headers = new Headers();
  for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Runs an in-process auth call; errors thrown before the endpoint (hooks) become results too. */
async function call<T>(run: () => Promise<Response>): Promise<AuthResult<T>> {
  try {
    return await toResult<T>(await run());
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const body = error.body as { message?: unknown } | undefined;
    const headers = new Headers();
    return {
      ok: false,
      status: error.statusCode,
      message: typeof body?.message === "string" && body.message ? body.message : error.message || null,
      headers,
    };
  }
}

function isAPIError(error: unknown): error is Pick<APIError, "statusCode" | "body" | "message"> {
  return (
    error instanceof APIError ||
    (error instanceof Error &&
      error.name === "APIError" &&
      typeof (error as { statusCode?: unknown }).statusCode === "number")
  );
}

async function toResult<T>(response: Response): Promise<AuthResult<T>> {
  const headers = cookieHeaders(response);
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: body as T, headers };
  const message =
    body && typeof body === "object" && "message" in body && typeof body.message === "string" && body.message
      ? body.message
      : null;
  return { ok: false, status: response.status, message, headers };
}

type SignInData = { user: { id: string; email: string } } | { twoFactorRedirect: true; twoFactorMethods?: string[] };

/** The second step of signing in to an account with a second factor. */
export const TWO_FACTOR_PATH = "/login/two-factor";

/** A sign-in whose password was right but which waits for the second factor (twoFactor plugin). */
export function isTwoFactorChallenge(
  data: SignInData,
): data is { twoFactorRedirect: true; twoFactorMethods?: string[] } {
  return "twoFactorRedirect" in data && data.twoFactorRedirect === true;
}

type VerifiedData = { token: string; user: { id: string; email: string } };

/** Second step of a sign-in: a code from the authenticator app, or one of the recovery codes. */
export async function verifySecondFactor(request: Request, input: { method: "totp" | "backup"; code: string }) {
  return call<VerifiedData>(() =>
    input.method === "totp"
      ? auth.api.verifyTOTP({ body: { code: input.code }, headers: forwardHeaders(request), asResponse: true })
      : auth.api.verifyBackupCode({ body: { code: input.code }, headers: forwardHeaders(request), asResponse: true }),
  );
}

/** Calls one of the second-factor endpoints (set up, confirm, turn off, new recovery codes) as the signed-in member. */
export async function twoFactorCall<T>(request: Request, run: (headers: Headers) => Promise<Response>) {
  return call<T>(() => run(forwardHeaders(request)));
}

export async function signIn(request: Request, input: { email: string; password: string }) {
  return call<SignInData>(() =>
    auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: forwardHeaders(request),
      asResponse: true,
    }),
  );
}

export async function signUp(
  request: Request,
  input: { email: string; password: string; name: string; avatarUrl: string },
) {
  return call(() =>
    auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: input.name,
        image: input.avatarUrl,
        callbackURL: VERIFY_CALLBACK_PATH,
      },
      headers: forwardHeaders(request),
      asResponse: true,
    }),
  );
}

/** A new confirmation link for an address waiting to be confirmed (the same mail as at sign-up). */
export async function sendVerificationLink(request: Request, email: string) {
  return call(() =>
    auth.api.sendVerificationEmail({
      body: { email, callbackURL: VERIFY_CALLBACK_PATH },
      headers: forwardHeaders(request),
      asResponse: true,
    }),
  );
}

export async function signOut(request: Request) {
  return call(() => auth.api.signOut({ headers: forwardHeaders(request), asResponse: true }));
}

export async function requestPasswordReset(request: Request, email: string) {
  return call(() =>
    auth.api.requestPasswordReset({
      body: { email, redirectTo: RESET_CALLBACK_PATH },
      headers: forwardHeaders(request),
      asResponse: true,
    }),
  );
}

export async function resetPassword(request: Request, input: { token: string; newPassword: string }) {
  return call(() =>
    auth.api.resetPassword({
      body: { token: input.token, newPassword: input.newPassword },
      headers: forwardHeaders(request),
      asResponse: true,
    }),
  );
}

export async function roleOf(userId: string): Promise<Role> {
  const [row] = await db.select({ role: schema.user.role }).from(schema.user).where(eq(schema.user.id, userId));
  return row?.role === "admin" || row?.role === "reviewer" ? row.role : "user";
}

/** Headers that expire every session cookie, whatever state the cookie is in. */
export function clearSessionCookieHeaders(secure = config.secureCookies): Headers {
  const headers = new Headers();
  for (const name of SESSION_COOKIE_NAMES) {
    const needsSecure = secure || name.startsWith("__Secure-");
    headers.append(
      "Set-Cookie",
      `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${needsSecure ? "; Secure" : ""}`,
    );
  }
  return headers;
}

/** Appends every header of `extra` to `target` (Set-Cookie values accumulate). */
export function mergeHeaders(target: Headers, ...extra: (Headers | null | undefined)[]): Headers {
  for (const headers of extra) {
    if (!headers) continue;
    for (const cookie of headers.getSetCookie()) target.append("Set-Cookie", cookie);
    headers.forEach((value, key) => {
      if (key.toLowerCase() !== "set-cookie") target.set(key, value);
    });
  }
  return target;
}

/** A same-site path to return to after login; anything else falls back. */
export function safeRedirectPath(value: unknown, fallback: string): string {
  const path = safeLocalPath(value, fallback);
  if (path === fallback) return fallback;
  const pathname = path.split(/[?#]/)[0]!;
  if (pathname === "/login" || pathname.startsWith("/api/")) return fallback;
  return path;
}
