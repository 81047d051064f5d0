import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/comparison-table-new";
import { FormAlert } from "#app/components/catalogue/kind-parts.tsx";
import { postedLabels, TableFields } from "#app/components/catalogue/table-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TABLE_ADMIN as T } from "#app/domain/catalogue/kind-messages.ts";
import { addComparisonTable } from "#app/domain/catalogue/table-kind.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/**
 * Admin: adds a table to the comparison guide (admins only): a title and at least one label, checked on the
 * server (`addComparisonTable`), each error beside its field, what was typed kept.
 */
type Values = { title: string; intro: string; labels: string[] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const values: Values = { title: "", intro: "", labels: ["", ""] };
  return { values };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const one = (name: string) => String(form.get(name) ?? "").slice(0, 4_000);
  const values: Values = {
    title: one("title"),
    intro: one("intro"),
    labels: postedLabels(form),
  };
  const result = await addComparisonTable({ ...values, actorId: admin.id });
  if (result.ok)
    return redirectWithToast(`/admin/comparison-tables/${result.slug}`, {
      title: T.add,
      description: result.held ? T.addedHeld : T.added,
    });
  const errors = result.fields ?? (result.field ? { [result.field]: result.message } : {});
  return data({ values, errors, formError: Object.keys(errors).length === 0 ? result.message : null }, { status: 400 });
}

export default function AdminComparisonTableNew({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="table-new-heading" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to="/admin/comparison-tables" className="text-sm font-medium text-primary hover:underline">
          {T.back}
        </Link>
        <h2 id="table-new-heading" className="mt-3 text-2xl font-semibold">
          {T.addTitle}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{T.addIntro}</p>
      </div>
      <Form method="post" className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <FormAlert message={actionData?.formError} />
        <TableFields values={values} errors={errors} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {T.create}
        </Button>
      </Form>
    </section>
  );
}

export const meta = () => pageMeta(`${T.addTitle} | Admin`, T.addIntro);
