import { useEffect, useState } from "react";
import { data, Link, useActionData, useFetcher, useLocation } from "react-router";
import type { Route } from "./+types/catalogue-product";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import {
  CATALOGUE_ADMIN,
  PRODUCT_ADMIN as P,
  PRODUCT_EDITORIAL as E,
  PRODUCT_FORM as F,
} from "#app/domain/catalogue/messages.ts";
import { ChangeFields } from "#app/components/catalogue/change-fields.tsx";
import { sourceLine } from "#app/domain/catalogue/product-versions.server.ts";
import { reviewGateState } from "#app/domain/articles/review-gate.server.ts";
import { latestProductSignoff } from "#app/domain/catalogue/product-governance.server.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { articlesLinkingTo } from "#app/domain/catalogue/catalogue.server.ts";
import { db, schema } from "#platform/db.ts";
import { eq } from "drizzle-orm";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { ProductForm } from "#app/components/catalogue/product-form.tsx";
import { LinkedArticles } from "#app/components/catalogue/linked-articles.tsx";
import { PRODUCT_RETIREMENT as R } from "#app/domain/catalogue/retirement-messages.ts";
import { EditorialStatus, FieldError, SavedWithoutScript } from "#app/components/catalogue/product-page-parts.tsx";
import { CATEGORY_NAMES, EVIDENCE_GRADES } from "#app/domain/catalogue/product.ts";
import { submitProductForm, type ProductFormFailure, type ProductFormValues } from "./product-form.server.ts";
import { answerProductPageForm, type Answer } from "./product-page-forms.server.ts";

/** Admin: one product's full review, shops and prices, and state (admins only; every save checked on the server). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const catalogue = await loadCatalogue("editor");
  const product = catalogue.products.find((p) => p.slug === params.slug);
  if (!product) throw data(null, { status: 404 });
  const [[review], [row], gate, signoff, linkedArticles] = await Promise.all([
    db.select().from(schema.productReviews).where(eq(schema.productReviews.productSlug, product.slug)),
    db
      .select({
        version: schema.products.version,
        contentVersion: schema.products.contentVersion,
        reviewHold: schema.products.reviewHold,
      })
      .from(schema.products)
      .where(eq(schema.products.slug, product.slug)),
    reviewGateState(),
    latestProductSignoff(product.slug),
    // Issue 60: the articles linking to the product, shown before and after she retires it.
    articlesLinkingTo(product.slug),
  ]);
  const now = new Date();
  const signed = signoff !== null && row !== undefined && signoff.version >= row.contentVersion;
  return {
    product: {
      slug: product.slug,
      name: product.name,
      category: product.category,
      evidence: product.evidence,
      retailers: product.retailers,
      details: {
        name: product.name,
        slug: product.slug,
        category: product.category,
        evidence: product.evidence,
        description: product.description,
        longDescription: product.longDescription,
        features: product.features.map((f) => f.text).join("\n"),
        cons: product.cons.join("\n"),
        whoIsItFor: product.whoIsItFor,
        safetyNote: product.safetyNote ?? "",
        imageSrc: product.imageSrc,
        imageAlt: product.imageSrc ? product.imageAlt : "",
      } satisfies ProductFormValues,
      state:
        product.status === "published" && product.publishedAt && product.publishedAt > now
          ? "scheduled"
          : product.status,
      publishedAt: product.publishedAt?.toISOString() ?? null,
    },
    review: review?.body != null ? { body: review.body, rating: review.rating, version: review.version } : null,
    sources: (product.sources ?? []).map(sourceLine).join("\n"),
    editorial: {
      version: row?.version ?? 1,
      hold: row?.reviewHold ?? null,
      gateOn: gate.on,
      healthContent: Boolean(review?.body != null || product.safetyNote),
      signedOff: signed,
      lastSignoff: signoff ? `${signoff.reviewerName}, revision ${signoff.version}` : null,
    },
    linkedArticles,
    today: now.toISOString().slice(0, 10),
    categories: [...CATEGORY_NAMES],
    evidenceGrades: [...EVIDENCE_GRADES],
  };
}

/**
 * How many saves this form's fetcher has had answered as done: its change fields are keyed by it, so each
 * save draws them anew and the next one starts as a plain update (a save that changed nothing too).
 */
function useSaves(fetcherData: unknown): number {
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    if ((fetcherData as Answer | undefined)?.ok) setSaves((n) => n + 1);
  }, [fetcherData]);
  return saves;
}

/** The answer meant for this form: its fetcher's, or the page's action data when it was posted without script. */
function useAnswer(fetcherData: unknown, form: string): Answer | undefined {
  const actionData = useActionData<typeof action>() as Answer | undefined;
  return (fetcherData as Answer | undefined) ?? (actionData?.form === form ? actionData : undefined);
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  // The details form is multipart (it may carry an image); it is read on its own path.
  if (new URL(request.url).searchParams.get("form") === "details") {
    const result = await submitProductForm(request, params.slug, admin.id);
    if (!result.ok) return data({ details: result }, { status: 400 });
    return redirectWithToast(`/admin/catalogue/${result.slug}`, { title: F.saved, description: F.savedText });
  }
  return answerProductPageForm(await readFormData(request), params.slug, admin.id);
}

