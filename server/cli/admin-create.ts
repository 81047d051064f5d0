/**
 * Creates an admin account (or makes an existing account an admin), for
 * operators: `npm run admin:create -- --email you@example.com --name "Your Name"`.
 * The password comes from ADMIN_PASSWORD or is asked for on the terminal.
 * With the embedded database, stop the server first (PGlite allows one process).
 */
// Files this process creates are private to its user (platform/private-files.ts), before any is written.
import { makeFilesPrivate } from "#platform/private-files.ts";
import "./hold-data-dir.ts";
import { parseArgs } from "node:util";
import readline from "node:readline";
import { z } from "zod";
import { createOrPromoteAdmin } from "#app/domain/accounts/setup-admin.server.ts";
import { BREACHED_PASSWORD_MESSAGE, isBreachedPassword } from "#app/domain/accounts/breached-passwords.server.ts";
import { MIN_PASSWORD_LENGTH } from "#app/domain/accounts/schemas.ts";
import { openProcessDatabase } from "#platform/db.ts";

makeFilesPrivate();

function usage(message: string): never {
  process.stderr.write(`${message}\nUsage: npm run admin:create -- --email <email> --name <full name>\n`);
  process.exit(2);
}

async function promptPassword(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = readline.createInterface({ input: process.stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return "";
  }
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void; output: NodeJS.WriteStream };
    let muted = false;
    output._writeToOutput = (text: string) => {
      if (!muted || text.includes("\n")) output.output.write(muted ? "\n" : text);
    };
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    });
    muted = true;
  });
}

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" } },
  allowPositionals: false,
});
const email = z.email().safeParse(values.email?.trim());
if (!email.success) usage("--email must be an email address.");
const name = values.name?.trim();
if (!name) usage("--name is required.");
const password = process.env.ADMIN_PASSWORD ?? (await promptPassword("Password (min. 6 characters): "));
if (password.length < MIN_PASSWORD_LENGTH)
  usage(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
if (await isBreachedPassword(password)) usage(BREACHED_PASSWORD_MESSAGE);

const database = openProcessDatabase();
try {
  await database.migrate();
  const result = await createOrPromoteAdmin({ email: email.data, name, password });
  process.stdout.write(
    `${result.created ? "Created admin" : "Made existing account an admin:"} ${email.data.toLowerCase()} (${result.userId})\n`,
  );
} finally {
  await database.close();
}
