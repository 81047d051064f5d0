import { and, eq, gt, min, sql } from "drizzle-orm";
import { isPublic } from "#app/domain/articles/articles.server.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { quizzes } from "#app/content/quizzes.ts";
import { chatRooms } from "#app/content/community/rooms.ts";
import { mealPlans, VEGAN_NUTRIENT_NOTE } from "#app/content/meal-plans.ts";
import { workoutPlans } from "#app/content/workout-plans.ts";
import { reviewMethodSections } from "#app/content/catalogue/review-method.ts";
import { searchableSitePages } from "#app/content/site-pages.ts";
import { siteName } from "#app/lib/site.ts";
import { toolkitWelcome } from "#app/content/toolkit-tools.ts";
import { FLOWS, SYMPTOMS } from "#app/domain/toolkit/cycle-log.ts";
import { loadCatalogue, toProductView } from "#app/domain/catalogue/catalogue.server.ts";
import { reviewPageSlugs } from "#app/domain/catalogue/product.ts";
import { INTERVIEW_LABELS, type SearchDocument } from "./documents.ts";

/** Tags inside a run of text: dropped without a space ("<em>difficile</em>-associated" is one word). */
const INLINE_TAG = /<\/?(a|abbr|b|cite|code|em|i|mark|q|s|small|span|strong|sub|sup|u)(\s[^>]*)?>/gi;

/**
 * Text of stored (sanitized) article HTML: inline tags dropped, every other tag (a paragraph, a list item, a
 * line break) a space, the few entities the sanitizer writes decoded.
 */
export function htmlText(html: string): string {
  return html
    .replace(INLINE_TAG, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function headingsOf(html: string): string {
  return [...html.matchAll(/<h[2-4][^>]*>([\s\S]*?)<\/h[2-4]>/gi)].map((m) => htmlText(m[1]!)).join(" · ");
}

/** Strings under the keys `keys`, anywhere in a nested value (the workout plan table). */
function stringsUnder(value: unknown, keys: ReadonlySet<string>, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) stringsUnder(item, keys, out);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === "string" && keys.has(key)) out.push(child);
      else stringsUnder(child, keys, out);
    }
  }
  return out;
}

/**
 * What each quiz is about in the words readers use when they ask for it ("diet quiz", "how healthy am I",
 * "fitness test"): a query naming a kind of tool and one of these brings that quiz first.
 */
const QUIZ_SUBJECTS: Record<string, string> = {
  "wellness-snapshot": "wellness wellbeing health healthy lifestyle overall habits",
  "stress-check": "stress stressed anxiety anxious tension worry overwhelmed",
  "sleep-quality": "sleep sleeping insomnia bedtime rest",
  "nutrition-habits": "nutrition diet eating food healthy",
  "movement-motivation": "movement exercise fitness fit active activity",
};

/**
 * Everything a reader can open, as search documents: public articles only (`isPublic()`, the rule of every
 * public list: a scheduled article's words, title and slug are not even read before it goes live, so no
 * result, suggestion or "did you mean" can name it; drafts are never read), product reviews (a
 * product in a roundup) or else affiliate items, roundups with their items, expert interviews, quizzes,
 * the toolkit's tools, chat rooms and the site's own pages.
 */
