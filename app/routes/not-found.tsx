import { data } from "react-router";
import { NotFoundView } from "#app/components/not-found-view.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";

/** Any unknown path: the not-found page with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundView />;
}

export const meta = () => pageMeta("Page Not Found", "The page you were looking for could not be found.");

export const handle = readingPageHandle;
