import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/comparison-row";
import { ChangeFields } from "#app/components/catalogue/change-fields.tsx";
import { ComparisonRowFields } from "#app/components/catalogue/comparison-row-fields.tsx";
import { FormAlert, KindEditorialBar, KindSelect } from "#app/components/catalogue/kind-parts.tsx";
import { RemoveItem } from "#app/components/catalogue/remove-item.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { COMPARISON_ADMIN as C } from "#app/domain/catalogue/kind-messages.ts";
import { COMPARISON_KIND, saveComparisonRow } from "#app/domain/catalogue/listing-kinds.server.ts";
import { removeComparisonRow } from "#app/domain/catalogue/listing-membership.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { answerKindSave } from "./kind-save.server.ts";
import { db, schema } from "#platform/db.ts";

/**
 * Admin: one product's row in the comparison guide (admins only). Every field is checked on the server
 * (`saveComparisonRow`), each error beside its field, what was typed kept; a save based on an older revision
 * is refused and the editor keeps her text. The row's score and facts are health content (the review gate).
 */
type Values = {
  version: string;
  table: string;
  position: string;
  pricePerServing: string;
  priceCheckedOn: string;
  effectiveness: string;
  facts: { value: string; good: string }[];
  changeKind: string;
  changeSummary: string;
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [current, tables] = await Promise.all([
    db.transaction((tx) => COMPARISON_KIND.load(params.slug, tx)),
    db.select().from(schema.comparisonTables).orderBy(schema.comparisonTables.position),
  ]);
  if (!current) throw data(null, { status: 404 });
  const v = current.version;
  // One fact per label of the row's table: a label the table gained since has an empty field to fill.
  const labels = tables.find((t) => t.slug === v.table)?.featureLabels ?? [];
  const facts = labels.length >= v.facts.length ? labels.map((_, i) => v.facts[i] ?? null) : v.facts;
  const values: Values = {
    version: String(current.columns.version),
    table: v.table,
    position: String(v.position + 1),
    pricePerServing: v.pricePerServing.toFixed(2),
    priceCheckedOn: v.priceCheckedOn ?? "",
    effectiveness: String(v.effectiveness),
    facts: facts.map((f) => ({
      value: f?.value ?? "",
      good: f?.good === true ? "yes" : f?.good === false ? "no" : "neutral",
    })),
    changeKind: "update",
    changeSummary: "",
  };
  return {
    slug: params.slug,
    name: current.name,
    asking: new URL(request.url).searchParams.get("remove") === "1",
    hold: current.columns.reviewHold,
    tables: tables.map((t) => ({ slug: t.slug, title: t.title, labels: t.featureLabels })),
    values,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const one = (name: string) => String(form.get(name) ?? "").slice(0, 4_000);
  if (one("intent") === "remove") {
    const removed = await removeComparisonRow({ slug: params.slug, version: one("version"), actorId: admin.id });
    if (removed.ok)
      return redirectWithToast("/admin/comparison", { title: C.remove, description: C.removed(removed.name) });
    if (removed.reason === "missing") throw data(null, { status: 404 });
    return data(
      { values: null, errors: {}, formError: removed.message },
      { status: removed.reason === "conflict" ? 409 : 500 },
    );
  }
  const goods = form.getAll("factGood").map(String);
  const values: Values = {
    version: one("version"),
    table: one("table"),
    position: one("position"),
    pricePerServing: one("pricePerServing"),
    priceCheckedOn: one("priceCheckedOn"),
    effectiveness: one("effectiveness"),
    facts: form
      .getAll("fact")
      .slice(0, 20)
      .map((value, index) => ({ value: String(value).slice(0, 400), good: (goods[index] ?? "neutral").slice(0, 20) })),
    changeKind: one("changeKind"),
    changeSummary: one("changeSummary"),
  };
  const result = await saveComparisonRow({ ...values, slug: params.slug, actorId: admin.id });
  return answerKindSave(result, values, {
    to: `/admin/comparison/${params.slug}`,
    title: C.save,
    noun: COMPARISON_KIND.declaration.noun,
  });
}

export default function AdminComparisonRow({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, name, hold, tables } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const asking = loaderData.asking && !actionData;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  const labels = tables.find((t) => t.slug === values.table)?.labels ?? [];
  return (
    <section aria-labelledby="row-heading" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to="/admin/comparison" className="text-sm font-medium text-primary hover:underline">
          {C.back}
        </Link>
        <h2 id="row-heading" className="mt-3 text-2xl font-semibold">
          {name}
        </h2>
        <p className="mt-2 text-sm">
          <Link className="text-primary underline" to="/comparison-guide">
            {C.viewPublic}
          </Link>
        </p>
        <div className="mt-3">
          <KindEditorialBar
            revisionsPath={`/admin/comparison/${slug}/revisions`}
            signOffPath={`/sign-off/comparison/${slug}`}
            hold={hold}
          />
        </div>
      </div>
      <Form method="post" className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <FormAlert message={actionData?.formError} />
        <input type="hidden" name="version" value={values.version} />
        <ComparisonRowFields
          idPrefix="row"
          values={values}
          errors={errors}
          labels={labels}
          factsLegend="Facts"
          before={
            <KindSelect
              id="row-table"
              name="table"
              label={C.table}
              value={values.table}
              options={tables.map((t) => ({ value: t.slug, label: t.title }))}
              error={errors.table}
            />
          }
        />
        <div className="grid gap-4 border-t border-border pt-4">
          <ChangeFields idPrefix="row" errors={errors} values={values} version={values.version} />
          <Button type="submit" disabled={busy} className="justify-self-start">
            {C.save}
          </Button>
        </div>
      </Form>
      <RemoveItem
        asking={asking}
        version={loaderData.values.version}
        words={{ remove: C.remove, confirm: C.removeConfirm(name), yes: C.removeYes, no: C.removeNo }}
        cancelHref={`/admin/comparison/${slug}`}
      />
    </section>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `${loaderData.name} | ${C.title} | Admin` : `${C.title} | Admin`, C.intro);