export async function loadSearchDocuments(db: Database = defaultDb): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = [];
  const articles = await db
    .select({
      slug: schema.articles.slug,
      title: schema.articles.title,
      category: schema.articles.category,
      excerpt: schema.articles.excerpt,
      content: schema.articles.content,
      publishedAt: schema.articles.publishedAt,
    })
    .from(schema.articles)
    .where(isPublic());
  for (const article of articles) {
    if (!article.publishedAt) continue;
    docs.push({
      url: `/articles/${article.slug}`,
      type: "article",
      title: article.title,
      headings: headingsOf(article.content),
      keywords: `${article.category} article`,
      summary: article.excerpt,
      body: htmlText(article.content),
      liveFrom: article.publishedAt.getTime(),
    });
  }

  // What the product's own page shows (the review's text where the catalogue has one), not the table's copy.
  const catalogue = await loadCatalogue("public", db);
  const { roundups, interviews } = catalogue;
  const affiliateSlugs = catalogue.affiliateGroups.flatMap((group) => group.slugs);
  const products = catalogue.products.map(toProductView);
  const reviewed = reviewPageSlugs(catalogue.products, roundups);
  const affiliate = new Set(affiliateSlugs);
  const names = new Map(products.map((p) => [p.slug, p.name]));
  for (const product of products) {
    // One result per product: its review page when it has one, else its affiliate page.
    const kind = reviewed.has(product.slug) ? "review" : affiliate.has(product.slug) ? "affiliate" : null;
    if (!kind) continue;
    docs.push({
      url: kind === "review" ? `/product-reviews/${product.slug}` : `/affiliates/${product.slug}`,
      type: kind,
      title: product.name,
      headings: product.features.map((f) => f.text).join(" · "),
      keywords: `${product.categoryName} ${kind === "review" ? "review" : "affiliate"} product`,
      summary: product.description,
      body:
        kind === "review"
          ? [product.safetyNote ?? "", ...product.pros, product.whoIsItFor, htmlText(product.detailedReview)].join(" ")
          : [product.safetyNote ?? "", product.longDescription].join(" "),
      ...(product.recommended ? {} : { notRecommended: true }),
    });
  }

  for (const roundup of roundups) {
    docs.push({
      url: `/product-roundups/${roundup.slug}`,
      type: "roundup",
      title: roundup.title,
      headings: roundup.products.map((p) => names.get(p.slug) ?? "").join(" · "),
      keywords: "roundup best top picks",
      summary: roundup.description,
      body: roundup.products.map((p) => p.reason).join(" "),
    });
  }

  for (const interview of interviews) {
    const questions = interview.content
      .filter((p): p is { question: string } => typeof p !== "string")
      .map((p) => p.question);
    docs.push({
      url: `/expert-interviews/${interview.id}`,
      type: "interview",
      label: interview.illustrative === false ? INTERVIEW_LABELS.real : INTERVIEW_LABELS.illustrative,
      title: `${interview.name}: ${interview.topic}`,
      headings: `${interview.title} · ${questions.join(" · ")}`,
      keywords: "expert interview",
      summary: interview.summary,
      body: [interview.quote, ...interview.content.filter((p): p is string => typeof p === "string")].join(" "),
    });
  }

  for (const quiz of quizzes) {
    docs.push({
      url: `/wellness-quiz/${quiz.id}`,
      type: "quiz",
      title: `${quiz.title} quiz`,
      headings: quiz.questions.map((q) => q.question).join(" · "),
      keywords: `quiz self-assessment self-check ${QUIZ_SUBJECTS[quiz.id] ?? ""}`,
      summary: quiz.description,
      body: quiz.results.map((r) => `${r.title} ${r.message}`).join(" "),
    });
  }

  const meals = Object.values(mealPlans);
  const cycleTool = toolkitWelcome.tools.find((t) => t.tab === "cycle")!;
  docs.push(
    {
      url: "/wellness-toolkit?tab=tracker",
      type: "tool",
      title: "Health Tracker",
      headings: "Water · Sleep · Exercise · Mood · Trends",
      keywords: "toolkit tool tracker log diary water hydration sleep exercise activity mood habit",
      summary: "Log your water, sleep, exercise and mood each day and see how they trend over the weeks.",
      body: "Daily health log with charts of your water intake, hours of sleep, minutes of exercise and mood.",
    },
    {
      url: "/wellness-toolkit?tab=cycle",
      type: "tool",
      title: cycleTool.label,
      headings: `Flow: ${FLOWS.map((f) => f.label).join(", ")} · Symptoms: ${SYMPTOMS.map((s) => s.label).join(", ")}`,
      keywords: "toolkit tool tracker period cycle menstrual log diary calendar",
      summary: cycleTool.description,
      body: "Log when each period starts and ends, its flow and your symptoms; see the length of your cycles and the patterns in your own log, and print a summary for your doctor.",
    },
    {
      url: "/wellness-toolkit/doctor-summary",
      type: "tool",
      title: "Cycle summary for my doctor",
      headings: "Symptoms across cycles · Patterns noted by the tracker",
      keywords: "toolkit tool cycle period summary doctor gp appointment print",
      summary:
        "A printable summary of your cycle log for a doctor, made in your browser from the entries on this device.",
      body: "",
    },
    {
      url: "/wellness-toolkit?tab=meals",
      type: "tool",
      title: "Vegan Meal Planner",
      headings: "Two weeks of vegan meals for ages 25-35, 36-50 and 51-60 · " + VEGAN_NUTRIENT_NOTE.title,
      keywords: "toolkit tool meal plan planner generator vegan plant-based recipes diet food",
      summary: "Two-week vegan meal plans by age range: breakfast, lunch and dinner for every day.",
      body: [...meals.map((m) => m.focus), ...VEGAN_NUTRIENT_NOTE.points].join(" "),
    },
    {
      url: "/wellness-toolkit?tab=workouts",
      type: "tool",
      title: "Workout Plans",
      headings: stringsUnder(workoutPlans, new Set(["title"])).join(" · "),
      keywords: "toolkit tool workout plan planner generator exercise routine fitness bmi",
      summary: "A weekly workout plan chosen from your age, BMI and fitness level.",
      body: stringsUnder(workoutPlans, new Set(["description"])).join(" "),
    },
  );

  for (const room of chatRooms) {
    docs.push({
      url: `/chat/${room.id}`,
      type: "chat",
      title: `${room.title} chat room`,
      headings: "",
      keywords: "chat room community talk live",
      summary: room.description,
      body: "",
    });
  }

  for (const page of searchableSitePages(siteName())) {
    const method = page.path === "/how-we-review" ? reviewMethodSections(siteName()) : [];
    docs.push({
      url: page.path,
      type: "page",
      title: page.title,
      headings: method.map((s) => s.title).join(" · "),
      keywords: page.keywords,
      summary: page.description,
      body: method.flatMap((s) => [...s.paragraphs, ...(s.points ?? [])]).join(" "),
    });
  }
  return docs;
}

/**
 * When the next scheduled article goes live (null: none is scheduled): an index built before then leaves it
 * out, so it is built again from that moment even if no change is announced.
 */
export async function nextGoLive(db: Database = defaultDb): Promise<number | null> {
  const [row] = await db
    .select({ at: min(schema.articles.publishedAt) })
    .from(schema.articles)
    .where(and(eq(schema.articles.status, "published"), gt(schema.articles.publishedAt, sql`now()`)));
  return row?.at ? new Date(row.at).getTime() : null;
}
