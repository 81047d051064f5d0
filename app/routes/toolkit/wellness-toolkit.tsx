import { Suspense, useEffect, useState } from "react";
import { publicPageHeaders } from "#app/lib/http.ts";
import { data, Link, type ShouldRevalidateFunctionArgs, useRouteLoaderData, useSearchParams } from "react-router";
import type { WorkoutAnswer } from "#app/components/toolkit/workout-planner.tsx";
import { generateWorkout, workoutValues } from "#app/domain/toolkit/workout.ts";
import { readFormData } from "#app/lib/forms.ts";
import { Activity, ArrowRight, CalendarHeart, Dumbbell, Salad, UserRound } from "lucide-react";
import { toolkitWelcome } from "#app/content/toolkit-tools.ts";
import { isAgeRange, isWeek, MEAL_PLAN_QUERY } from "#app/content/meal-plans.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { LoggedOut } from "#app/components/profile/logged-out.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { lazyWithPreload } from "#app/lib/lazy-with-preload.tsx";
import { redirectUnknownValues } from "#app/routes/known-query.server.ts";
import type { Route } from "./+types/wellness-toolkit";
import { contentPage } from "#app/lib/page-cache-policy.ts";

/**
 * Each tool's code (and a member's profile form) loads when its tab is shown, not with the page: a visitor
 * lands on the first tab, and the page's first load carries only what that tab needs. The server renders
 * every tab at once (the loader preloads them), so the markup of `?tab=…` is whole.
 */
const ProfileView = lazyWithPreload(() =>
  import("#app/components/profile/profile-view.tsx").then((m) => m.ProfileView),
);
const HealthTracker = lazyWithPreload(() =>
  import("#app/components/toolkit/health-tracker.tsx").then((m) => m.HealthTracker),
);
const CycleTracker = lazyWithPreload(() =>
  import("#app/components/toolkit/cycle-tracker.tsx").then((m) => m.CycleTracker),
);
const MealPlanner = lazyWithPreload(() =>
  import("#app/components/toolkit/meal-planner.tsx").then((m) => m.MealPlanner),
);
const WorkoutPlanner = lazyWithPreload(() =>
  import("#app/components/toolkit/workout-planner.tsx").then((m) => m.WorkoutPlanner),
);
const TOOLS = {
  profile: ProfileView,
  tracker: HealthTracker,
  cycle: CycleTracker,
  meals: MealPlanner,
  workouts: WorkoutPlanner,
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  redirectUnknownValues(request, {
    tab: isTab,
    [MEAL_PLAN_QUERY.age]: isAgeRange,
    [MEAL_PLAN_QUERY.week]: isWeek,
  });
  await Promise.all(Object.values(TOOLS).map((tool) => tool.preload()));
  return null;
}

/**
 * The workout planner posted without script (or before it ran): the plan is worked out here, as the browser
 * would have, and the page answers with it, or with the refusal beside each field and what she typed kept.
 * Nothing is stored. The trackers keep their logs in the browser only and have no server form.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") !== "workout") throw data("This form is not one of the toolkit's.", { status: 400 });
  const values = workoutValues(form);
  const outcome = generateWorkout(values);
  return data({ workout: { values, outcome } } satisfies WorkoutAnswer, { status: outcome.ok ? 200 : 400 });
}

/** Shown for the moment a tool's code takes to arrive after its tab is chosen. */
function ToolLoading() {
  return (
    <p role="status" className="rounded-xl border border-border bg-card px-6 py-10 text-center text-muted-foreground">
      Loading the tool…
    </p>
  );
}

/** The spec's four tabs and the Cycle Tracker, default 'profile'; the chosen tab lives in the URL (?tab=…). */
const TABS = [
  { value: "profile", label: "My Profile", icon: UserRound },
  { value: "tracker", label: "Health Tracker", icon: Activity },
  { value: "cycle", label: "Cycle Tracker", icon: CalendarHeart },
  { value: "meals", label: "Meal Planner", icon: Salad },
  { value: "workouts", label: "Workout Plans", icon: Dumbbell },
] as const;

type TabValue = (typeof TABS)[number]["value"];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

// In the browser, the tool a link opens starts loading with the page's own scripts, before hydration asks.
if (typeof document !== "undefined") {
  const requested = new URLSearchParams(window.location.search).get("tab");
  if (requested && requested !== "profile" && isTab(requested)) TOOLS[requested].preload().catch(() => undefined);
}

