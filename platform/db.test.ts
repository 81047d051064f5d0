import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database, db } from "./db.ts";

describe("database", () => {
  it("is migrated and answers queries", async () => {
    await database.ping();
    const result = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(["articles", "chat_messages", "user", "session", "products"]));
  });
});
