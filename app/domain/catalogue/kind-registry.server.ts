import type { CatalogueKind } from "./kinds.server.ts";
import { COMPARISON_KIND, LISTING_KIND } from "./listing-kinds.server.ts";
import { ROUNDUP_KIND } from "./roundup-editing.server.ts";

/**
 * The catalogue kinds on the generic records by the admin section their pages live under
 * (/admin/<section>/:key/revisions, /sign-off/<section>/:key): one revisions screen, one compare-and-restore
 * screen and one sign-off page serve them all.
 */
export const KINDS_BY_SECTION = {
  roundups: ROUNDUP_KIND,
  comparison: COMPARISON_KIND,
  "affiliate-corner": LISTING_KIND,
} as const;

export type KindSection = keyof typeof KINDS_BY_SECTION;

/** The kind of a section, or null (an unknown section answers 404). */
export function kindOfSection(section: string | undefined): CatalogueKind<unknown> | null {
  if (!section || !Object.hasOwn(KINDS_BY_SECTION, section)) return null;
  return KINDS_BY_SECTION[section as KindSection] as unknown as CatalogueKind<unknown>;
}

/** The section of an admin URL: /admin/<section>/… */
export function sectionOfAdminUrl(url: string): string | undefined {
  return new URL(url).pathname.split("/")[2];
}
