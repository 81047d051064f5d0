import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/listing";
import { ChangeFields } from "#app/components/catalogue/change-fields.tsx";
import { FormAlert, KindEditorialBar, KindField, KindSelect } from "#app/components/catalogue/kind-parts.tsx";
import { RemoveItem } from "#app/components/catalogue/remove-item.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { LISTING_ADMIN as L } from "#app/domain/catalogue/kind-messages.ts";
import { LISTING_KIND, saveListing } from "#app/domain/catalogue/listing-kinds.server.ts";
import { CATEGORY_NAMES } from "#app/domain/catalogue/product.ts";
import { removeListing } from "#app/domain/catalogue/listing-membership.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { answerKindSave } from "./kind-save.server.ts";
import { db } from "#platform/db.ts";

/**
 * Admin: one product's Affiliate Corner listing, its category and place (admins only). Checked on the server
 * (`saveListing`), errors beside their fields, a stale save refused with the editor's input kept.
 */
type Values = { version: string; category: string; position: string; changeKind: string; changeSummary: string };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const current = await db.transaction((tx) => LISTING_KIND.load(params.slug, tx));
  if (!current) throw data(null, { status: 404 });
  const values: Values = {
    version: String(current.columns.version),
    category: current.version.category,
    position: String(current.version.position + 1),
    changeKind: "update",
    changeSummary: "",
  };
  return {
    slug: params.slug,
    name: current.name,
    asking: new URL(request.url).searchParams.get("remove") === "1",
    values,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const one = (name: string) => String(form.get(name) ?? "").slice(0, 4_000);
  if (one("intent") === "remove") {
    const removed = await removeListing({ slug: params.slug, version: one("version"), actorId: admin.id });
    if (removed.ok)
      return redirectWithToast("/admin/affiliate-corner", { title: L.remove, description: L.removed(removed.name) });
    if (removed.reason === "missing") throw data(null, { status: 404 });
    return data(
      { values: null, errors: {}, formError: removed.message },
      { status: removed.reason === "conflict" ? 409 : 500 },
    );
  }
  const values: Values = {
    version: one("version"),
    category: one("category"),
    position: one("position"),
    changeKind: one("changeKind"),
    changeSummary: one("changeSummary"),
  };
  const result = await saveListing({ ...values, slug: params.slug, actorId: admin.id });
  return answerKindSave(result, values, {
    to: `/admin/affiliate-corner/${params.slug}`,
    title: L.save,
    noun: LISTING_KIND.declaration.noun,
  });
}

export default function AdminListing({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, name } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const asking = loaderData.asking && !actionData;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="listing-heading" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to="/admin/affiliate-corner" className="text-sm font-medium text-primary hover:underline">
          {L.back}
        </Link>
        <h2 id="listing-heading" className="mt-3 text-2xl font-semibold">
          {name}
        </h2>
        <p className="mt-2 text-sm">
          <Link className="text-primary underline" to="/affiliates">
            {L.viewPublic}
          </Link>
        </p>
        <div className="mt-3">
          <KindEditorialBar
            revisionsPath={`/admin/affiliate-corner/${slug}/revisions`}
            signOffPath={null}
            hold={null}
          />
        </div>
      </div>
      <Form method="post" className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <FormAlert message={actionData?.formError} />
        <input type="hidden" name="version" value={values.version} />
        <div className="grid gap-4 sm:grid-cols-2">
          <KindSelect
            id="listing-category"
            name="category"
            label={L.category}
            value={values.category}
            options={CATEGORY_NAMES.map((category) => ({ value: category, label: category }))}
            error={errors.category}
          />
          <KindField
            id="listing-position"
            name="position"
            label={L.position}
            value={values.position}
            error={errors.position}
            inputMode="numeric"
          />
        </div>
        <div className="grid gap-4 border-t border-border pt-4">
          <ChangeFields idPrefix="listing" errors={errors} values={values} version={values.version} />
          <Button type="submit" disabled={busy} className="justify-self-start">
            {L.save}
          </Button>
        </div>
      </Form>
      <RemoveItem
        asking={asking}
        version={loaderData.values.version}
        words={{ remove: L.remove, confirm: L.removeConfirm(name), yes: L.removeYes, no: L.removeNo }}
        cancelHref={`/admin/affiliate-corner/${slug}`}
      />
    </section>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `${loaderData.name} | ${L.title} | Admin` : `${L.title} | Admin`, L.intro);
