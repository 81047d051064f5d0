import { asc, eq } from "drizzle-orm";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/comparison-table";
import { ChangeFields } from "#app/components/catalogue/change-fields.tsx";
import { FormAlert, KindEditorialBar } from "#app/components/catalogue/kind-parts.tsx";
import { postedLabels, TableFields } from "#app/components/catalogue/table-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TABLE_ADMIN as T } from "#app/domain/catalogue/kind-messages.ts";
import { COMPARISON_TABLE_KIND, saveComparisonTable } from "#app/domain/catalogue/table-kind.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { answerKindSave } from "./kind-save.server.ts";
import { db, schema } from "#platform/db.ts";

/**
 * Admin: one comparison table's title, intro and feature labels (admins only). Checked on the server
 * (`saveComparisonTable`), each error beside its field, what was typed kept; a save based on an older
 * revision is refused and the editor keeps her text; removing or adding a label on a table with rows is
 * refused until she agrees to what it does to the rows. The intro and labels are health content (the gate).
 */
type Values = {
  version: string;
  title: string;
  intro: string;
  labels: string[];
  confirmLabels: string;
  changeKind: string;
  changeSummary: string;
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [current, rows] = await Promise.all([
    db.transaction((tx) => COMPARISON_TABLE_KIND.load(params.slug, tx)),
    db
      .select({ key: schema.comparisonRows.productSlug, name: schema.products.name })
      .from(schema.comparisonRows)
      .innerJoin(schema.products, eq(schema.products.slug, schema.comparisonRows.productSlug))
      .where(eq(schema.comparisonRows.tableSlug, params.slug))
      .orderBy(asc(schema.comparisonRows.position)),
  ]);
  if (!current) throw data(null, { status: 404 });
  const values: Values = {
    version: String(current.columns.version),
    title: current.version.title,
    intro: current.version.intro,
    labels: current.version.labels,
    confirmLabels: "",
    changeKind: "update",
    changeSummary: "",
  };
  return { slug: params.slug, name: current.name, hold: current.columns.reviewHold, rows, values };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const one = (name: string) => String(form.get(name) ?? "").slice(0, 4_000);
  const values: Values = {
    version: one("version"),
    title: one("title"),
    intro: one("intro"),
    labels: postedLabels(form),
    confirmLabels: one("confirmLabels"),
    changeKind: one("changeKind"),
    changeSummary: one("changeSummary"),
  };
  const result = await saveComparisonTable({ ...values, slug: params.slug, actorId: admin.id });
  return answerKindSave(result, values, {
    to: `/admin/comparison-tables/${params.slug}`,
    title: T.save,
    noun: COMPARISON_TABLE_KIND.declaration.noun,
  });
}

export default function AdminComparisonTable({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, name, hold, rows } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="table-heading" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to="/admin/comparison-tables" className="text-sm font-medium text-primary hover:underline">
          {T.back}
        </Link>
        <h2 id="table-heading" className="mt-3 text-2xl font-semibold">
          {name}
        </h2>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link className="text-primary underline" to="/comparison-guide">
            {T.viewPublic}
          </Link>
          <span className="text-muted-foreground">
            {rows.length ? `${T.rows(rows.length)}: ${rows.map((row) => row.name).join(", ")}` : T.noRows}
          </span>
        </p>
        <div className="mt-3">
          <KindEditorialBar
            revisionsPath={`/admin/comparison-tables/${slug}/revisions`}
            signOffPath={`/sign-off/comparison-tables/${slug}`}
            hold={hold}
          />
        </div>
      </div>
      <Form method="post" className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <FormAlert message={actionData?.formError} />
        <input type="hidden" name="version" value={values.version} />
        <TableFields values={values} errors={errors} />
        {rows.length > 0 ? (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="confirmLabels"
              value="yes"
              defaultChecked={values.confirmLabels === "yes"}
              className="mt-1 size-4"
            />
            <span>{T.confirmLabels}</span>
          </label>
        ) : null}
        <div className="grid gap-4 border-t border-border pt-4">
          <ChangeFields idPrefix="table" errors={errors} values={values} />
          <Button type="submit" disabled={busy} className="justify-self-start">
            {T.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `${loaderData.name} | ${T.title} | Admin` : `${T.title} | Admin`, T.intro);
