import { describe, expect, it } from "vitest";
import { errorReportSchema } from "#app/domain/error-reports/error-reports.ts";
import { listErrorReports, submitErrorReport } from "#app/domain/error-reports/error-reports.server.ts";

const reasonOf = (outcome: Awaited<ReturnType<typeof submitErrorReport>>) => (outcome.ok ? "stored" : outcome.reason);

describe("error reports", () => {
  it("are validated, stored, and limited per address", async () => {
    expect(errorReportSchema.safeParse({ page: "//evil.example/x", message: "long enough text" }).success).toBe(false);
    expect(errorReportSchema.safeParse({ page: "/articles/x", message: "short" }).success).toBe(false);
    const input = errorReportSchema.parse({
      page: "/articles/x",
      message: "The dose in paragraph two is wrong.",
      email: "",
    });
    const ip = `203.0.113.${Math.floor(Math.random() * 200)}`;
    const outcomes = [];
    for (let i = 0; i < 4; i += 1)
      outcomes.push(reasonOf(await submitErrorReport(input, { ip, honeypot: null, perHour: 3 })));
    expect(outcomes).toEqual(["stored", "stored", "stored", "rate-limited"]);
    expect(reasonOf(await submitErrorReport(input, { ip: "198.51.100.1", honeypot: "bot" }))).toBe("spam");
    const stored = await listErrorReports();
    expect(stored.filter((r) => r.message === input.message)).toHaveLength(3);
  });
});
