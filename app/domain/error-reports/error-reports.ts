import { z } from "zod";

/** The "report an error" form of every reading page (the corrections policy's way in). */
export const ERROR_REPORT_MAX = 2000;
export const ERROR_REPORTS_PER_HOUR = 5;

/** A path on this site: starts with one slash, no scheme or host, no control characters. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/;

export const errorReportSchema = z.object({
  page: z
    .string({ error: "Tell us which page the error is on." })
    .trim()
    .max(300, "That page address is too long.")
    .regex(SITE_PATH, "Tell us which page of this site the error is on (its address starts with /)."),
  message: z
    .string({ error: "Describe the error you found." })
    .trim()
    .min(10, "Describe the error in at least 10 characters.")
    .max(ERROR_REPORT_MAX, `Keep the report under ${ERROR_REPORT_MAX.toLocaleString("en-US")} characters.`),
  email: z
    .string()
    .trim()
    .max(254, "Email must be 254 characters or fewer.")
    .optional()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || z.email().safeParse(value).success,
      "Please enter a valid email address, or leave it empty.",
    ),
});
export type ErrorReportInput = z.output<typeof errorReportSchema>;
