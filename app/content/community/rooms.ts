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
