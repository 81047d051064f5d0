import { redirect } from "react-router";
import type { Route } from "./+types/moved";

/** Short addresses readers guess, and where those pages really are. */
const MOVED: Record<string, string> = {
  toolkit: "/wellness-toolkit",
  quizzes: "/wellness-quiz",
};

/**
 * A permanent redirect (308 keeps the method) from a guessed address to the real page, keeping the
 * rest of the path (/quizzes/sleep → /wellness-quiz/sleep) and the query.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [, first = "", ...rest] = url.pathname.split("/");
  const target = MOVED[first];
  if (!target) throw new Response(null, { status: 404 });
  const tail = rest.filter(Boolean).map(encodeURIComponent).join("/");
  return redirect(`${target}${tail ? `/${tail}` : ""}${url.search}`, 308);
}
