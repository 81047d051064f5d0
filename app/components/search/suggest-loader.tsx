/** Where the suggestions module is served from (public/). */
export const SEARCH_SUGGEST_MODULE = "/search-suggest.js";
/** The id of the header's search popover. */
export const HEADER_SEARCH_ID = "site-search";

/**
 * Loads public/search-suggest.js on the first focus of a search field marked `data-search-suggest`, and
 * hands it that field. A few hundred bytes inline in <head>: pages that ship no script (docs/decisions/003)
 * fetch the suggestions module only when a reader starts a search, and never React. Written as a string,
 * not a function's source, so that no bundler rewrites its dynamic import. It also puts the caret in the
 * header's search field when its popover opens (without JavaScript, a click in the field does).
 */
const LOADER = !import.meta.env.SSR
  ? // The browser keeps the server's <script> as it is (as the footer does): its build carries none of it.
    ""
  : `document.addEventListener("focusin",function(e){var t=e.target;if(t instanceof HTMLInputElement&&t.hasAttribute("data-search-suggest")){import(${JSON.stringify(SEARCH_SUGGEST_MODULE)}).then(function(m){m.attach(t)},function(){})}});document.addEventListener("toggle",function(e){var p=e.target;if(e.newState==="open"&&p instanceof HTMLElement&&p.id===${JSON.stringify(HEADER_SEARCH_ID)}){var i=p.querySelector("input");if(i)i.focus()}},true)`;

export function SearchSuggestLoaderScript({ nonce }: { nonce: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: LOADER }} />;
}
