import { data, Form, Link, useNavigation } from "react-router";
import { and, eq, isNull } from "drizzle-orm";
import type { Route } from "./+types/listing-new";
import { FormAlert, KindField, KindSelect } from "#app/components/catalogue/kind-parts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { LISTING_ADMIN as L } from "#app/domain/catalogue/kind-messages.ts";
import { addListing } from "#app/domain/catalogue/listing-membership.server.ts";
import { CATEGORY_NAMES } from "#app/domain/catalogue/product.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { db, schema } from "#platform/db.ts";

/**
 * Admin: lists a published product in the Affiliate Corner under a category, at a place (admins only).
 * Checked on the server (`addListing`), errors beside their fields, what was chosen kept.
 */
type Values = { product: string; category: string; position: string };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [candidates, listed] = await Promise.all([
    db
      .select({ slug: schema.products.slug, name: schema.products.name, category: schema.products.category })
      .from(schema.products)
      .leftJoin(schema.affiliateListings, eq(schema.affiliateListings.productSlug, schema.products.slug))
      .where(and(eq(schema.products.status, "published"), isNull(schema.affiliateListings.productSlug)))
      .orderBy(schema.products.name),
    db.$count(schema.affiliateListings),
  ]);
  const values: Values = { product: "", category: CATEGORY_NAMES[0], position: String(listed + 1) };
  // The categories come with the data, so the page's script carries no catalogue module.
  return { candidates, categories: [...CATEGORY_NAMES], values };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const one = (name: string) => String(form.get(name) ?? "").slice(0, 4_000);
  const values: Values = { product: one("product"), category: one("category"), position: one("position") };
  const result = await addListing({ ...values, actorId: admin.id });
  if (result.ok)
    return redirectWithToast(`/admin/affiliate-corner/${values.product.trim()}`, {
      title: L.add,
      description: L.added,
    });
  const errors = result.fields ?? (result.field ? { [result.field]: result.message } : {});
  return data({ values, errors, formError: Object.keys(errors).length === 0 ? result.message : null }, { status: 400 });
}

export default function AdminListingNew({ loaderData, actionData }: Route.ComponentProps) {
  const { candidates, categories } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="listing-new-heading" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to="/admin/affiliate-corner" className="text-sm font-medium text-primary hover:underline">
          {L.back}
        </Link>
        <h2 id="listing-new-heading" className="mt-3 text-2xl font-semibold">
          {L.addTitle}
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">{L.addIntro}</p>
      </div>
      {candidates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{L.noCandidates}</p>
      ) : (
        <Form method="post" className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
          <FormAlert message={actionData?.formError} />
          <div className="grid gap-4 sm:grid-cols-2">
            <KindSelect
              id="listing-new-product"
              name="product"
              label={L.product}
              value={values.product}
              options={candidates.map((p) => ({ value: p.slug, label: `${p.name} (${p.category})` }))}
              error={errors.product}
              placeholder={L.choose}
              className="min-w-0 sm:col-span-2"
            />
            <KindSelect
              id="listing-new-category"
              name="category"
              label={L.category}
              value={values.category}
              options={categories.map((category) => ({ value: category, label: category }))}
              error={errors.category}
            />
            <KindField
              id="listing-new-position"
              name="position"
              label={L.position}
              value={values.position}
              error={errors.position}
              inputMode="numeric"
            />
          </div>
          <Button type="submit" disabled={busy} className="justify-self-start">
            {L.add}
          </Button>
        </Form>
      )}
    </section>
  );
}

export const meta = () => pageMeta(`${L.addTitle} | Admin`, L.addIntro);