function ReviewForm({ review, sources }: { review: Route.ComponentProps["loaderData"]["review"]; sources: string }) {
  const fetcher = useFetcher<typeof action>();
  const answer = useAnswer(fetcher.data, "review");
  const errors = answer?.ok === false ? (answer.fields ?? {}) : {};
  const typed = answer?.ok === false ? answer.values : undefined;
  // After a conflict the form keeps her text; saving again is based on the version now stored.
  const version = answer?.current?.version ?? review?.version ?? 0;
  const saves = useSaves(fetcher.data);
  return (
    <fetcher.Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="version" value={version} />
      <p className="text-sm text-muted-foreground">{review ? P.savedVersion(review.version) : P.noReview}</p>
      <div className="grid gap-1.5">
        <Label htmlFor="review-rating">{P.rating}</Label>
        <Input
          id="review-rating"
          name="rating"
          inputMode="decimal"
          className="w-32"
          defaultValue={typed?.rating ?? review?.rating ?? ""}
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={errors.rating ? "review-rating-error" : undefined}
        />
        <FieldError id="review-rating-error" message={errors.rating} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="review-body">{P.body}</Label>
        <Textarea
          id="review-body"
          name="body"
          rows={12}
          defaultValue={typed?.body ?? review?.body ?? ""}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? "review-body-error" : undefined}
        />
        <FieldError id="review-body-error" message={errors.body} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="review-sources">{P.sources}</Label>
        <Textarea
          id="review-sources"
          name="sources"
          rows={5}
          defaultValue={typed?.sources ?? sources}
          aria-invalid={errors.sources ? true : undefined}
          aria-describedby={errors.sources ? "review-sources-error" : undefined}
        />
        <FieldError id="review-sources-error" message={errors.sources} />
      </div>
      <ChangeFields idPrefix="review" errors={errors} values={typed} version={`${version}-${saves}`} />
      {answer?.ok === false && !answer.fields ? (
        <p className="text-sm text-destructive">{answer.toast.description}</p>
      ) : null}
      {answer?.current ? (
        <details open className="rounded-lg border border-border bg-muted p-3 text-sm">
          <summary className="font-medium">{P.theirVersion}</summary>
          <pre className="mt-2 whitespace-pre-wrap break-words">{answer.current.body}</pre>
        </details>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={fetcher.state !== "idle"}>
        {P.saveReview}
      </Button>
      <FlashToast toast={answer?.toast ?? null} />
      <SavedWithoutScript answer={answer} fetched={fetcher.data !== undefined} />
    </fetcher.Form>
  );
}

type RetailerRow = Route.ComponentProps["loaderData"]["product"]["retailers"][number];

function RetailerForm({
  retailer,
  position,
  today,
}: {
  retailer: RetailerRow | null;
  position: number | null;
  today: string;
}) {
  const fetcher = useFetcher<typeof action>();
  const saves = useSaves(fetcher.data);
  const answer = useAnswer(fetcher.data, `retailer:${position ?? ""}`);
  const errors = answer?.ok === false ? (answer.fields ?? {}) : {};
  const typed = answer?.ok === false ? answer.values : undefined;
  const id = (field: string) => `retailer-${position ?? "new"}-${field}`;
  const field = (name: "name" | "url" | "price" | "checkedOn", label: string, props: Record<string, unknown>) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id(name)}>{label}</Label>
      <Input
        id={id(name)}
        name={name}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? id(`${name}-error`) : undefined}
        {...props}
      />
      <FieldError id={id(`${name}-error`)} message={errors[name]} />
    </div>
  );
  return (
    <fetcher.Form
      method="post"
      className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_2fr_1fr_1fr_auto] sm:items-start"
    >
      <input type="hidden" name="intent" value="retailer" />
      <input type="hidden" name="position" value={position ?? ""} />
      {field("name", P.retailerName, { defaultValue: typed?.name ?? retailer?.name ?? "" })}
      {field("url", P.url, { type: "url", defaultValue: typed?.url ?? retailer?.url ?? "" })}
      {field("price", P.price, {
        inputMode: "decimal",
        defaultValue: typed?.price ?? retailer?.price.toFixed(2) ?? "",
      })}
      {field("checkedOn", P.checkedOn, {
        type: "date",
        max: today,
        defaultValue: typed?.checkedOn ?? retailer?.checkedOn ?? today,
      })}
      <div className="sm:col-span-4">
        <ChangeFields idPrefix={id("change")} errors={errors} values={typed} version={saves} />
      </div>
      <Button type="submit" className="sm:mt-6" disabled={fetcher.state !== "idle"}>
        {retailer ? P.saveRetailer : P.addRetailer}
      </Button>
      {answer?.ok === false && !answer.fields ? (
        <p className="text-sm text-destructive sm:col-span-5">{answer.toast.description}</p>
      ) : null}
      <FlashToast toast={answer?.toast ?? null} />
      <SavedWithoutScript answer={answer} fetched={fetcher.data !== undefined} />
    </fetcher.Form>
  );
}

