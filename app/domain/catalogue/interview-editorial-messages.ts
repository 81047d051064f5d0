/**
 * The words of an interview's editorial record (decision 048 with interviews as a kind): its revisions, the
 * review gate over its advice, the reviewer's sign-off, the admin's list and a retired interview's page.
 */
export const INTERVIEW_EDITORIAL = {
  needsSignoff:
    "The review gate is on: an interview's answers are health advice, so it is published only after a reviewer signs off its current revision. Keep it a draft and ask a reviewer to sign it off (Awaiting review).",
  typoTooLarge:
    "This is more than a typo-level fix (at most 40 characters of the questions and answers, quote and credentials changed). Save it as an update or a correction: a reviewer then signs it off again.",
  restoredText: (savedAt: string) =>
    `The interview now has the person, page and conversation saved on ${savedAt}. Its state is unchanged.`,
  backToInterview: "Back to the interview",
  revisionsIntro: "Every save of the person, the page, the conversation and the state keeps the version it replaced.",
  signOffHeading: (name: string) => `Sign off: interview with ${name}`,
  signoffCovers: { covers: "covers the current answers", changed: "they changed since" },
  signOffIntro:
    "Read the interview's health content (the questions and answers, the quote and the credentials) as it stands, then sign off this revision.",
  signedOffText: (name: string, lifted: boolean) =>
    lifted
      ? `The interview with ${name} is signed off and back on the site.`
      : `The interview with ${name} is signed off.`,
  staleSignoff: "The interview changed since you opened it. Read the current revision and sign it off again.",
  liveUnsigned: "Live without a sign-off on its current answers (published before the gate)",
  draftUnsigned: "Draft: a reviewer's sign-off is needed before it can be published",
  queueCategory: "Interview",
  queueTitle: (name: string) => `Interview with ${name}`,
  credentials: "Credentials",
  quote: "Quote",
  illustrativeNote: "Illustrative: not a real person.",
  held: "Held off the site until a reviewer signs off its new revision",
  draftNotice: "Draft: not published. Readers cannot see this page until it is published.",
  retiredNotice: "Retired: no longer on the site. Its public address answers that it was taken down.",
  draftDate: (date: string) => `Draft, created ${date}`,
  stateLabels: { draft: "Draft", published: "Published", retired: "Retired" },
} as const;

/** A retired interview's public page (answered with 410 Gone). */
export const RETIRED_INTERVIEW = {
  title: "This interview has been taken down",
  text: (name: string) => `We have retired the interview with ${name}: it is no longer published on this site.`,
  allInterviews: "See the other expert interviews",
} as const;

/** The admin's list of interviews: its search, filters and pages. */
export const INTERVIEW_LIST = {
  search: "Search interviews",
  state: "State",
  speaker: "Who is speaking",
  gate: "Review gate",
  any: "Any",
  held: "Held at the gate",
  filter: "Filter",
  none: "No interview matches these filters.",
  page: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} · ${total} ${total === 1 ? "interview" : "interviews"}`,
  previous: "Previous",
  next: "Next",
} as const;
