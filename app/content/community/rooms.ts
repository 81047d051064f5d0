import type { CrisisLineKind } from "#app/content/crisis.ts";

/**
 * Chat room: id, title, description; the spec's four rooms and a room for pregnancy and loss. A
 * `sensitive` room lets members post anonymously (a moderator may change it per room).
 */
export type ChatRoom = { id: string; title: string; description: string; sensitive: boolean };

export const chatRooms: readonly ChatRoom[] = [
  {
    id: "menopause-hormones",
    title: "Menopause & Hormones",
    description: "Hot flashes, sleep, HRT questions and everything in between: share what is working for you.",
    sensitive: false,
  },
  {
    id: "mental-wellness",
    title: "Mental Wellness",
    description: "A gentle space to talk about stress, anxiety, burnout and the small habits that help.",
    sensitive: true,
  },
  {
    id: "nutrition-recipes",
    title: "Nutrition & Recipes",
    description: "Swap recipes, meal-prep ideas and questions about eating well through every life stage.",
    sensitive: false,
  },
  {
    id: "fitness-movement",
    title: "Fitness & Movement",
    description: "Walking clubs, strength training, yoga and motivation to keep moving, at any level.",
    sensitive: false,
  },
  {
    id: "pregnancy-loss",
    title: "Pregnancy & Loss",
    description:
      "Trying to conceive, pregnancy, miscarriage and loss: a quiet room to be heard, with the option to post anonymously.",
    sensitive: true,
  },
];

/** Title shown for a chat room id that is not one of the rooms. */
export const UNKNOWN_ROOM_TITLE = "Chat";

/** The room guidelines every chat page shows (the rooms are moderated: members report, admins act). */
export const ROOM_GUIDELINES = [
  "Be kind. Disagree with ideas, not people; no harassment, hate or personal attacks.",
  "Share experience, not prescriptions: no dosing advice, and nobody should stop or change a medicine because of a chat. Talk to a doctor or pharmacist.",
  "Keep private things private: yours and other people's.",
  "No selling, advertising or affiliate links.",
  "Report a message that breaks these rules or worries you; a moderator reviews every report.",
] as const;

/** Shown with the crisis resources above every room: members may be struggling in any of them. */
export const ROOM_CRISIS_NOTE =
  "This chat is read by other members, not by counsellors, and nobody watches it around the clock.";

/**
 * Standing help a room shows above its conversation, for what its members face (sources: NHS ectopic pregnancy,
 * bleeding in pregnancy and baby's movements pages; Tommy's; Sands; listed in
 * app/content/safety/risk-language.ts). `summary` is always visible; the rest opens from it.
 */
export type RoomStandingHelp = {
  summary: string;
  heading: string;
  steps: readonly string[];
  /** Lines listed after the steps (from app/content/crisis.ts), both regions. */
  lines: readonly CrisisLineKind[];
  linesHeading: string;
};

export const ROOM_STANDING_HELP: Partial<Record<string, RoomStandingHelp>> = {
  "pregnancy-loss": {
    summary:
      "Pregnant and bleeding heavily, in sudden severe pain or feeling faint? Call 999 (UK), 911 (US) or 112 now.",
    heading: "Bleeding or pain in pregnancy: what to do",
    steps: [
      "Call 999 (UK), 911 (US) or 112 now if you have heavy bleeding, a sharp, sudden or severe pain in your tummy, pain in the tip of your shoulder, or feel very dizzy or faint: these can be signs of an ectopic pregnancy or of losing a lot of blood.",
      "Any other bleeding or pain in pregnancy: call your midwife, maternity unit or early pregnancy unit today, or NHS 111 if you cannot reach them (in the US, your doctor, midwife or labor and delivery).",
      "Your baby is moving less than usual, or you are not sure: call your maternity unit (in the US, labor and delivery) now. Do not wait until the next day.",
      "Members here can listen, but they cannot examine you: please do not wait for replies in the chat.",
    ],
    linesHeading: "Support after a loss, and a midwife to talk to",
    lines: ["loss", "pregnancy"],
  },
};
