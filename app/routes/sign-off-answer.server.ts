import { data } from "react-router";
import { z } from "zod";
import type { Refusal } from "#app/lib/refusal.ts";
import { formatScheduleTime } from "#app/domain/articles/publication.ts";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";
import { readFormData } from "#app/lib/forms.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";

const signOffSchema = z.object({ version: z.coerce.number().int().min(1) });

/**
 * The sign-off post of every catalogue kind's sign-off page (products, interviews, roundups, comparison rows):
 * the revision she read is required; one she is no reviewer for is 403, an item gone 404, a revision moved on
 * 409 (each with its reason as a toast); a signed one goes back to the queue with `said(result)`.
 */
export async function answerSignOff<R extends { ok: true; liftedHold: boolean }>(
  request: Request,
  sign: (version: number) => Promise<R | Refusal>,
  said: (result: R) => string | Promise<string>,
) {
  const parsed = signOffSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return data({ toast: toast(E.signOffFailed, E.versionMissing, "destructive") }, { status: 400 });
  const result = await sign(parsed.data.version);
  if (!result.ok) {
    const status = result.reason === "not-reviewer" ? 403 : result.reason === "gone" ? 404 : 409;
    return data({ toast: toast(E.signOffFailed, result.message, "destructive") }, { status });
  }
  return redirectWithToast("/awaiting-review", { title: E.signedOff, description: await said(result) });
}

/** The latest sign-off as the sign-off pages show it, and whether it covers the health content as it stands. */
export function latestSignoffShown(
  signoff: { reviewerName: string; version: number; signedAt: Date } | null,
  contentVersion: number,
) {
  return signoff
    ? {
        name: signoff.reviewerName,
        version: signoff.version,
        at: formatScheduleTime(signoff.signedAt),
        covers: signoff.version >= contentVersion,
      }
    : null;
}
