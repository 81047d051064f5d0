/**
 * Slug rule: lowercase the title, drop characters other than letters,
 * digits, spaces and hyphens, turn runs of whitespace into a single hyphen,
 * collapse repeated hyphens.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/** A slug "is nothing" when it has no letter or digit left (e.g. a title of only punctuation). */
export function isUsableSlug(slug: string): boolean {
  return /[\p{L}\p{N}]/u.test(slug);
}

/** Paths under /articles that belong to routes, so no article may take them. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(["add"]);

/**
 * The first free slug: `base`, then `base-2`, `base-3`… `taken` holds the
 * slugs already used (typically every slug starting with `base`).
 */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (const reserved of RESERVED_SLUGS) used.add(reserved);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
