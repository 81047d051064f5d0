import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { siteName } from "#app/lib/site.ts";
import { z } from "zod";
import { slugify } from "./slug.ts";

/**
 * Who is credited for a page and what it cites, as pure rules: the people and credit forms, sources
 * as lines, in-text reference markers, key takeaways, review dates, headings for the table of contents.
 * Shared by server and browser.
 */

/** A numbered reference (same shape as the articles.sources column). */
export type ArticleSource = { title: string; publisher: string; year: number | null; url: string | null };

/**
 * Who is credited when no person is: the team, whose page says who that is, named after the site as the
 * operator set it (SITE_NAME; "The Wellness Circle editorial team" by default).
 */
export function editorialTeam(): { name: string; path: "/editorial-team" } {
  return { name: `${siteName()} editorial team`, path: "/editorial-team" };
}

/** Health content is checked against its sources at least this often (the editorial policy says so). */
export const REVIEW_INTERVAL_MONTHS = 12;

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);

const httpUrl = z
  .string()
  .trim()
  .max(500, "A link must be at most 500 characters.")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, "A link must start with https:// or http://.");

const PHOTO_URL = /^\/uploads\/public\/[A-Za-z0-9-]+\.(?:jpe?g|png|gif)$/;

/** "Label | https://…" per line, at most 6 links. */
export function parseLinks(value: string): { ok: true; links: { label: string; url: string }[] } | Refusal<"invalid"> {
  const lines = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 6) return refuse("invalid", "Give at most 6 links.");
  const links = [];
  for (const line of lines) {
    const [label = "", url = ""] = line.split("|").map((part) => part.trim());
    const checked = httpUrl.safeParse(url);
    if (!label || label.length > 60 || !checked.success) {
      return refuse(
        "invalid",
        `Write each link as "Label | https://…" (label up to 60 characters): "${line.slice(0, 80)}"`,
      );
    }
    links.push({ label, url: checked.data });
  }
  return { ok: true, links };
}

export const personSchema = z.object({
  name: z
    .string({ error: "Name is required." })
    .trim()
    .min(1, "Name is required.")
    .max(120, "Name must be at most 120 characters."),
  role: z
    .string({ error: "Role is required." })
    .trim()
    .min(1, "Role is required.")
    .max(80, "Role must be at most 80 characters."),
  credentials: text("Credentials", 160).optional().default(""),
  bio: text("Bio", 1500).optional().default(""),
  photo_url: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || PHOTO_URL.test(value), "Please upload the photo with the upload button."),
  links: z.string().max(4000).optional().default(""),
});
export type PersonInput = z.output<typeof personSchema>;

export function personSlug(name: string): string {
  return slugify(name) || "person";
}

/**
 * One source per line: "Title | Publisher | Year | URL" (publisher, year and URL may be empty).
 * Returns the sources, or the first line that does not fit.
 */
export function parseSources(value: string): { ok: true; sources: ArticleSource[] } | Refusal<"invalid"> {
  const lines = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 60) return refuse("invalid", "Give at most 60 sources.");
  const sources: ArticleSource[] = [];
  const thisYear = new Date().getUTCFullYear();
  for (const [index, line] of lines.entries()) {
    const [title = "", publisher = "", year = "", url = "", ...rest] = line.split("|").map((part) => part.trim());
    const where = `Source ${index + 1}`;
    if (rest.length) return refuse("invalid", `${where}: write it as "Title | Publisher | Year | URL".`);
    if (!title || title.length > 400) return refuse("invalid", `${where}: a title (up to 400 characters) is required.`);
    if (publisher.length > 200) return refuse("invalid", `${where}: the publisher must be at most 200 characters.`);
    let yearNumber: number | null = null;
    if (year) {
      yearNumber = Number(year);
      if (!/^\d{4}$/.test(year) || yearNumber < 1800 || yearNumber > thisYear + 1) {
        return refuse("invalid", `${where}: the year must be a four-digit year up to ${thisYear + 1}.`);
      }
    }
    if (url && !httpUrl.safeParse(url).success)
      return refuse("invalid", `${where}: the link must start with https:// or http://.`);
    sources.push({ title, publisher, year: yearNumber, url: url || null });
  }
  return { ok: true, sources };
}

export function formatSourceLines(sources: ArticleSource[]): string {
  return sources
    .map((s) => [s.title, s.publisher, s.year ?? "", s.url ?? ""].join(" | ").replace(/( \| )+$/, ""))
    .join("\n");
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateField(label: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const date = new Date(`${value}T00:00:00.000Z`);
      if (!DATE.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
        ctx.addIssue({ code: "custom", message: `${label}: enter a date as YYYY-MM-DD.` });
        return z.NEVER;
      }
      return date;
    });
}

const uuidOrNone = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || /^[0-9a-f-]{36}$/i.test(value), "Choose a person from the list.");

