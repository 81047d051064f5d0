import { z } from "zod";
import { ISSUE_ARTICLES_MAX, ISSUE_BODY_MAX, ISSUE_INTRO_MAX, ISSUE_SUBJECT_MAX } from "./rules.ts";

/**
 * A newsletter issue as the admin composes it. Apart from rules.ts: the compose form's browser loads it
 * after hydration, and every page that shows a newsletter message would otherwise load it too (issue 62).
 */
export const issueSchema = z.object({
  subject: z
    .string({ error: "Please enter a subject." })
    .trim()
    .min(1, "Please enter a subject.")
    .max(ISSUE_SUBJECT_MAX, `The subject must be ${ISSUE_SUBJECT_MAX} characters or fewer.`),
  intro: z
    .string()
    .trim()
    .max(ISSUE_INTRO_MAX, `The intro must be ${ISSUE_INTRO_MAX.toLocaleString("en-US")} characters or fewer.`)
    .default(""),
  body: z
    .string()
    .max(ISSUE_BODY_MAX, `The free text must be ${ISSUE_BODY_MAX.toLocaleString("en-US")} characters or fewer.`)
    .default(""),
  articleSlugs: z
    .array(z.string().trim().min(1).max(200))
    .max(ISSUE_ARTICLES_MAX, `Choose at most ${ISSUE_ARTICLES_MAX} articles.`)
    .default([]),
});
export type IssueInput = z.output<typeof issueSchema>;
