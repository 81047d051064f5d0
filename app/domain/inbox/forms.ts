import { z } from "zod";
import { COMPANY_MAX, EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from "./form-limits.ts";

/**
 * The contact and proposal forms: one schema each, read by Conform in the browser and in the route's action
 * (app/lib/forms.ts). All fields are required, emails must be valid, lengths are bounded; an empty field
 * arrives as missing, hence the message on z.string() itself. Limits and messages: form-limits.ts.
 */
export * from "./form-limits.ts";

const requiredText = (field: string, required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${field} must be ${max.toLocaleString("en-US")} characters or fewer.`);

const emailField = (field: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(EMAIL_MAX, `${field} must be ${EMAIL_MAX} characters or fewer.`)
    .pipe(z.email({ error: "Please enter a valid email address." }));

export const contactSchema = z.object({
  name: requiredText("Full name", "Please enter your full name.", NAME_MAX),
  email: emailField("Email address", "Please enter your email address."),
  message: requiredText("Message", "Please enter your message.", MESSAGE_MAX),
});

export const proposalSchema = z.object({
  name: requiredText("Name", "Please enter your name.", NAME_MAX),
  company: requiredText("Company name", "Please enter your company name.", COMPANY_MAX),
  email: emailField("Work email", "Please enter your work email."),
  proposal: requiredText("Proposal", "Please describe your proposal.", MESSAGE_MAX),
});

export type ContactInput = z.output<typeof contactSchema>;
export type ProposalInput = z.output<typeof proposalSchema>;
