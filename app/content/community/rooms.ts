/** Spec §3 Chat room: id, title, description. The four open chat rooms (spec §2.10, §9). */
export type ChatRoom = { id: string; title: string; description: string };

export const chatRooms: readonly ChatRoom[] = [
  {
    id: "menopause-hormones",
    title: "Menopause & Hormones",
    description: "Hot flashes, sleep, HRT questions and everything in between: share what is working for you.",
  },
  {
    id: "mental-wellness",
    title: "Mental Wellness",
    description: "A gentle space to talk about stress, anxiety, burnout and the small habits that help.",
  },
  {
    id: "nutrition-recipes",
    title: "Nutrition & Recipes",
    description: "Swap recipes, meal-prep ideas and questions about eating well through every life stage.",
  },
  {
    id: "fitness-movement",
    title: "Fitness & Movement",
    description: "Walking clubs, strength training, yoga and motivation to keep moving, at any level.",
  },
];

/** Title shown for a chat room id that is not one of the four rooms (spec §2.10). */
export const UNKNOWN_ROOM_TITLE = "Chat";

/** The room guidelines every chat page shows (the rooms are moderated: members report, admins act). */
export const ROOM_GUIDELINES = [
  "Be kind. Disagree with ideas, not people; no harassment, hate or personal attacks.",
  "Share experience, not prescriptions: no dosing advice, and nobody should stop or change a medicine because of a chat. Talk to a doctor or pharmacist.",
  "Keep private things private: yours and other people's.",
  "No selling, advertising or affiliate links.",
  "Report a message that breaks these rules or worries you; an admin reviews every report.",
] as const;

/** Shown with the crisis resources in rooms where members may be struggling. */
export const ROOM_CRISIS_NOTE = "This chat is read by other members, not by counselors, and nobody watches it around the clock.";

/** Rooms that show crisis resources above the conversation. */
export const ROOMS_WITH_CRISIS_RESOURCES: readonly string[] = ["mental-wellness"];
