import { elenaMarsh } from "./elena-marsh.ts";
import { naomiOkafor } from "./naomi-okafor.ts";
import { priyaRaman } from "./priya-raman.ts";
import type { Interview, InterviewParagraph } from "./types.ts";

export type { Interview, InterviewParagraph };

/** The three expert interviews, in the order shown. */
export const interviews: readonly Interview[] = [elenaMarsh, priyaRaman, naomiOkafor];

export function findInterview(slug: string): Interview | undefined {
  return interviews.find((interview) => interview.id === slug);
}

export function interviewWordCount(interview: Interview): number {
  return interview.content
    .map((paragraph) => (typeof paragraph === "string" ? paragraph : paragraph.question))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** The notice shown on /expert-interviews. */
export const AI_RESEARCH_NOTICE =
  "These interviews were created with AI-assisted research and curated by our team. The people in them are illustrative characters, not real experts: they hold no credentials and their practices are invented. Nothing here replaces personal advice from your own doctor.";

/**
 * The list page's introduction, true of what it lists (editors add interviews with real people too): all
 * illustrative, all real, or both.
 */
export function interviewsIntro(listed: readonly { illustrative?: boolean }[]): string {
  const illustrative = listed.filter((interview) => interview.illustrative !== false).length;
  if (illustrative === listed.length)
    return "Illustrative Q&As in the voices of health professionals, on the questions our readers ask most. The people are not real; the answers follow published guidance.";
  if (illustrative === 0)
    return "Conversations with health professionals on the questions our readers ask most, each published with her consent.";
  return "Conversations with health professionals, and illustrative Q&As in the voices of invented ones, on the questions our readers ask most. Each interview says which it is.";
}

/** The AI-assisted-research notice when only some of the interviews listed are illustrative (each one marked). */
export const SOME_ILLUSTRATIVE_NOTICE =
  "Interviews marked Illustrative were created with AI-assisted research and curated by our team. The people in them are illustrative characters, not real experts: they hold no credentials and their practices are invented. Nothing here replaces personal advice from your own doctor.";

/** The mark on an illustrative interview's card when real ones are listed beside it. */
export const ILLUSTRATIVE_MARK = "Illustrative";

/** The list page's description for search engines and shares, true of what it lists. */
export function interviewsDescription(listed: readonly { illustrative?: boolean }[]): string {
  return listed.every((interview) => interview.illustrative !== false)
    ? "Illustrative Q&As, written with AI-assisted research and checked by our editors. The people in them are not real experts."
    : "Conversations with health professionals on the questions our readers ask most; illustrative ones are marked.";
}

/** The notice on every interview detail page: the expert is illustrative, the text AI-assisted. */
export function interviewNotice(interview: Pick<Interview, "name">): string {
  return `This interview was created with AI-assisted research and curated by our team. ${interview.name} is an illustrative character, not a real person, and holds no credentials; the practice described is invented. Nothing here replaces personal advice from your own doctor.`;
}

/** The notice on an interview with a real person: who she is and that she agreed to its publication. */
export function consentedInterviewNotice(interview: { name: string; credentials: string | null }): string {
  return `${interview.name}${interview.credentials ? `, ${interview.credentials},` : ""} agreed to the publication of this interview; her answers are her own and were checked by our editors. Nothing here replaces personal advice from your own doctor.`;
}

/** e.g. "May 14, 2025", fixed to UTC so server and browser agree. */
export function formatInterviewDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
