import {
  data,
  type ShouldRevalidateFunctionArgs,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { getSessionState } from "#app/domain/accounts/session.server.ts";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { NotFoundView } from "#app/components/not-found-view.tsx";
import { GoneView, isGonePage } from "#app/components/gone-view.tsx";
import { FlashToast, Toaster } from "#app/components/ui/toaster.tsx";
import { PrivateSyncRoot } from "#app/components/private-sync/private-sync-root.tsx";
import { getToast } from "#app/lib/toast.server.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import { ThemeScript } from "#app/components/theme.tsx";
import { HideBrokenImagesScript } from "#app/components/hide-broken-images.tsx";
import { SearchSuggestLoaderScript } from "#app/components/search/suggest-loader.tsx";
import { needsHydration } from "#app/lib/hydration.ts";
import { publicConfig } from "#platform/config.ts";
import { useNonce } from "#app/lib/nonce.tsx";
import { SITE_LANGUAGE } from "#app/lib/language.ts";
import { requestInfoContext } from "#platform/request-context.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { useMarkHydrated } from "#app/lib/use-hydrated.ts";
import { SITE_NAME_META, siteName } from "#app/lib/site.ts";
import stylesheet from "./app.css?url";
import headingFont from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  // The heading font is needed for the first paint of every page (the LCP is usually an h1).
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Paths that must render even with a broken session cookie (no redirect loop). */
const SESSION_CHECK_EXEMPT = ["/force-logout"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [session, { toast, headers }] = await Promise.all([getSessionState(request), getToast(request)]);
  // Startup session check: a ghost session or an undecodable cookie ends at /force-logout.
  if (session.invalid && !SESSION_CHECK_EXEMPT.includes(new URL(request.url).pathname)) {
    throw redirect("/force-logout");
  }
  const responseHeaders = new Headers(headers ?? undefined);
  for (const cookie of session.headers?.getSetCookie() ?? []) responseHeaders.append("Set-Cookie", cookie);
  // The copyright year is the current one, read when the page is rendered (never a fixed year).
  const year = new Date().getUTCFullYear();
  // "A member" (server/page-handler.ts): rendered without her cookies, shown signed in, for every member.
  const signedIn = session.user !== null || context.get(requestInfoContext).audience === "member";
  return data(
    { user: session.user, signedIn, toast, siteUrl: publicConfig().siteUrl, year },
    { headers: responseHeaders },
  );
}

/** The session and flash toast change with actions and page changes, not with `?query` changes on one page. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function useOptionalUser() {
  const data = useRouteLoaderData<typeof loader>("root");
  return data?.user ?? null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  // Reading pages need no client runtime (app/lib/hydration.ts). In the browser the
  // runtime is already running (the server chose to send it), and stays for every page.
  const matches = useMatches();
  const hydrate = typeof document !== "undefined" || needsHydration(matches, { hasToast: Boolean(rootData?.toast) });
  const canonical = rootData
    ? `${rootData.siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`
    : undefined;
  return (
    <html lang={SITE_LANGUAGE} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9e3558" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        {canonical ? (
          <>
            <link rel="canonical" href={canonical} />
            <meta property="og:url" content={canonical} />
          </>
        ) : null}
        <meta name={SITE_NAME_META} content={siteName()} />
        <Links />
        <ThemeScript nonce={nonce} />
        <HideBrokenImagesScript nonce={nonce} />
        <SearchSuggestLoaderScript nonce={nonce} />
        {rootData ? (
          <JsonLd
            data={{
              "@context": "https://schema.org",
              "@type": "Organization",
              name: siteName(),
              url: rootData.siteUrl,
              logo: `${rootData.siteUrl}/favicon.svg`,
              description: "Evidence-based guidance and honest product reviews for women's health and wellness.",
            }}
          />
        ) : null}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter year={rootData?.year} />
        <Toaster />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const { toast, user } = useLoaderData<typeof loader>();
  useMarkHydrated();
  return (
    <>
      <Outlet />
      <FlashToast toast={toast} />
      <PrivateSyncRoot userId={user?.id ?? null} />
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    siteName(),
    "Evidence-based guidance, honest product reviews, wellness tools and a supportive community for women.",
  );

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = typeof error.data === "string" && error.data ? error.data : undefined;
    return (
      <>
        <title>{`Page Not Found | ${siteName()}`}</title>
        <NotFoundView message={message} />
      </>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 410 && isGonePage(error.data))
    return (
      <>
        <title>{`${error.data.gone.title} | ${siteName()}`}</title>
        <GoneView page={error.data} />
      </>
    );
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <>
      <title>{`Something went wrong | ${siteName()}`}</title>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Error {status}</p>
        <h1 className="mt-2 text-3xl font-semibold">Something went wrong</h1>
        <p className="mt-4 text-muted-foreground">
          We could not show this page right now. Please try again in a moment.
        </p>
        <a className="mt-8 inline-block font-medium text-primary underline" href="/">
          Back to Home
        </a>
      </section>
    </>
  );
}
