import {
  ArrowRight,
  BookOpen,
  ClipboardCheck,
  Dumbbell,
  FlaskConical,
  HeartHandshake,
  Sparkles,
  Star,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { HeroIllustration } from "#app/components/illustrations.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { publicPageHeaders } from "#app/lib/http.ts";
import { articleFeedLinks, pageMeta } from "#app/lib/meta.ts";
import { siteName } from "#app/lib/site.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { ReadingRow, type HomeTopic } from "#app/components/home/reading-row.tsx";
import { SearchBox } from "#app/components/search/search-box.tsx";
import { featuredArticleSlugs, homeCopy } from "#app/content/home.ts";
import { listArticles } from "#app/domain/articles/articles.server.ts";
import { publicCategories } from "#app/domain/articles/related.server.ts";
import { toArticleCard } from "#app/domain/articles/views.server.ts";
import { formatAsOf, heroFigures } from "#app/domain/site-figures/figures.ts";
import { homeComparisonTeaser } from "#app/domain/catalogue/catalogue.server.ts";
import { countedFigures, operatorFigures } from "#app/domain/site-figures/figures.server.ts";
import type { Route } from "./+types/home";
import { contentPage } from "#app/lib/page-cache-policy.ts";

export const meta = () =>
  pageMeta(
    siteName(),
    "Evidence-based articles, honest product reviews, free wellness tools and a supportive community for women at every stage of life.",
  );

const LATEST_COUNT = 4;

/**
 * The hero's figures: counted from the site's data, plus the operator's reader figure with its date when
 * one is set in the admin. The spec's fixed claims are not true of the site and are not shown.
 * The content row: the editors' featured article (else the newest), the newest others, and every topic
 * with public articles.
 */
export async function loader() {
  const [counted, operator, articles, categories, teaser] = await Promise.all([
    countedFigures(),
    operatorFigures(),
    listArticles(),
    publicCategories(),
    homeComparisonTeaser(),
  ]);
  const featured =
    featuredArticleSlugs.map((slug) => articles.find((a) => a.slug === slug)).find((a) => a !== undefined) ??
    articles[0] ??
    null;
  const latest = articles.filter((a) => a !== featured).slice(0, LATEST_COUNT);
  const topics: HomeTopic[] = categories.map((c) => ({
    ...c,
    count: articles.filter((a) => a.category === c.name).length,
  }));
  return {
    figures: heroFigures(counted, operator),
    featured: featured ? await toArticleCard(featured) : null,
    latest: await Promise.all(latest.map(toArticleCard)),
    topics,
    teaser,
  };
}

const features = [
  {
    to: "/articles",
    icon: BookOpen,
    title: "Evidence-Based Articles",
    text: "Hormones, sleep, nutrition and stress explained clearly, with the research behind every claim.",
  },
  {
    to: "/product-reviews",
    icon: FlaskConical,
    title: "Honest Product Reviews",
    text: "We check supplements and fitness gear against the research, their labels and independent certifications, so you can skip the hype.",
  },
  {
    to: "/wellness-quiz",
    icon: ClipboardCheck,
    title: "Wellness Quizzes",
    text: "Five short self-assessments that show where you are thriving and where to focus next.",
  },
  {
    to: "/community",
    icon: Users,
    title: "Supportive Community",
    text: "Live chat rooms on menopause, mental wellness, nutrition and movement, with women who get it.",
  },
];

const teaserIcons = { Supplements: Sparkles, Skincare: HeartHandshake, Fitness: Dumbbell };

export default function Home({ loaderData }: Route.ComponentProps) {
  const { figures, featured, latest, topics, teaser } = loaderData;
  // Counts and ratings computed from the listed catalogue: what a reader finds on the review pages.
  const comparisons = teaser.map((group) => ({ ...group, icon: teaserIcons[group.name] }));
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pb-10 pt-8 sm:px-6 md:grid-cols-2 md:pb-14 md:pt-14">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary">
              <Sparkles className="h-4 w-4" aria-hidden="true" /> Wellness, backed by evidence
            </p>
            <h1 className="mt-5 text-4xl font-semibold sm:text-5xl">
              Your trusted circle for women's health and wellness
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">
              Clear, research-backed guidance and honest reviews for every season of life, from your first
              cycle-tracking app to menopause and beyond.
            </p>
            <SearchBox
              label={homeCopy.searchLabel}
              placeholder={homeCopy.searchPlaceholder}
              className="mt-6 max-w-xl"
            />
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/articles" className={buttonVariants({ size: "lg" })}>
                Explore Articles <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
              <Link to="/wellness-quiz" className={buttonVariants({ size: "lg", variant: "outline" })}>
                Take the Wellness Quiz
              </Link>
            </div>
            {figures.length > 0 ? (
              <dl className="mt-8 grid max-w-md grid-cols-3 gap-4" data-site-figures>
                {figures.map((figure) => (
                  <div key={figure.label}>
                    <dt className="sr-only">{figure.label}</dt>
                    <dd>
                      <span className="block font-serif text-2xl font-semibold text-primary sm:text-3xl">
                        {figure.value}
                      </span>
                      <span className="text-sm text-muted-foreground">
                        {figure.label}
                        {figure.asOf ? <span className="block text-xs">as of {formatAsOf(figure.asOf)}</span> : null}
                      </span>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
          <HeroIllustration className="mx-auto hidden aspect-[480/420] w-full max-w-md md:block" />
        </div>
      </section>

      <ReadingRow featured={featured} latest={latest} topics={topics} />

      <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 pb-16 pt-20 sm:px-6">
        <h2 id="features-heading" className="text-center text-3xl font-semibold sm:text-4xl">
          Everything you need to feel your best
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.to}>
              <Link
                to={feature.to}
                className="group flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <feature.icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl font-semibold group-hover:text-primary">{feature.title}</h3>
                <p className="mt-2 text-muted-foreground">{feature.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="compare-heading" className="bg-secondary/60">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="compare-heading" className="text-3xl font-semibold sm:text-4xl">
              Compare before you buy
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Side-by-side comparisons of price per serving, effectiveness and ingredients, so you can pick the product
              that fits your goals and your budget.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/comparison-guide" className={buttonVariants({ size: "lg" })}>
                See the Comparison Guide
              </Link>
              <Link to="/product-reviews" className={buttonVariants({ size: "lg", variant: "outline" })}>
                Browse All Reviews
              </Link>
            </div>
          </div>
          <ul className="grid gap-4">
            {comparisons.map((item) => (
              <li key={item.name} className="flex items-center gap-4 rounded-xl bg-card p-5 shadow-sm">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-secondary text-sage">
                  <item.icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <div className="flex-1">
                  <p className="font-semibold">{item.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {item.rating === null
                      ? homeCopy.skincareNone
                      : `${item.reviewed} ${item.reviewed === 1 ? "product" : "products"} reviewed · average rating`}
                  </p>
                </div>
                {item.rating === null ? null : (
                  <p className="flex items-center gap-1 font-semibold">
                    <Star className="h-5 w-5 fill-gold text-gold" aria-hidden="true" />
                    <span className="sr-only">Average rating </span>
                    {item.rating.toFixed(1)}
                    <span className="sr-only"> out of 5</span>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="quiz-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
          <ClipboardCheck className="mx-auto h-10 w-10" aria-hidden="true" />
          <h2 id="quiz-heading" className="mt-4 text-3xl font-semibold sm:text-4xl">
            2-minute Wellness Snapshot Quiz
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg">
            Seven quick questions about sleep, stress, food and movement. Get a snapshot of your habits and practical
            next steps, all in your browser.
          </p>
          <Link to="/wellness-quiz" className={buttonVariants({ size: "lg", variant: "secondary", className: "mt-8" })}>
            Start the Quiz
          </Link>
        </div>
      </section>

      <section aria-labelledby="community-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <div className="grid items-center gap-8 rounded-2xl border border-border bg-card p-8 shadow-sm md:grid-cols-[2fr_1fr] md:p-12">
          <div>
            <h2 id="community-heading" className="text-3xl font-semibold sm:text-4xl">
              You don't have to figure it out alone
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Join the community's chat rooms to share what works, ask the questions you can't ask anywhere else and
              cheer each other on.
            </p>
          </div>
          <div className="flex flex-wrap gap-3 md:justify-end">
            <Link to="/community" className={buttonVariants({ size: "lg" })}>
              Join the Community
            </Link>
            <Link to="/articles" className={buttonVariants({ size: "lg", variant: "outline" })}>
              Read the Blog
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const headers = publicPageHeaders;

export const handle = { ...readingPageHandle, pageCache: contentPage() };

/** A page that lists articles names their feed. */
export const links = articleFeedLinks;
