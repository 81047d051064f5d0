import { eq } from "drizzle-orm";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { changed } from "./editing.server.ts";
import { INTERVIEW_MESSAGES as M } from "./messages.ts";

/** An interview's own fields as an editor's form sends them (the conversation itself is not edited here). */
export type InterviewInput = {
  slug: string;
  name: string;
  title: string;
  topic: string;
  summary: string;
  quote: string;
  imageSrc: string;
  imageDescription: string;
  /** "real": a real person, with credentials and her consent on record; "illustrative": an example. */
  kind: string;
  credentials: string;
  /** Whether the editor says her written consent is recorded. */
  consent: boolean;
  status: string;
};

const STATES = ["draft", "published", "retired"] as const;
const IMAGE = /^\/(uploads|images)\/[\w./-]+$/;

/**
 * Saves an interview's person, photo, kind and state. A real person's interview needs her credentials and her
 * consent on record (the time it was first recorded is kept; the database's check holds the same rule), so no
 * editor can publish, or even keep, a real person's interview without it; otherwise it is illustrative and its
 * page says so.
 */
export async function saveInterview(
  input: InterviewInput,
  database: Database = defaultDb,
  now: Date = new Date(),
): Promise<{ ok: true } | Refusal<"invalid" | "missing">> {
  const text = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "");
  const values = {
    name: text(input.name),
    title: text(input.title),
    topic: text(input.topic),
    summary: text(input.summary),
    quote: text(input.quote),
    imageSrc: text(input.imageSrc),
    imageDescription: text(input.imageDescription),
    credentials: text(input.credentials),
  };
  const fields: Record<string, string> = {};
  const within = (value: string, max: number) => value.length > 0 && value.length <= max;
  if (!within(values.name, 120)) fields.name = M.name;
  if (!within(values.title, 160)) fields.title = M.title;
  if (!within(values.topic, 200)) fields.topic = M.topic;
  if (!within(values.summary, 600)) fields.summary = M.summary;
  if (!within(values.quote, 400)) fields.quote = M.quote;
  if (!IMAGE.test(values.imageSrc)) fields.imageSrc = M.image;
  if (!within(values.imageDescription, 200)) fields.imageDescription = M.imageAlt;
  if (input.kind !== "real" && input.kind !== "illustrative") fields.kind = M.kind;
  const real = input.kind === "real";
  if (real && !within(values.credentials, 160)) fields.credentials = M.credentials;
  if (real && input.consent !== true) fields.consent = M.consent;
  if (!(STATES as readonly string[]).includes(input.status)) fields.status = M.status;
  const first = Object.keys(fields)[0];
  if (first) return refuse("invalid", fields[first]!, { field: first, fields });
  const [existing] = await database
    .select({ consentRecordedAt: schema.interviews.consentRecordedAt })
    .from(schema.interviews)
    .where(eq(schema.interviews.slug, input.slug));
  if (!existing) return refuse("missing", M.missing);
  const updated = await database
    .update(schema.interviews)
    .set({
      ...values,
      credentials: values.credentials || null,
      illustrative: !real,
      // The time her consent was first recorded is kept; withdrawn (unticked on an illustrative one), it is cleared.
      consentRecordedAt: real ? (existing.consentRecordedAt ?? now) : input.consent ? existing.consentRecordedAt : null,
      status: input.status as (typeof STATES)[number],
      updatedAt: now,
    })
    .where(eq(schema.interviews.slug, input.slug))
    .returning({ slug: schema.interviews.slug });
  if (updated.length === 0) return refuse("missing", M.missing);
  changed(input.slug, "interview");
  return { ok: true };
}
