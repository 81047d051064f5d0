/**
 * The words of an interview's editorial record (decision 048 with interviews as a kind): its revisions, the
 * review gate over its advice, the reviewer's sign-off, the admin's list and a retired interview's page; then the
 * interview's admin screens, their refusals and the conversation's limits.
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

/** What an editor is told when an interview's save is refused (app/domain/catalogue/interview-editing.server.ts). */
export const INTERVIEW_MESSAGES = {
  missing: "This interview no longer exists. It may have been removed by another editor.",
  name: "Give the person's name (up to 120 characters).",
  title: "Give her role or title (up to 160 characters).",
  topic: "Say in one line what the interview is about (up to 200 characters).",
  summary: "Write the summary shown on the interview's card (up to 600 characters).",
  quote: "Give the quote shown on the interview's page (up to 400 characters).",
  image: "Add a photo or portrait uploaded through the admin (a path starting with /uploads/ or /images/).",
  imageAlt: "Describe the photo for readers who cannot see it (alt text, up to 200 characters).",
  kind: "Choose whether this is a real person's interview or an illustrative one.",
  credentials: "Give the credentials she holds, as she would write them (e.g. MD, RD; up to 160 characters).",
  consent:
    "A real person's interview needs her consent on record: tick that her written consent is recorded, or keep the interview marked illustrative.",
  status: "Choose draft, published or retired.",
  slugFormat:
    "Use lowercase letters, numbers and hyphens for the web address (up to 80 characters), e.g. jane-doe-interview.",
  slugReserved: 'The web address "new" is kept for the admin\'s "New interview" page. Choose a different one.',
  slugTaken: "Another interview already uses this web address. Choose a different one.",
  intro: "Keep the introduction to 3,000 characters.",
  question: "Write the question (up to 300 characters).",
  answer: "Write the answer (up to 5,000 characters; leave a blank line between paragraphs).",
  tooManyItems: "An interview holds at most 40 questions. Remove one before adding another.",
  tooLong: "The whole conversation can be at most 60,000 characters. Shorten some answers, then save.",
  unknownItem:
    "That question is no longer in the list (the page may be out of date). Nothing was changed; check the list below.",
  notWhole: "The conversation arrived incomplete (a question without its answer). Nothing was saved; please try again.",
  emptyToPublish: "Write at least one question and its answer before publishing this interview.",
  emptyPublished:
    "A published interview needs at least one question and its answer. Unpublish it first if you want to empty it.",
  unknownAction: "That button is not part of this form. Nothing was changed.",
  conflict:
    "Another editor saved this conversation after you opened it, so yours was not saved. Your text is kept below: open the interview's preview in a new tab to see theirs, then press Save conversation again to replace it with yours.",
} as const;

/** Most of what an interview's conversation may hold (checked on every save; the form says the same). */
export const CONVERSATION_LIMITS = { items: 40, question: 300, answer: 5_000, intro: 3_000, total: 60_000 } as const;

/** The admin's interview screens (/admin/interviews, /admin/interviews/:slug). */
export const INTERVIEW_ADMIN = {
  title: "Interviews",
  intro:
    "The expert interviews. A real person's interview can be saved and published only with her consent on record; otherwise it is marked illustrative on its page.",
  illustrative: "Illustrative",
  real: "Real person",
  consentOn: (date: string) => `Consent recorded ${date}`,
  back: "Back to Interviews",
  name: "Name",
  personTitle: "Role or title",
  topic: "Topic (one line)",
  summary: "Summary (the card)",
  quote: "Quote",
  photo: "Photo or portrait",
  photoAlt: "Photo description (alt text)",
  kindLegend: "Who is speaking",
  kindIllustrative: "Illustrative: an example conversation, not a real person (the page says so)",
  kindReal: "A real person, with her consent",
  credentials: "Credentials (only ones she holds)",
  consent: "Her written consent to publish this interview is recorded",
  consentRecorded: (date: string) => `Recorded ${date}. Untick only if she withdrew it.`,
  status: "State",
  states: { draft: "Draft", published: "Published", retired: "Retired" },
  save: "Save interview",
  saved: "Interview saved",
  savedText: "The interview is saved.",
  checkFields: "Some fields need attention; see the messages beside them.",
  viewPublic: "View the public page",
  addNew: "New interview",
  newTitle: "New interview",
  newIntro:
    "Who is speaking and what the interview is about. It is saved as a draft: write its conversation next, preview it, then publish it.",
  slug: "Web address (slug)",
  slugHint: "Lowercase letters, numbers and hyphens. The public page is /expert-interviews/ followed by this.",
  create: "Create draft",
  cancel: "Cancel",
  created: "Interview created",
  createdText: (name: string) => `${name}'s interview is saved as a draft. Write its conversation next.`,
  details: "Person and page",
  stateHeading: "State",
  stateNow: (state: string) => `Now: ${state}.`,
  stateHelp:
    "A draft is seen only by admins (use Preview). Publishing puts the interview on /expert-interviews, in search and in the sitemap.",
  publish: "Publish",
  unpublish: "Unpublish (back to draft)",
  retire: "Retire",
  stateSaved: "State saved",
  stateSavedText: (state: string) => `The interview is now: ${state}.`,
  preview: "Preview the public page",
  previewBanner: "Preview: this is the interview as readers will see it. Only admins can open this preview.",
  previewBack: "Back to the interview",
  conversation: "Conversation",
  conversationIntro: (count: number) =>
    count === 0 ? "No questions yet." : count === 1 ? "1 question." : `${count} questions.`,
  editConversation: "Edit the conversation",
  conversationTitle: (name: string) => `Conversation: ${name}`,
  conversationHelp:
    "The questions in the order readers see them, each with its answer. Leave a blank line between paragraphs. Move up, Move down, Remove and Add a question change the list below; nothing is saved until you press Save conversation.",
  introLabel: "Introduction (optional, shown before the first question)",
  questionLabel: (n: number) => `Question ${n}`,
  answerLabel: (n: number) => `Answer ${n}`,
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  itemActions: (n: number) => `Move or remove question ${n}`,
  addQuestion: "Add a question",
  saveConversation: "Save conversation",
  conversationSaved: "Conversation saved",
  conversationSavedText: "The conversation is saved.",
  unsaved: "The list has changed but is not saved yet. Press Save conversation to keep it.",
  emptyConversation: "No questions yet. Add the first one below.",
  limitsHint: "Up to 40 questions; a question up to 300 characters, an answer up to 5,000.",
} as const;
