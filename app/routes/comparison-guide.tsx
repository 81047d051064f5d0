import { publicPageHeaders } from "#app/lib/http.ts";
import { CircleCheck, CircleX } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/comparison-guide";
import { ProductRating } from "#app/components/catalogue/star-rating.tsx";
import { ReviewMethodNote } from "#app/components/catalogue/review-notices.tsx";
import { PageHistory } from "#app/components/governance/page-history.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import type { ComparisonValue } from "#app/content/catalogue/comparison.ts";
import { listComparisonTables } from "#app/domain/catalogue/catalogue.server.ts";
import { comparisonGuideHistory } from "#app/domain/catalogue/many-item-history.server.ts";
import {
  COMPARISON_SCALES,
  EVIDENCE_LABELS,
  FACT_NOT_GIVEN,
  MEDICAL_DISCLAIMER,
} from "#app/domain/catalogue/messages.ts";
import { priceCheckedText } from "#app/domain/catalogue/price-date.ts";
import { formatPrice } from "#app/domain/catalogue/product.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";
import { historyPaging, historyPageAsked } from "#app/routes/history-paging.server.ts";

/** One table per category; a table on wide screens, stacked cards on phones. */
export async function loader({ request }: Route.LoaderArgs) {
  // Every row is read from its product's review: the same name, rating and facts as the review page.
  // The price's month is worded here, on the server, so the page's script carries no copy module for it.
  const [tables, history] = await Promise.all([
    listComparisonTables(),
    comparisonGuideHistory(historyPageAsked(request)),
  ]);
  const categories = tables.map((category) => ({
    ...category,
    products: category.products.map((product) => ({
      ...product,
      priceChecked: priceCheckedText(product.priceCheckedOn),
      // One fact per label: a label added after the row was written has none until an editor gives it.
      features: category.featureLabels.map((_, i) => product.features[i] ?? { value: FACT_NOT_GIVEN, good: null }),
    })),
  }));
  return { categories, history: historyPaging(request, history) };
}

/** A fact that counts for or against a product carries its mark; a plain fact is shown as it is. */
function FeatureValue({ feature }: { feature: ComparisonValue }) {
  if (feature.good === null) return <span>{feature.value}</span>;
  const Icon = feature.good ? CircleCheck : CircleX;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon
        className={feature.good ? "h-4 w-4 shrink-0 text-sage" : "h-4 w-4 shrink-0 text-destructive"}
        aria-hidden="true"
      />
      <span>{feature.value}</span>
      <span className="sr-only">{feature.good ? "(good)" : "(drawback)"}</span>
    </span>
  );
}

/** The price per serving, with the month a person last checked it when that was recorded. */
function Price({ price, checked }: { price: number; checked: string | null | undefined }) {
  return (
    <span>
      {formatPrice(price)}
      {checked ? <span className="block text-xs text-muted-foreground">{checked}</span> : null}
    </span>
  );
}

/** "5/10" with the evidence grade it stands for, so the score reads beside the stars. */
function Effectiveness({ score, evidence }: { score: number; evidence: keyof typeof EVIDENCE_LABELS }) {
  return (
    <span>
      {score}/10 <span className="block text-xs text-muted-foreground">evidence {EVIDENCE_LABELS[evidence]}</span>
    </span>
  );
}

