/** What the wellness toolkit offers, as a visitor meets it beside the profile tab's login text. */
export const toolkitWelcome = {
  heading: "What you can use without an account",
  intro:
    "Every tool below works right away, in your browser. An account adds your profile and, if you choose, private end-to-end encrypted sync of your logs across your devices.",
  tools: [
    {
      tab: "tracker",
      label: "Health Tracker",
      description: "Log water, sleep, exercise and mood each day and see today's progress against your goals.",
    },
    {
      tab: "cycle",
      label: "Cycle Tracker",
      description: "Note periods and symptoms privately and see your cycle's patterns.",
    },
    {
      tab: "meals",
      label: "Meal Planner",
      description: "Two weeks of vegan breakfasts, lunches and dinners for your age range.",
    },
    {
      tab: "workouts",
      label: "Workout Plans",
      description: "A three-day plan for your age, build and fitness level.",
    },
  ],
  openTool: "Open",
} as const;

/** The workout planner's words beyond the spec's labels. */
export const workoutForm = {
  levelPlaceholder: "Select your level",
  lowerCutoffs:
    "Optional: my family background is South Asian, Chinese, other Asian, Middle Eastern, Black African or African-Caribbean (NICE advises lower BMI thresholds for these groups). Used only to work out your plan, never stored.",
} as const;

/** The meal planner's words beyond the spec's labels. */
export const mealPlannerForm = {
  /** The age ranges' button, shown only while the page has no script running (with it, a choice shows at once). */
  showPlan: "Show plan",
} as const;

/** The trackers keep a log in the reader's browser only, so they need its script (shown when it is off). */
export const trackerNeedsScript =
  "This tracker keeps your log in this browser only, never on our server, so it needs JavaScript: turn it on to log a day." as const;
