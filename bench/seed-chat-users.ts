/**
 * Run by bench/chat.ts before the server starts, against the bench's DATA_DIR:
 * migrates the database and creates COUNT verified, signed-in users, printing
 * their session cookies as JSON.
 */
import { inArray } from "drizzle-orm";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { database, db, schema } from "#platform/db.ts";

const count = Number(process.env.COUNT ?? 10);
await database.migrate();
const ids: string[] = [];
const cookies: string[] = [];
for (let index = 0; index < count; index += 1) {
  const email = `bench-${index}@example.com`;
  const password = "bench-password-123";
  const { user } = await auth.api.signUpEmail({ body: { email, password, name: `Bench Sender ${index + 1}` } });
  ids.push(user.id);
  await db.update(schema.user).set({ emailVerified: true }).where(inArray(schema.user.id, [user.id]));
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  cookies.push(
    response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; "),
  );
}
await database.close();
process.stdout.write(JSON.stringify(cookies));