export default function ComparisonGuide({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">Product Comparison Guide</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Side-by-side comparisons of products from our roundups: price per serving, our rating (where we have reviewed
          the product in full), how strong the trial evidence is for each one's main use (effectiveness out of 10) and
          the details that set them apart.
        </p>
        <p className="mt-4 text-sm text-muted-foreground" data-testid="comparison-scales">
          {COMPARISON_SCALES}
        </p>
        <ReviewMethodNote className="mt-4" />
      </header>

      {loaderData.categories.map((category) => {
        const headingId = `compare-${category.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
        return (
          <section key={category.title} aria-labelledby={headingId} className="mt-12">
            <h2 id={headingId} className="text-2xl font-semibold sm:text-3xl">
              {category.title}
            </h2>
            {category.intro ? <p className="mt-3 max-w-3xl text-muted-foreground">{category.intro}</p> : null}

            {/* The table fits its box from lg up (headers wrap, the link sits under the name); below, cards. */}
            <div
              className="mt-5 hidden rounded-xl border border-border bg-card shadow-sm lg:block"
              data-testid="comparison-table"
            >
              <Table className="table-fixed">
                <TableHeader className="bg-muted/60">
                  <TableRow>
                    <TableHead scope="col" wrap className="w-[22%]">
                      Product
                    </TableHead>
                    <TableHead scope="col" wrap>
                      Price per serving
                    </TableHead>
                    <TableHead scope="col" wrap>
                      Rating
                    </TableHead>
                    <TableHead scope="col" wrap>
                      Effectiveness
                    </TableHead>
                    {category.featureLabels.map((label) => (
                      <TableHead key={label} scope="col" wrap>
                        {label}
                      </TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {category.products.map((product) => (
                    <TableRow key={product.slug}>
                      <TableHead scope="row" wrap className="py-3 font-semibold">
                        <span className="block">{product.name}</span>
                        <Link
                          to={`/product-reviews/${product.slug}`}
                          className={buttonVariants({ size: "sm", variant: "outline", className: "mt-2" })}
                          aria-label={`View Product: ${product.name}`}
                        >
                          View Product
                        </Link>
                      </TableHead>
                      <TableCell>
                        <Price price={product.price} checked={product.priceChecked} />
                      </TableCell>
                      <TableCell>
                        <ProductRating rating={product.rating} />
                      </TableCell>
                      <TableCell>
                        <Effectiveness score={product.effectiveness} evidence={product.evidence} />
                      </TableCell>
                      {product.features.map((feature, i) => (
                        <TableCell key={category.featureLabels[i]}>
                          <FeatureValue feature={feature} />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>

            <ul className="mt-5 grid gap-4 md:grid-cols-2 lg:hidden">
              {category.products.map((product) => (
                <li key={product.slug} className="rounded-xl border border-border bg-card p-5 shadow-sm">
                  <h3 className="text-lg font-semibold">{product.name}</h3>
                  <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                    {[
                      {
                        label: "Price per serving",
                        value: <Price price={product.price} checked={product.priceChecked} />,
                      },
                      { label: "Rating", value: <ProductRating rating={product.rating} /> },
                      {
                        label: "Effectiveness",
                        value: <Effectiveness score={product.effectiveness} evidence={product.evidence} />,
                      },
                      ...product.features.map((feature, i) => ({
                        label: category.featureLabels[i],
                        value: <FeatureValue feature={feature} />,
                      })),
                    ].map((row) => (
                      <div key={row.label} className="contents">
                        <dt className="text-muted-foreground">{row.label}</dt>
                        <dd>{row.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <Link
                    to={`/product-reviews/${product.slug}`}
                    className={buttonVariants({ variant: "outline", className: "mt-4 w-full" })}
                    aria-label={`View Product: ${product.name}`}
                  >
                    View Product
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      <p className="mt-14 rounded-xl border border-border bg-muted/60 p-5 text-sm text-muted-foreground">
        {MEDICAL_DISCLAIMER}
      </p>
      {loaderData.history ? <PageHistory entries={loaderData.history.entries} paging={loaderData.history} /> : null}
    </div>
  );
}

export const meta = () =>
  pageMeta(
    "Product Comparison Guide",
    "Compare collagen supplements, hormone support blends and women's multivitamins side by side: price per serving, rating and effectiveness.",
  );

export const headers = publicPageHeaders;

// Each page of the history (?changes=2…) is a page of its own; unknown values are redirected away.
export const handle = { ...readingPageHandle, pageCache: contentPage({ query: ["changes"] }) };