/** Who is credited and when the page was checked: the fields an article's and a review's details share. */
const creditFields = {
  author_id: uuidOrNone,
  reviewer_id: uuidOrNone,
  last_reviewed: dateField("Last reviewed"),
  next_review: dateField("Next review due"),
};

function checkReviewDates(value: { last_reviewed: Date | null; next_review: Date | null }, ctx: z.RefinementCtx): void {
  if (value.last_reviewed && value.next_review && value.next_review <= value.last_reviewed) {
    ctx.addIssue({ code: "custom", path: ["next_review"], message: "The next review must come after the last one." });
  }
  if (value.last_reviewed && value.last_reviewed.getTime() > Date.now()) {
    ctx.addIssue({ code: "custom", path: ["last_reviewed"], message: "The last review cannot be in the future." });
  }
}

export const editorialDetailsSchema = z
  .object({
    ...creditFields,
    key_takeaways: z.string().max(4000, "Key takeaways must be at most 4,000 characters.").optional().default(""),
    sources: z.string().max(40_000, "Sources must be at most 40,000 characters.").optional().default(""),
  })
  .superRefine(checkReviewDates);

/** A product review's details: its sources are catalogue content, so only credits and review dates. */
export const reviewCreditsSchema = z.object(creditFields).superRefine(checkReviewDates);

/** Key takeaways: one per line, at most 6, each up to 300 characters. */
export function parseTakeaways(value: string): { ok: true; takeaways: string[] } | Refusal<"invalid"> {
  const lines = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 6) return refuse("invalid", "Give at most 6 key takeaways.");
  const long = lines.find((line) => line.length > 300);
  if (long) return refuse("invalid", `Each takeaway must be at most 300 characters: "${long.slice(0, 60)}…"`);
  return { ok: true, takeaways: lines };
}

/** A date one review interval after `from`. */
export function nextReviewAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + REVIEW_INTERVAL_MONTHS);
  return next;
}

export type Heading = { id: string; text: string };

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/**
 * Gives every h2 of sanitized article HTML an id (for the table of contents) and turns "[n]" in the
 * text into a link to source n (only for n that exists, only outside tags).
 */
export function enrichArticleHtml(html: string, sourceCount: number): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const used = new Set<string>();
  let out = html.replace(/<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/g, (_match, attrs: string | undefined, inner: string) => {
    const label = decode(inner.replace(/<[^>]+>/g, "")).trim();
    let id = `section-${slugify(label) || "part"}`;
    for (let n = 2; used.has(id); n += 1) id = `section-${slugify(label)}-${n}`;
    used.add(id);
    headings.push({ id, text: label });
    const kept = (attrs ?? "").replace(/\sid="[^"]*"/g, "");
    return `<h2 id="${id}"${kept}>${inner}</h2>`;
  });
  if (sourceCount > 0) {
    out = out
      .split(/(<[^>]+>)/)
      .map((part) =>
        part.startsWith("<")
          ? part
          : part.replace(/\[(\d{1,2})\]/g, (marker, n: string) => {
              const number = Number(n);
              return number >= 1 && number <= sourceCount
                ? `<sup class="citation"><a href="#source-${number}" aria-label="Source ${number}">[${number}]</a></sup>`
                : marker;
            }),
      )
      .join("");
  }
  return { html: out, headings };
}

/** Articles with at least this many sections get a table of contents. */
export const TOC_MIN_SECTIONS = 4;

/**
 * The structured sources of a built-in article's trailing "References" list, and its content without
 * that list (the page shows sources as a numbered list of its own).
 */
export function extractReferences(html: string): { content: string; sources: ArticleSource[] } {
  const match = /<h2>References<\/h2>\s*<ol>([\s\S]*?)<\/ol>/.exec(html);
  if (!match) return { content: html, sources: [] };
  const sources = [...match[1]!.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => {
    const url = /href="([^"]+)"/.exec(item!)?.[1] ?? null;
    const publisher = decode(/<em>([\s\S]*?)<\/em>/.exec(item!)?.[1]?.replace(/<[^>]+>/g, "") ?? "").trim();
    const withoutLink = item!.replace(/<a\b[^>]*>[\s\S]*?<\/a>/g, "");
    const title = decode(withoutLink.replace(/<[^>]+>/g, ""))
      .replace(/\s+/g, " ")
      .trim();
    const year = /\b(1[89]\d{2}|20\d{2})\b/.exec(title)?.[1];
    return { title, publisher, year: year ? Number(year) : null, url };
  });
  return { content: html.replace(match[0], "").trimEnd(), sources };
}

/** A category's page (/articles/category/{slug}), linked from every category chip. */
export function categoryPath(category: string): string {
  return `/articles/category/${slugify(category) || "other"}`;
}
