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
 * Password hashes by password, one per process. The hash (scrypt) is the dearest step of making a user, and
 * most tests give every user the same password: hashing it once is what cuts a test file's many users to one
 * sign-in each. Sign-up itself is tested through its endpoint, not through this helper.
 */
const hashes = new Map<string, Promise<string>>();
async function passwordHash(password: string): Promise<string> {
  const context = await auth.$context;
  let hash = hashes.get(password);
  if (!hash) {
    hash = context.password.hash(password);
    hashes.set(password, hash);
  }
  return hash;
}

/**
 * Creates a verified user (optionally an admin) with a password, as sign-up and the mailed link would leave
 * her (better-auth's own user and credential rows, its database hooks included), and signs her in through
 * better-auth. `cookie` is the Cookie header value for requests as that user; with `signedIn: false` (a
 * member the test only acts upon: a message's author, a reporter) there is no session and it is empty.
 */
export async function createTestUser(
  options: {
    role?: "user" | "reviewer" | "admin";
    name?: string;
    email?: string;
    password?: string;
    signedIn?: boolean;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `user${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = options.password ?? "correct-horse-battery";
  const name = options.name ?? `Test User ${counter}`;
  const role = options.role ?? "user";
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    { email: email.toLowerCase(), name, emailVerified: true },
    { method: "email-password" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await passwordHash(password),
  });
  await db.update(schema.user).set({ role }).where(eq(schema.user.id, user.id));
  if (options.signedIn === false) return { id: user.id, email, password, name, role, cookie: "" };
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  if (!response.ok)
    throw new Error(`test user ${email} could not sign in: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { id: user.id, email, password, name, role, cookie };
}
