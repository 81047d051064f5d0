import { Form, Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { KIND_LIST as T } from "#app/domain/catalogue/kind-messages.ts";
import { kindListLink, type KindListQuery } from "#app/domain/catalogue/kind-list.ts";

const selectClass = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

export type ListFilter = { name: string; label: string; options: { value: string; label: string }[] };
export type ListItem = {
  key: string;
  href: string;
  name: string;
  detail: string;
  badges: { text: string; tone: "secondary" | "outline" | "destructive" }[];
};

/** A catalogue kind's admin list: search, filters, rows and paging; one column at 390 px. */
export function KindList({
  base,
  query,
  filters,
  items,
  total,
  page,
  pages,
  none,
}: {
  base: string;
  query: KindListQuery;
  filters: ListFilter[];
  items: ListItem[];
  total: number;
  page: number;
  pages: number;
  none: string;
}) {
  return (
    <>
      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_repeat(3,1fr)_auto] lg:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="list-q">{T.search}</Label>
          <Input id="list-q" name="q" type="search" defaultValue={query.q} />
        </div>
        {filters.map((filter) => (
          <div key={filter.name} className="grid gap-1.5">
            <Label htmlFor={`list-${filter.name}`}>{filter.label}</Label>
            <select
              id={`list-${filter.name}`}
              name={filter.name}
              defaultValue={query.filters[filter.name] ?? ""}
              className={selectClass}
            >
              <option value="">{T.any}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <Button type="submit">{T.filter}</Button>
      </Form>
      {items.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{none}</p>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-xl border border-border bg-card">
          {items.map((item) => (
            <li key={item.key} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1 basis-56">
                <Link to={item.href} className="font-medium text-primary hover:underline">
                  {item.name}
                </Link>
                <p className="text-sm text-muted-foreground">{item.detail}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {item.badges.map((badge) => (
                  <Badge key={badge.text} variant={badge.tone}>
                    {badge.text}
                  </Badge>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
        <span className="text-muted-foreground">{T.page(page, pages, total)}</span>
        <span className="flex gap-2">
          {page > 1 ? (
            <Link className="rounded-md border border-border px-3 py-2" to={kindListLink(base, query, page - 1)}>
              {T.previous}
            </Link>
          ) : null}
          {page < pages ? (
            <Link className="rounded-md border border-border px-3 py-2" to={kindListLink(base, query, page + 1)}>
              {T.next}
            </Link>
          ) : null}
        </span>
      </nav>
    </>
  );
}
