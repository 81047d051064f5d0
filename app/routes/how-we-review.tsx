import { publicPageHeaders } from "#app/lib/http.ts";
import { Link } from "react-router";
import {
  REVIEW_METHOD_SUMMARY,
  REVIEW_METHOD_TITLE,
  reviewMethodSections,
} from "#app/content/catalogue/review-method.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { siteName } from "#app/lib/site.ts";

/** The review method that every review, roundup and the comparison guide link to. */
export default function HowWeReview() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <header>
        <h1 className="text-4xl font-semibold sm:text-5xl">{REVIEW_METHOD_TITLE}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{REVIEW_METHOD_SUMMARY}</p>
      </header>

      <div className="prose-wellness mt-10">
        {reviewMethodSections(siteName()).map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.points ? (
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>

      <nav
        aria-label="Reviews"
        className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t border-border pt-6 text-sm font-medium"
      >
        <Link to="/product-reviews" className="text-primary hover:underline">
          Product reviews
        </Link>
        <Link to="/product-roundups" className="text-primary hover:underline">
          Product roundups
        </Link>
        <Link to="/comparison-guide" className="text-primary hover:underline">
          Comparison guide
        </Link>
        <Link to="/contact" className="text-primary hover:underline">
          Report an error
        </Link>
      </nav>
    </article>
  );
}

export const meta = () => pageMeta(REVIEW_METHOD_TITLE, REVIEW_METHOD_SUMMARY);

export const headers = publicPageHeaders;

export const handle = readingPageHandle;