export default function WellnessToolkit() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const fromUrl: TabValue = isTab(requested) ? requested : "profile";
  // The tab follows the keyboard at once; the URL (for links and reload) follows it.
  const [tab, setTab] = useState<TabValue>(fromUrl);
  useEffect(() => setTab(fromUrl), [fromUrl]);
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;

  /** Intent: a tool's code starts loading before the click lands (a visitor's profile tab needs none). */
  function preloadTool(value: TabValue) {
    if (value === "profile" && !user) return;
    TOOLS[value].preload().catch(() => undefined);
  }

  function selectTab(value: string) {
    if (!isTab(value)) return;
    setTab(value);
    // Keep the tab in the address (links, reload) without a router navigation per key press:
    // nothing on the server depends on it, and arrow keys can move faster than navigations settle.
    const url = new URL(window.location.href);
    url.searchParams.set("tab", value);
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Free tools</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Wellness Toolkit</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Track your daily habits and your cycle, plan plant-based meals and get a workout plan made for you, all in one
          place.
        </p>
      </header>

      <Tabs value={tab} onValueChange={selectTab} className="mt-8 gap-6">
        <TabsList aria-label="Toolkit" layout="grid">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              href={`/wellness-toolkit?tab=${value}`}
              onPointerEnter={() => preloadTool(value)}
              onFocus={() => preloadTool(value)}
            >
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          {user ? (
            <Suspense fallback={<ToolLoading />}>
              <ProfileView user={user} />
            </Suspense>
          ) : (
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <LoggedOut />
              <ToolkitWelcome />
            </div>
          )}
        </TabsContent>
        <TabsContent value="tracker">
          <Suspense fallback={<ToolLoading />}>
            <HealthTracker signedIn={user !== null} />
          </Suspense>
        </TabsContent>
        <TabsContent value="cycle">
          <Suspense fallback={<ToolLoading />}>
            <CycleTracker signedIn={user !== null} />
          </Suspense>
        </TabsContent>
        <TabsContent value="meals">
          <Suspense fallback={<ToolLoading />}>
            <MealPlanner />
          </Suspense>
        </TabsContent>
        <TabsContent value="workouts">
          <Suspense fallback={<ToolLoading />}>
            <WorkoutPlanner />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Beside the visitor's login text: what the toolkit offers, and a way into each tool. */
function ToolkitWelcome() {
  const icons = { tracker: Activity, cycle: CalendarHeart, meals: Salad, workouts: Dumbbell } as const;
  return (
    <section
      aria-labelledby="toolkit-welcome"
      className="rounded-xl border border-border bg-card p-6 shadow-sm"
      data-testid="toolkit-welcome"
    >
      <h2 id="toolkit-welcome" className="text-2xl font-semibold">
        {toolkitWelcome.heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{toolkitWelcome.intro}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {toolkitWelcome.tools.map((tool) => {
          const Icon = icons[tool.tab];
          return (
            <li key={tool.tab}>
              <Link
                to={`/wellness-toolkit?tab=${tool.tab}`}
                preventScrollReset
                className="group flex h-full flex-col rounded-lg border border-border p-4 transition hover:border-primary"
              >
                <span className="flex items-center gap-2 font-semibold group-hover:text-primary">
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  {tool.label}
                </span>
                <span className="mt-1 text-sm text-muted-foreground">{tool.description}</span>
                <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-medium text-primary">
                  {toolkitWelcome.openTool} {tool.label} <ArrowRight className="size-3.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export const meta = () =>
  pageMeta(
    "Wellness Toolkit",
    "Free wellness tools: a private daily health tracker, a private cycle and symptom tracker, a two-week vegan meal planner for every age and a personalized workout plan generator.",
  );

export const headers = publicPageHeaders;

/** Switching tabs only changes `?tab=`: nothing on the server changes, so nothing reloads. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** Kept by the page cache (app/lib/page-cache-policy.ts). */
export const handle = {
  pageCache: contentPage({
    // The tabs, and the meal planner's age range and week (MEAL_PLAN_QUERY, named here as text: the handle
    // travels to the browser, the meal plans must not come with it): 5 tabs and 6 plans, each a page of its own.
    query: ["tab", "age", "week"],
    variants: 16,
  }),
};
