/**
 * Run by the e2e global setup, before the server starts, against the run's
 * DATA_DIR: migrates the database and creates a verified admin and a verified
 * user through better-auth, printing their credentials as JSON.
 */
import { eq } from "drizzle-orm";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { database, db, schema } from "#platform/db.ts";

const accounts: { key: string; email: string; name: string; role: "admin" | "user" }[] = [
  { key: "admin", email: "e2e-admin@example.com", name: "Avery Admin", role: "admin" },
  { key: "user", email: "e2e-user@example.com", name: "Uma User", role: "user" },
];
// More members for tests that need several people (e.g. three reporters): SEED_EXTRA_MEMBERS=n adds member1..n.
// SEED_MEMBERS_WITH_STANDING=k gives member1..k a reporter's standing (app/domain/chat/standing.ts): accounts
// 10 days old with three visible messages of their own (in no room), so their reports weigh as members' do.
const withStanding = Number(process.env.SEED_MEMBERS_WITH_STANDING ?? 0);
const extra = Number(process.env.SEED_EXTRA_MEMBERS ?? 0);
for (let n = 1; n <= extra; n += 1)
  accounts.push({ key: `member${n}`, email: `e2e-member${n}@example.com`, name: `Member ${n}`, role: "user" });
const password = "e2e-password-123";

await database.migrate();
const result: Record<string, { email: string; password: string; name: string }> = {};
for (const account of accounts) {
  const { user } = await auth.api.signUpEmail({ body: { email: account.email, password, name: account.name } });
  await db.update(schema.user).set({ emailVerified: true, role: account.role }).where(eq(schema.user.id, user.id));
  if (account.key.startsWith("member") && Number(account.key.slice(6)) <= withStanding) {
    const past = new Date(Date.now() - 10 * 86_400_000);
    await db.update(schema.user).set({ createdAt: past }).where(eq(schema.user.id, user.id));
    await db.insert(schema.chatMessages).values(
      [1, 2, 3].map((n) => ({
        userId: user.id,
        topic: "seed-history",
        content: `earlier message ${n}`,
        createdAt: past,
      })),
    );
  }
  result[account.key] = { email: account.email, password, name: account.name };
}
await database.close();
process.stdout.write(JSON.stringify(result));
