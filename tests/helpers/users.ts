import { eq } from "drizzle-orm";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { db, schema } from "#platform/db.ts";

export type TestUser = {
  id: string;
  email: string;
  password: string;
  name: string;
  role: "user" | "reviewer" | "admin";
  cookie: string;
};

let counter = 0;

/**
 * Creates a verified user (optionally an admin) through better-auth and signs
 * them in. `cookie` is the Cookie header value for requests as that user.
 */
export async function createTestUser(
  options: { role?: "user" | "reviewer" | "admin"; name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `user${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = options.password ?? "correct-horse-battery";
  const name = options.name ?? `Test User ${counter}`;
  const role = options.role ?? "user";
  const { user } = await auth.api.signUpEmail({ body: { email, password, name } });
  await db.update(schema.user).set({ emailVerified: true, role }).where(eq(schema.user.id, user.id));
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { id: user.id, email, password, name, role, cookie };
}
