import { chatRooms } from "#app/content/community/rooms.ts";
import { db as defaultDb, type Database } from "#platform/db.ts";
import { sitemapEntries } from "./sitemap.server.ts";

/** What a path a visitor sent is counted or stored under when it names no page of the site. */
export const OTHER_PAGE = "other";

/** Public pages a visitor can be on that the sitemap leaves out (they have no content of their own to index). */
const UNLISTED_PAGES = ["/search", "/report-error", ...chatRooms.map((room) => `/chat/${room.id}`)];

/** The one spelling of a path: no query or fragment, decoded, lower case, no repeated or trailing slash. */
export function pathSpelling(given: string): string {
  let path = given.split(/[?#]/, 1)[0] ?? "";
  try {
    path = decodeURIComponent(path);
  } catch {
    return "";
  }
  path = path.toLowerCase().replace(/\/{2,}/g, "/");
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/**
 * The canonical path of the public page `given` names, or OTHER_PAGE. Used wherever a path a visitor sends
 * (a form's page field) ends up in a list the admins read, so that list names real pages only and carries
 * no text a visitor made up. Asked rarely (a sign-up, an error report), so it reads the page list each time.
 */
export async function realPageOr(given: string, db: Database = defaultDb): Promise<string> {
  const path = pathSpelling(given);
  if (!path.startsWith("/")) return OTHER_PAGE;
  if (UNLISTED_PAGES.includes(path)) return path;
  const pages = await sitemapEntries(db);
  return pages.some((page) => page.path === path) ? path : OTHER_PAGE;
}
