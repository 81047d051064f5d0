import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { parseSubmission } from "#app/lib/forms.ts";
import { contactSchema, MESSAGE_MAX, NAME_MAX, proposalSchema, rateLimitMessage } from "./forms.ts";

/** The forms' one path (app/lib/forms.ts): FormData → Conform + the schema → values or field errors. */
function validate(schema: z.ZodObject, values: Record<string, string | Blob>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  const submission = parseSubmission(formData, schema);
  if (submission.status === "success") return { ok: true as const, data: submission.value };
  return { ok: false as const, fieldErrors: (submission.error ?? {}) as Record<string, string[]> };
}

const contact = { name: "Jane Doe", email: "jane@example.com", message: "Hello there" };
const proposal = { name: "Sam Lee", company: "Bloom Co", email: "sam@bloom.co", proposal: "Let's work together." };

describe("contact schema", () => {
  it("accepts a complete message and trims it", () => {
    const result = validate(contactSchema, { ...contact, name: "  Jane Doe  " });
    expect(result).toEqual({ ok: true, data: contact });
  });

  it("requires every field, whitespace counting as empty", () => {
    const result = validate(contactSchema, { name: "   ", email: "", message: "\n" });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        name: ["Please enter your full name."],
        email: ["Please enter your email address."],
        message: ["Please enter your message."],
      },
    });
  });

  it("rejects invalid emails", () => {
    for (const email of ["jane", "jane@", "a@b", "jane@example .com"]) {
      const result = validate(contactSchema, { ...contact, email });
      expect(result).toEqual({ ok: false, fieldErrors: { email: ["Please enter a valid email address."] } });
    }
  });

  it("bounds the lengths", () => {
    expect(validate(contactSchema, { ...contact, message: "x".repeat(MESSAGE_MAX) }).ok).toBe(true);
    expect(validate(contactSchema, { ...contact, message: "x".repeat(MESSAGE_MAX + 1) })).toEqual({
      ok: false,
      fieldErrors: { message: ["Message must be 5,000 characters or fewer."] },
    });
    expect(validate(contactSchema, { ...contact, name: "x".repeat(NAME_MAX + 1) })).toEqual({
      ok: false,
      fieldErrors: { name: ["Full name must be 100 characters or fewer."] },
    });
  });
});

describe("proposal schema", () => {
  it("accepts a complete proposal", () => {
    expect(validate(proposalSchema, proposal)).toEqual({ ok: true, data: proposal });
  });

  it("requires every field", () => {
    const result = validate(proposalSchema, { name: "", company: "", email: "", proposal: "" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fieldErrors).sort()).toEqual(["company", "email", "name", "proposal"]);
  });

  it("rejects a bad work email and a too-long proposal", () => {
    const result = validate(proposalSchema, { ...proposal, email: "sam", proposal: "y".repeat(MESSAGE_MAX + 1) });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        email: ["Please enter a valid email address."],
        proposal: ["Proposal must be 5,000 characters or fewer."],
      },
    });
  });
});

describe("form helpers", () => {
  it("reads the schema's text fields: extra fields are dropped, a file or a missing field counts as missing", () => {
    expect(validate(contactSchema, { ...contact, extra: "ignored" })).toEqual({ ok: true, data: contact });
    expect(validate(contactSchema, { name: "Jane", message: new Blob(["file"]) })).toEqual({
      ok: false,
      fieldErrors: { email: ["Please enter your email address."], message: ["Please enter your message."] },
    });
  });

  it("removes NUL characters, which PostgreSQL text cannot hold", () => {
    expect(validate(contactSchema, { ...contact, message: "Hel\u0000lo" })).toEqual({
      ok: true,
      data: { ...contact, message: "Hello" },
    });
  });

  it("tells people how long to wait", () => {
    expect(rateLimitMessage(10_000)).toBe(
      "You've sent several messages in a short time. Please wait 1 minute and try again.",
    );
    expect(rateLimitMessage(30 * 60_000)).toContain("Please wait 30 minutes");
  });
});
