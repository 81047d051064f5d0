import { describe, expect, it } from "vitest";
import {
  contactSchema,
  formValues,
  MESSAGE_MAX,
  NAME_MAX,
  proposalSchema,
  rateLimitMessage,
  validate,
} from "./forms.ts";

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
  it("reads only the named text fields, missing ones as empty", () => {
    const formData = new FormData();
    formData.set("name", "Jane");
    formData.set("extra", "ignored");
    formData.set("message", new Blob(["file"]));
    expect(formValues(formData, ["name", "email", "message"])).toEqual({ name: "Jane", email: "", message: "" });
  });

  it("tells people how long to wait", () => {
    expect(rateLimitMessage(10_000)).toBe(
      "You've sent several messages in a short time. Please wait 1 minute and try again.",
    );
    expect(rateLimitMessage(30 * 60_000)).toContain("Please wait 30 minutes");
  });
});
