import { data } from "react-router";
import type { Route } from "./+types/search";
import { SearchMain, searchMeta } from "#app/components/search/search-main.tsx";
import { parseSearchType } from "#app/domain/search/query.ts";
import { searchPageData } from "#app/domain/search/search-page.server.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { requestInfoContext } from "#platform/request-context.ts";
import { redirectUnknownValues } from "#app/routes/known-query.server.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";
import { SEARCH_PAGES_KEPT } from "#app/domain/search/query.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  // A made-up `type` would otherwise be one more stored variant of the search page per value.
  redirectUnknownValues(request, { type: (value) => parseSearchType(value) !== undefined });
  const page = await searchPageData(new URL(request.url).searchParams, request, context.get(requestInfoContext).ip);
  return data(page.data, { headers: { "Cache-Control": page.cacheControl, "Server-Timing": page.serverTiming } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-cache" });
  // One render's timing: the page cache does not keep it with the page (server/page-handler.ts).
  const timing = loaderHeaders.get("Server-Timing");
  if (timing) headers.set("Server-Timing", timing);
  return headers;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchMain data={loaderData} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => searchMeta(loaderData?.query);

export const handle = {
  ...readingPageHandle,
  // Most searches are asked once: a search is kept from its second ask (decision 048).
  pageCache: contentPage({ query: ["q", "type"], variants: SEARCH_PAGES_KEPT, keptWhenAskedAgain: true }),
};
