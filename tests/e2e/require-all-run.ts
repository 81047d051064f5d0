import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * In CI (E2E_REQUIRE_TESTS=1) a browser test that did not run is a failure:
 * skipped tests or a run with no test at all turn the whole run red.
 */
export default class RequireAllRun implements Reporter {
  private ran = 0;
  private skipped: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "skipped") this.skipped.push(test.titlePath().join(" › "));
    else this.ran += 1;
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult["status"] } | undefined> {
    if (process.env.E2E_REQUIRE_TESTS !== "1") return undefined;
    if (this.ran === 0) {
      console.error("No end-to-end test ran.");
      return { status: "failed" as const };
    }
    if (this.skipped.length > 0) {
      console.error(`End-to-end tests were skipped:\n  ${this.skipped.join("\n  ")}`);
      return { status: "failed" as const };
    }
    return { status: result.status };
  }
}
