import { Link } from "react-router";
import { SearchBox } from "#app/components/search/search-box.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { popularLinks } from "#app/content/popular-topics.ts";
import { NOT_FOUND_MESSAGE, siteName } from "#app/lib/site.ts";

/**
 * Not-found page: 'Page Not Found', an optional message and 'Back to Home'; then a search field
 * and the site's main sections, so a reader who followed a dead link can still find what she came for.
 */
export function NotFoundView({ message = NOT_FOUND_MESSAGE }: { message?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-7xl font-semibold text-primary/80" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-muted-foreground">{message}</p>
      <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        Back to Home
      </Link>
      <div className="mt-12 w-full text-left">
        <h2 className="text-center text-xl font-semibold">Search instead</h2>
        <SearchBox label="Search the site" className="mt-4" />
        <h2 className="mt-10 text-center text-xl font-semibold">Popular on {siteName()}</h2>
        <ul className="mt-4 grid gap-2 text-center sm:grid-cols-2">
          {popularLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-primary underline-offset-4 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
