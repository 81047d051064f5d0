/**
 * The site's own quiz and tool that go with an article's category, offered at the end of the article.
 * A category not listed gets the wellness snapshot quiz.
 */
export type NextStep = { label: string; description: string; to: string };

const snapshot: NextStep = { label: "Wellness Snapshot Quiz", description: "Two minutes to see where you stand across sleep, stress, food and movement.", to: "/wellness-quiz/wellness-snapshot" };

export const nextStepsByCategory: Record<string, NextStep[]> = {
  Sleep: [
    { label: "Sleep Quality Quiz", description: "Four questions about your nights, with what to look at next.", to: "/wellness-quiz/sleep-quality" },
    { label: "Health Tracker", description: "Log your sleep, water, exercise and mood day by day.", to: "/wellness-toolkit?tab=tracker" },
  ],
  "Stress & Mental Health": [
    { label: "Stress Check Quiz", description: "A short self-check of how stress is showing up for you.", to: "/wellness-quiz/stress-check" },
    { label: "Health Tracker", description: "Track your mood beside your sleep and movement.", to: "/wellness-toolkit?tab=tracker" },
  ],
  Nutrition: [
    { label: "Nutrition Habits Quiz", description: "How your everyday eating habits add up.", to: "/wellness-quiz/nutrition-habits" },
    { label: "Vegan Meal Planner", description: "Two weeks of breakfasts, lunches and dinners by age range.", to: "/wellness-toolkit?tab=meals" },
  ],
  "Gut Health": [
    { label: "Nutrition Habits Quiz", description: "How your everyday eating habits add up.", to: "/wellness-quiz/nutrition-habits" },
    { label: "Vegan Meal Planner", description: "Fiber-rich plant meals for two weeks.", to: "/wellness-toolkit?tab=meals" },
  ],
  Movement: [
    { label: "Movement Motivation Quiz", description: "What gets you moving, and what holds you back.", to: "/wellness-quiz/movement-motivation" },
    { label: "Workout Plans", description: "A three-day plan for your age, build and level.", to: "/wellness-toolkit?tab=workouts" },
  ],
  "Hormones & Menopause": [
    snapshot,
    { label: "Health Tracker", description: "Keep a daily log of sleep and mood to bring to an appointment.", to: "/wellness-toolkit?tab=tracker" },
  ],
};

export function nextStepsFor(category: string): NextStep[] {
  return nextStepsByCategory[category] ?? [snapshot];
}
