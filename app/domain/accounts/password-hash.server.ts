import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { config } from "#platform/config.ts";

/**
 * How passwords are hashed: scrypt, at better-auth's own cost (N 16384, r 16, p 1, a 64-byte key, stored as
 * `salt:key` in hex) for every server, script and deployment.
 *
 * The test runner (NODE_ENV=test, which only Vitest sets) hashes at a sixteenth of that cost (N 1024): each
 * hash is ~140 ms of CPU on the test machine at full cost, and the integration tier makes about four hundred
 * (a user's sign-in, a password change, every account a test creates). Its hashes say so (`test$salt:key`)
 * and verify only under the test runner: a database a test wrote never opens an account anywhere else. The
 * same precedent as Rails' `has_secure_password` (bcrypt's minimum cost in tests) and Django's test hasher.
 */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
};

const TEST_PREFIX = "test$";
const TEST_COST = { N: 1024, r: 16, p: 1, keyLength: 64 };

function testKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      TEST_COST.keyLength,
      { N: TEST_COST.N, r: TEST_COST.r, p: TEST_COST.p },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** better-auth's hasher: what every process outside the test runner uses. */
const fullCost: PasswordHasher = {
  hash: (password) => hashPassword(password),
  // A test hash (or anything else that is not `salt:key`) never matches here.
  verify: async ({ hash, password }) => !hash.startsWith(TEST_PREFIX) && (await verifyPassword({ hash, password })),
};

/** The test runner's: writes `test$` hashes at the low cost and still reads full-cost ones. */
const testCost: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${TEST_PREFIX}${salt}:${(await testKey(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(TEST_PREFIX)) return fullCost.verify({ hash, password });
    const [salt, key] = hash.slice(TEST_PREFIX.length).split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const actual = await testKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/** The hasher for a process: the low cost only under the test runner. */
export function passwordHasherFor(nodeEnv: string | undefined): PasswordHasher {
  return nodeEnv === "test" ? testCost : fullCost;
}

/** This process's hasher (better-auth's configuration and every password check of ours use it). */
export function passwordHasher(): PasswordHasher {
  return passwordHasherFor(config.NODE_ENV);
}
