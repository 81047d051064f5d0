import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { is } from "drizzle-orm";
import { PgTable as PgTableClass } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_DATA_EXEMPT,
  ACCOUNT_DATA_PARTS,
  deleteAccount,
  exportAccountData,
} from "#app/domain/accounts/account-data.server.ts";
import { submitErrorReport } from "#app/domain/error-reports/error-reports.server.ts";
import { db, schema } from "#platform/db.ts";
import { createTestUser } from "#tests/helpers/users.ts";

/**
 * "Delete my account" and "Download my data" cover every table that holds a member's address or words,
 * from one list (ACCOUNT_DATA_PARTS), which this test compares with the schema: a table with a user id or an
 * email column, or a column pointing at the user table, is covered by a part or exempted with a reason. A new
 * table cannot be forgotten.
 */
const USER_TABLE = getTableConfig(schema.user).name;

/** The schema's tables that can hold something of a member's, with the columns that make them so. */
function personalTables(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTableClass)) continue;
    const config = getTableConfig(value as PgTable);
    const pointing = new Set(
      config.foreignKeys
        .filter((key) => getTableConfig(key.reference().foreignTable).name === USER_TABLE)
        .flatMap((key) => key.reference().columns.map((column) => column.name)),
    );
    const columns = config.columns
      .map((column) => column.name)
      .filter(
        (name) =>
          name.endsWith("user_id") ||
          name === "actor_id" ||
          name === "email" ||
          name.endsWith("_by") ||
          pointing.has(name),
      );
    if (columns.length > 0 || config.name === USER_TABLE) found.set(config.name, columns);
  }
  return found;
}

describe("the list of a member's data", () => {
  it("covers or exempts, with a reason, every table with a user id or an email column", () => {
    const tables = personalTables();
    // The detection sees the tables it must (a sanity check of the test itself).
    for (const name of [
      "user",
      "session",
      "chat_messages",
      "contact_messages",
      "error_reports",
      "chat_message_reports",
      "moderation_audit_log",
    ]) {
      expect(tables.has(name), name).toBe(true);
    }
    const covered = new Set(ACCOUNT_DATA_PARTS.flatMap((part) => part.tables));
    const forgotten = [...tables.keys()].filter((name) => !covered.has(name) && !(name in ACCOUNT_DATA_EXEMPT));
    expect(forgotten).toEqual([]);
    for (const [name, reason] of Object.entries(ACCOUNT_DATA_EXEMPT)) {
      expect(tables.has(name), `${name} is exempted but holds no user id or email column`).toBe(true);
      expect(covered.has(name), `${name} is both covered and exempted`).toBe(false);
      expect(reason.length, name).toBeGreaterThan(20);
    }
    for (const name of covered) expect(tables.has(name), `${name} is listed but not in the schema`).toBe(true);
  });

  it("downloads and erases the error reports she sent with her address", async () => {
    const member = await createTestUser();
    const other = await createTestUser();
    const spelledOtherwise = member.email.toUpperCase();
    for (const [email, message] of [
      [spelledOtherwise, "The dosage in the table is wrong."],
      [other.email, "Someone else's report."],
    ] as const) {
      const outcome = await submitErrorReport(
        { page: "/articles", message, email },
        { ip: `198.51.100.${Math.floor(Math.random() * 200)}`, honeypot: "", perHour: 1000 },
      );
      expect(outcome.ok).toBe(true);
    }

    const download = await exportAccountData({ id: member.id, email: member.email }, "The Wellness Circle");
    expect(download.errorReports).toEqual([
      expect.objectContaining({ page: "/articles", message: "The dosage in the table is wrong." }),
    ]);

    const result = await deleteAccount(member.id, member.password);
    expect(result.ok).toBe(true);
    const left = await db.select({ email: schema.errorReports.email }).from(schema.errorReports);
    expect(left.map((row) => row.email?.toLowerCase())).not.toContain(member.email.toLowerCase());
    expect(left.map((row) => row.email)).toContain(other.email);
  });
});
