import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import { config } from "#platform/config.ts";
import { authSecret } from "#platform/auth-secret.ts";
import { once } from "#platform/stand-in.ts";
import type { Toast, ToastVariant } from "./toast.ts";

/**
 * Flash toasts that survive a redirect (e.g. 'Article Created! 🎉' then /admin).
 * Stored in a short-lived signed cookie; the root loader reads and clears it.
 */
export const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
}) satisfies z.ZodType<Toast, ToastInputShape>;
type ToastInputShape = { id?: string; title: string; description?: string; variant?: ToastVariant };
export type ToastInput = z.input<typeof toastSchema>;
export type { Toast };

/**
 * A toast carried in an action's data (the page shows it with <FlashToast>); a redirect carries
 * its toast in the flash cookie instead (redirectWithToast). The one way the server makes a toast.
 */
export function toast(title: string, description?: string, variant: ToastVariant = "default"): Toast {
  return toastSchema.parse({ title, description, variant });
}

// Made at the first toast: it reads the settings and the secret.
const storage = once(() =>
  createCookieSessionStorage({
    cookie: {
      name: "wc_toast",
      sameSite: "lax",
      path: "/",
      httpOnly: true,
      secure: config.secureCookies,
      secrets: [authSecret()],
    },
  }),
);

const KEY = "toast";

export async function createToastHeaders(toast: ToastInput): Promise<Headers> {
  const session = await storage().getSession();
  session.flash(KEY, toastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await storage().commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const [name, value] of await createToastHeaders(toast)) headers.append(name, value);
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast (if any) and the header that clears it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await storage().getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(KEY));
  const toast = parsed.success ? parsed.data : null;
  return {
    toast,
    headers: toast ? new Headers({ "Set-Cookie": await storage().destroySession(session) }) : null,
  };
}
