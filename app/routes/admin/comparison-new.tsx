import { data, Form, Link, redirect, useNavigation } from "react-router";
import { and, eq, isNull } from "drizzle-orm";
import type { Route } from "./+types/comparison-new";
import { ComparisonRowFields } from "#app/components/catalogue/comparison-row-fields.tsx";
import { FormAlert, KindSelect } from "#app/components/catalogue/kind-parts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { COMPARISON_ADMIN as C } from "#app/domain/catalogue/kind-messages.ts";
import { addComparisonRow } from "#app/domain/catalogue/listing-membership.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { db, schema } from "#platform/db.ts";

/**
 * Admin: adds a published product's row to a table of the comparison guide (admins only). The table is chosen
 * first (a GET, so its feature labels give the fact fields without script); every field is checked on the
 * server (`addComparisonRow`), each error beside its field, what was typed kept.
 */
type Values = {
  product: string;
  table: string;
  position: string;
  pricePerServing: string;
  priceCheckedOn: string;
  effectiveness: string;
  facts: { value: string; good: string }[];
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [tables, candidates] = await Promise.all([
    db.select().from(schema.comparisonTables).orderBy(schema.comparisonTables.position),
    db
      .select({ slug: schema.products.slug, name: schema.products.name })
      .from(schema.products)
      .leftJoin(schema.comparisonRows, eq(schema.comparisonRows.productSlug, schema.products.slug))
      .where(and(eq(schema.products.status, "published"), isNull(schema.comparisonRows.productSlug)))
      .orderBy(schema.products.name),
  ]);
  const asked = new URL(request.url).searchParams.get("table");
  const table = tables.find((t) => t.slug === asked) ?? tables[0];
  if (!table) throw redirect("/admin/comparison");
  const inTable = await db
    .select({ slug: schema.comparisonRows.productSlug })
    .from(schema.comparisonRows)
    .where(eq(schema.comparisonRows.tableSlug, table.slug));
  const values: Values = {
    product: "",
    table: table.slug,
    position: String(inTable.length + 1),
    pricePerServing: "",
    priceCheckedOn: new Date().toISOString().slice(0, 10),
    effectiveness: "",
    facts: table.featureLabels.map(() => ({ value: "", good: "neutral" })),
  };
  return {
    tables: tables.map((t) => ({ slug: t.slug, title: t.title, labels: t.featureLabels })),
    candidates,
    values,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const one = (name: string) => String(form.get(name) ?? "").slice(0, 4_000);
  const goods = form.getAll("factGood").map(String);
  const values: Values = {
    product: one("product"),
    table: one("table"),
    position: one("position"),
    pricePerServing: one("pricePerServing"),
    priceCheckedOn: one("priceCheckedOn"),
    effectiveness: one("effectiveness"),
    facts: form
      .getAll("fact")
      .slice(0, 20)
      .map((value, index) => ({ value: String(value).slice(0, 400), good: (goods[index] ?? "neutral").slice(0, 20) })),
  };
  const result = await addComparisonRow({ ...values, actorId: admin.id });
  if (result.ok)
    return redirectWithToast(`/admin/comparison/${values.product.trim()}`, {
      title: C.add,
      description: result.held ? C.addedHeld : C.added,
    });
  const errors = result.fields ?? (result.field ? { [result.field]: result.message } : {});
  return data({ values, errors, formError: Object.keys(errors).length === 0 ? result.message : null }, { status: 400 });
}

export default function AdminComparisonNew({ loaderData, actionData }: Route.ComponentProps) {
  const { tables, candidates } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  const table = tables.find((t) => t.slug === values.table);
  const labels = table?.labels ?? [];
  const facts = labels.map((_, index) => values.facts[index] ?? { value: "", good: "neutral" });
  return (
    <section aria-labelledby="row-new-heading" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to="/admin/comparison" className="text-sm font-medium text-primary hover:underline">
          {C.back}
        </Link>
        <h2 id="row-new-heading" className="mt-3 text-2xl font-semibold">
          {C.addTitle}
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">{C.addIntro}</p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <KindSelect
          id="row-new-table-choice"
          name="table"
          label={C.table}
          value={values.table}
          options={tables.map((t) => ({ value: t.slug, label: t.title }))}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline">
          {C.chooseTable}
        </Button>
      </Form>
      {candidates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{C.noCandidates}</p>
      ) : (
        <Form method="post" className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
          <FormAlert message={actionData?.formError} />
          <input type="hidden" name="table" value={values.table} />
          <p className="text-sm font-medium">{C.factsFor(table?.title ?? values.table)}</p>
          {errors.table ? <p className="text-sm font-medium text-destructive">{errors.table}</p> : null}
          <ComparisonRowFields
            idPrefix="row-new"
            values={{ ...values, facts }}
            errors={errors}
            labels={labels}
            factsLegend={C.factsFor(table?.title ?? values.table)}
            before={
              <KindSelect
                id="row-new-product"
                name="product"
                label={C.product}
                value={values.product}
                options={candidates.map((p) => ({ value: p.slug, label: p.name }))}
                error={errors.product}
                placeholder={C.choose}
                className="min-w-0 sm:col-span-2"
              />
            }
          />
          <Button type="submit" disabled={busy} className="justify-self-start">
            {C.add}
          </Button>
        </Form>
      )}
    </section>
  );
}

export const meta = () => pageMeta(`${C.addTitle} | Admin`, C.addIntro);
