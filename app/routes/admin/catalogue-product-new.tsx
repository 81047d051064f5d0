import { data, Link } from "react-router";
import type { Route } from "./+types/catalogue-product-new";
import { PRODUCT_FORM_FIELDS, ProductForm, type ProductFormValues } from "#app/components/catalogue/product-form.tsx";
import { PRODUCT_ADMIN as P, PRODUCT_FORM as F } from "#app/domain/catalogue/messages.ts";
import { CATEGORY_NAMES, EVIDENCE_GRADES } from "#app/domain/catalogue/product.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { submitProductForm } from "./product-form.server.ts";

/** Admin: a new product, saved as a draft (admins only; every field checked on the server by `saveProduct`). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { categories: [...CATEGORY_NAMES], evidenceGrades: [...EVIDENCE_GRADES] };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const result = await submitProductForm(request, null, admin.id);
  if (!result.ok) return data(result, { status: 400 });
  return redirectWithToast(`/admin/catalogue/${result.slug}`, {
    title: F.created,
    description: F.createdText(result.name),
  });
}

const EMPTY = Object.fromEntries(PRODUCT_FORM_FIELDS.map((name) => [name, ""])) as ProductFormValues;

export default function AdminCatalogueProductNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="new-product-heading" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to="/admin/catalogue" className="text-sm font-medium text-primary hover:underline">
          {P.back}
        </Link>
        <h2 id="new-product-heading" className="mt-3 text-2xl font-semibold">
          {F.newTitle}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{F.newIntro}</p>
      </div>
      <div className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
        <ProductForm
          values={actionData?.values ?? EMPTY}
          errors={actionData?.errors ?? {}}
          formError={actionData?.formError ?? null}
          categories={loaderData.categories}
          evidenceGrades={loaderData.evidenceGrades}
          submit={F.create}
          cancelTo="/admin/catalogue"
        />
      </div>
    </section>
  );
}

export const meta = () => pageMeta(`${F.newTitle} | Products | Admin`, F.newIntro);
