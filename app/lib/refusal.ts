/**
 * The one shape of a refusal: what every domain command or rule returns when it will not do what was
 * asked. `reason` is a closed set per area (the caller branches on it, never on the words), `message` is
 * the sentence the member reads (site copy, word for word), `field` names the form field it is about,
 * `retryAfterSeconds` says when trying again can succeed. Pure: no response, toast or form reply here;
 * app/lib/refusal-answers.ts turns a refusal into those. It lives in app/lib because the domain and the
 * routes both use it and app/lib imports no domain module.
 */
export type Refusal<Reason extends string = string> = {
  ok: false;
  reason: Reason;
  message: string;
  field?: string;
  /** A form check that refuses several fields at once: each field's message (`message` is the first). */
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
};

/** A refusal, with its optional field and retry time. */
export function refuse<Reason extends string>(
  reason: Reason,
  message: string,
  extra: { field?: string; fields?: Record<string, string>; retryAfterSeconds?: number } = {},
): Refusal<Reason> {
  return { ok: false, reason, message, ...extra };
}

/** Whole seconds to wait, at least 1, from milliseconds (a window's remaining time). */
export function retryAfterSecondsOf(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 1000));
}
