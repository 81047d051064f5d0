import { Form, Link } from "react-router";
import type { Route } from "./+types/catalogue";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { reviewsDue } from "#app/domain/catalogue/review-credits.server.ts";
import { CATALOGUE_ADMIN as C, PRODUCT_FORM as F } from "#app/domain/catalogue/messages.ts";
import { CATEGORY_NAMES, formatPrice, isReviewed } from "#app/domain/catalogue/product.ts";
import {
  filterAdminList,
  parseAdminListQuery,
  type AdminListProduct,
  type AdminListQuery,
} from "#app/domain/catalogue/admin-list.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { isNotNull } from "drizzle-orm";
import { db, schema } from "#platform/db.ts";
import { pageMeta } from "#app/lib/meta.ts";

/** Admin tab 'Products': the catalogue with search, filters and paging (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  const query = parseAdminListQuery(new URL(request.url).searchParams, CATEGORY_NAMES);
  const [catalogue, due, heldRows] = await Promise.all([
    loadCatalogue("editor"),
    reviewsDue(now),
    db.select({ slug: schema.products.slug }).from(schema.products).where(isNotNull(schema.products.reviewHold)),
  ]);
  const overdue = new Set(due.map((d) => d.slug));
  const held = new Set(heldRows.map((row) => row.slug));
  const products: AdminListProduct[] = catalogue.products.map((p) => ({
    slug: p.slug,
    name: p.name,
    category: p.category,
    reviewed: isReviewed(p),
    overdue: isReviewed(p) && overdue.has(p.slug),
    held: held.has(p.slug),
    state:
      p.status === "published" && p.publishedAt && p.publishedAt.getTime() > now.getTime() ? "scheduled" : p.status,
    price: p.retailers[0]?.price ?? null,
  }));
  return { query, categories: [...CATEGORY_NAMES], ...filterAdminList(products, query) };
}

function pageLink(query: AdminListQuery, page: number): string {
  const params = new URLSearchParams();
  for (const key of ["q", "category", "review", "state"] as const) if (query[key]) params.set(key, query[key]);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `/admin/catalogue?${text}` : "/admin/catalogue";
}

const selectClass = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

export default function AdminCatalogue({ loaderData }: Route.ComponentProps) {
  const { query, categories, items, total, page, pages } = loaderData;
  return (
    <section aria-labelledby="catalogue-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="catalogue-heading" className="text-2xl font-semibold">
          {C.title}
        </h2>
        <Link to="/admin/catalogue/new" className={buttonVariants()}>
          {F.addProduct}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{C.intro}</p>
      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="catalogue-q">{C.search}</Label>
          <Input id="catalogue-q" name="q" type="search" defaultValue={query.q} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="catalogue-category">{C.category}</Label>
          <select id="catalogue-category" name="category" defaultValue={query.category} className={selectClass}>
            <option value="">{C.any}</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="catalogue-review">{C.review}</Label>
          <select id="catalogue-review" name="review" defaultValue={query.review} className={selectClass}>
            <option value="">{C.any}</option>
            <option value="reviewed">{C.reviewed}</option>
            <option value="not-reviewed">{C.notReviewed}</option>
            <option value="overdue">{C.overdue}</option>
            <option value="held">{C.held}</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="catalogue-state">{C.state}</Label>
          <select id="catalogue-state" name="state" defaultValue={query.state} className={selectClass}>
            <option value="">{C.any}</option>
            {Object.entries(C.states).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{C.filter}</Button>
      </Form>
      {items.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{C.none}</p>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-xl border border-border bg-card">
          {items.map((product) => (
            <li key={product.slug} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1 basis-56">
                <Link to={`/admin/catalogue/${product.slug}`} className="font-medium text-primary hover:underline">
                  {product.name}
                </Link>
                <p className="text-sm text-muted-foreground">{product.category}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={product.state === "published" ? "secondary" : "outline"}>
                  {C.states[product.state]}
                </Badge>
                <Badge variant="outline">{product.reviewed ? C.reviewed : C.notReviewed}</Badge>
                {product.overdue ? <Badge variant="destructive">{C.overdue}</Badge> : null}
                {product.held ? <Badge variant="destructive">{C.held}</Badge> : null}
                <span className="w-20 text-right tabular-nums">
                  {product.price === null ? "" : formatPrice(product.price)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
        <span className="text-muted-foreground">{C.page(page, pages, total)}</span>
        <span className="flex gap-2">
          {page > 1 ? (
            <Link className="rounded-md border border-border px-3 py-2" to={pageLink(query, page - 1)}>
              {C.previous}
            </Link>
          ) : null}
          {page < pages ? (
            <Link className="rounded-md border border-border px-3 py-2" to={pageLink(query, page + 1)}>
              {C.next}
            </Link>
          ) : null}
        </span>
      </nav>
    </section>
  );
}

export const meta = () => pageMeta("Products | Admin", "The catalogue's products.");