function StateForm({ state }: { state: string }) {
  const fetcher = useFetcher<typeof action>();
  const answer = useAnswer(fetcher.data, "status");
  const errors = answer?.ok === false ? (answer.fields ?? {}) : {};
  const typed = answer?.ok === false ? answer.values : undefined;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="status" />
      <div className="grid gap-1.5">
        <Label htmlFor="product-state">{P.state}</Label>
        <select
          id="product-state"
          name="status"
          defaultValue={typed?.status ?? state}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          {Object.entries(CATALOGUE_ADMIN.states).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="product-publish-at">{P.publishAt}</Label>
        <Input
          id="product-publish-at"
          name="publishAt"
          type="datetime-local"
          defaultValue={typed?.publishAt}
          aria-invalid={errors.publishAt ? true : undefined}
          aria-describedby={errors.publishAt ? "product-publish-at-error" : undefined}
        />
        <FieldError id="product-publish-at-error" message={errors.publishAt} />
      </div>
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        {P.saveState}
      </Button>
      {answer?.ok === false && !answer.fields ? (
        <p className="basis-full text-sm text-destructive">{answer.toast.description}</p>
      ) : null}
      <FlashToast toast={answer?.toast ?? null} />
      <SavedWithoutScript answer={answer} fetched={fetcher.data !== undefined} />
    </fetcher.Form>
  );
}

export default function AdminCatalogueProduct({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const { product, review, today, sources, editorial } = loaderData;
  const details = (actionData as { details?: ProductFormFailure } | undefined)?.details;
  return (
    <section aria-labelledby="product-heading" className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <div>
        <Link to="/admin/catalogue" className="text-sm font-medium text-primary hover:underline">
          {P.back}
        </Link>
        <h2 id="product-heading" className="mt-3 text-2xl font-semibold">
          {product.name}
        </h2>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="outline">{product.category}</Badge>
          <Badge variant="outline">{P.evidence(product.evidence)}</Badge>
          <Badge variant={product.state === "published" ? "secondary" : "outline"}>
            {CATALOGUE_ADMIN.states[product.state]}
          </Badge>
          {product.state === "published" && !editorial.hold ? (
            <Link className="text-primary underline" to={`/product-reviews/${product.slug}`}>
              {P.viewPublic}
            </Link>
          ) : (
            <span className="text-muted-foreground">{P.notPublic}</span>
          )}
          <Link className="text-primary underline" to={`/product-reviews/${product.slug}?preview`}>
            {F.preview}
          </Link>
          <Link className="text-primary underline" to={`/admin/catalogue/${product.slug}/revisions`}>
            {E.revisionsLink}
          </Link>
        </div>
        <EditorialStatus slug={product.slug} editorial={editorial} />
      </div>
      <section aria-labelledby="details-heading" className="rounded-xl border border-border bg-card p-5 shadow-sm">
        <h3 id="details-heading" className="font-sans text-lg font-semibold">
          {F.detailsHeading}
        </h3>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">{F.detailsHelp}</p>
        <ProductForm
          // Drawn again after its own post (the page's navigation; the other forms post by fetcher and keep
          // what she typed here): its fields show what is stored, its change kind a plain update again.
          key={location.key}
          values={details?.values ?? product.details}
          change={{ values: details?.change ?? {}, errors: details?.errors ?? {} }}
          errors={details?.errors ?? {}}
          formError={details?.formError ?? null}
          categories={loaderData.categories}
          evidenceGrades={loaderData.evidenceGrades}
          submit={F.save}
          action="?form=details"
        />
      </section>
      <section aria-labelledby="review-heading" className="rounded-xl border border-border bg-card p-5 shadow-sm">
        <h3 id="review-heading" className="font-sans text-lg font-semibold">
          {P.reviewHeading}
        </h3>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">{P.reviewHelp}</p>
        <ReviewForm review={review} sources={sources} />
      </section>
      <section aria-labelledby="retailers-heading" className="rounded-xl border border-border bg-card p-5 shadow-sm">
        <h3 id="retailers-heading" className="mb-4 font-sans text-lg font-semibold">
          {P.retailersHeading}
        </h3>
        <div className="grid gap-3">
          {product.retailers.map((retailer, index) => (
            <RetailerForm key={`${retailer.name}-${index}`} retailer={retailer} position={index} today={today} />
          ))}
          {/* Drawn again once the shop it added is listed, empty for the next one. */}
          <RetailerForm key={`new-${product.retailers.length}`} retailer={null} position={null} today={today} />
        </div>
      </section>
      <section aria-labelledby="state-heading" className="rounded-xl border border-border bg-card p-5 shadow-sm">
        <h3 id="state-heading" className="font-sans text-lg font-semibold">
          {P.stateHeading}
        </h3>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">{R.retireHelp}</p>
        <StateForm state={product.state} />
        <LinkedArticles articles={loaderData.linkedArticles} retired={product.state === "retired"} />
      </section>
    </section>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `${loaderData.product.name} | Products | Admin` : "Product | Admin", "Edit a product.");
