import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { asc, eq, sql } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { publishEvent } from "#platform/cluster-events.ts";

/**
 * Reviewers: person records (name, credentials, entered by an admin) linked to the account each signs off
 * with. A person signs off only with a credential on record and an account holding the Reviewer role
 * (reviewerFor in review-gate.server.ts); this module lists and links them.
 */
const { people, user } = schema;

export async function listReviewerLinks(db: Database = defaultDb) {
  return db
    .select({
      personId: people.id,
      name: people.name,
      slug: people.slug,
      credentials: people.credentials,
      email: user.email,
      role: user.role,
    })
    .from(people)
    .leftJoin(user, eq(user.id, people.userId))
    .orderBy(asc(people.name));
}

export type LinkResult =
  | { ok: true; message: string }
  | (Refusal<"no-person" | "no-account" | "linked-elsewhere"> & { field: "personId" | "email" });

/**
 * Links a person to the account with this email (or unlinks them with an empty email). One account per
 * person. Says what is still missing for the person to sign off.
 */
export async function linkReviewerAccount(
  input: { personId: string; email: string },
  db: Database = defaultDb,
): Promise<LinkResult> {
  const [person] = await db.select().from(people).where(eq(people.id, input.personId)).limit(1);
  if (!person) return { ...refuse("no-person", "That person no longer exists."), field: "personId" };
  if (!input.email) {
    await db.update(people).set({ userId: null, updatedAt: new Date() }).where(eq(people.id, person.id));
    return { ok: true, message: `${person.name} is no longer linked to an account.` };
  }
  const [account] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(sql`lower(${user.email}) = ${input.email.toLowerCase()}`)
    .limit(1);
  if (!account)
    return {
      ...refuse("no-account", "No account has this email. Ask the reviewer to register first."),
      field: "email",
    };
  const [other] = await db.select({ name: people.name }).from(people).where(eq(people.userId, account.id)).limit(1);
  if (other && other.name !== person.name)
    return { ...refuse("linked-elsewhere", `This account is already linked to ${other.name}.`), field: "email" };
  await db.update(people).set({ userId: account.id, updatedAt: new Date() }).where(eq(people.id, person.id));
  void publishEvent({ type: "reviewer.linked", personId: person.id });
  const missing = [
    person.credentials.trim() ? null : "a credential on the person record",
    account.role === "reviewer" ? null : "the Reviewer role on the account (User Management)",
  ].filter(Boolean);
  return {
    ok: true,
    message: missing.length
      ? `Linked. Before ${person.name} can sign off: ${missing.join(" and ")}.`
      : `Linked. ${person.name} can now sign off health articles.`,
  };
}
