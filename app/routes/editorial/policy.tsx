import { Link, useLocation } from "react-router";
import type { Route } from "./+types/policy";
import { policyPages, type PolicyPage } from "#app/content/editorial-policies.ts";
import { siteName } from "#app/lib/site.ts";
import { publicPageHeaders } from "#app/lib/http.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { slugify } from "#app/domain/articles/slug.ts";

/** The editorial standards pages (editorial, corrections, advertising and affiliate, terms): one module, four routes. */
function pageFor(pathname: string): PolicyPage {
  const pages = policyPages(siteName());
  return pages.find((page) => page.path === pathname.replace(/\/+$/, "")) ?? pages[0]!;
}

export const handle = readingPageHandle;

export default function Policy() {
  const page = pageFor(useLocation().pathname);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <header>
        <h1 className="text-4xl font-semibold sm:text-5xl">{page.title}</h1>
        <p className="mt-3 text-muted-foreground">
          Last updated: <time dateTime={page.updated}>{page.updated}</time>
        </p>
      </header>
      <div className="prose-wellness mt-10">
        {page.sections.map((section) => (
          <section key={section.heading} aria-labelledby={slugify(section.heading)}>
            <h2 id={slugify(section.heading)}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
      <nav aria-label="Editorial standards" className="mt-12 rounded-xl border border-border bg-card p-5 text-sm">
        <p className="font-semibold">Our standards</p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {policyPages(siteName()).map((other) => (
            <li key={other.path}>
              <Link
                to={other.path}
                className="text-primary underline-offset-2 hover:underline"
                aria-current={other.path === page.path ? "page" : undefined}
              >
                {other.title}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/editorial-team" className="text-primary underline-offset-2 hover:underline">
              Editorial Team
            </Link>
          </li>
          <li>
            <Link to="/report-error" className="text-primary underline-offset-2 hover:underline">
              Report an Error
            </Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}

export const meta = ({ location }: Route.MetaArgs) => {
  const page = pageFor(location.pathname);
  return pageMeta(page.title, page.description);
};

export const headers = () => publicPageHeaders();
