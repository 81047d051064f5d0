import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { forgotPasswordRules, loginRules, registerRules } from "#app/components/accounts/account-form-rules.ts";
import { forgotPasswordSchema, loginSchema, registerSchema } from "#app/domain/accounts/schemas.ts";

describe("account forms' rules written out for the first script", () => {
  it("render the constraints their schemas give, fields in the schemas' order", () => {
    for (const [rules, schema] of [
      [loginRules, loginSchema],
      [registerRules, registerSchema],
      [forgotPasswordRules, forgotPasswordSchema],
    ] as const) {
      expect(rules.constraint).toEqual(getZodConstraint(schema));
      expect(Object.keys(rules.constraint)).toEqual(Object.keys(schema.shape));
    }
  });

  it("load the schemas' checks", async () => {
    const form = new FormData();
    form.set("email", "");
    const submission = (await loginRules.load())(form);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error?.email).toEqual([
      "You must provide either an email or phone number and a password",
    ]);
    const valid = new FormData();
    valid.set("email", "a@example.com");
    expect((await forgotPasswordRules.load())(valid).status).toBe("success");
  });
});
