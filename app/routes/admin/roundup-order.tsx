import { ArrowDown, ArrowUp, X } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/roundup-order";
import { Button } from "#app/components/ui/button.tsx";
import { ChangeFields } from "#app/components/catalogue/change-fields.tsx";
import { FormAlert, KindEditorialBar, KindField } from "#app/components/catalogue/kind-parts.tsx";
import { KIND_EDITORIAL as K } from "#app/domain/catalogue/kind-messages.ts";
import { ROUNDUP_KIND, saveRoundup } from "#app/domain/catalogue/roundup-editing.server.ts";
import { db } from "#platform/db.ts";
import { CATALOGUE_ADMIN, ROUNDUP_ADMIN as R } from "#app/domain/catalogue/messages.ts";
import { formatRating, isReviewed } from "#app/domain/catalogue/product.ts";
import { withProductAtItsRank } from "#app/domain/catalogue/method.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/**
 * Admin: one roundup's products in rank order, with a reason each (admins only). One plain form, so it works
 * without JavaScript and with the keyboard: Up, Down and Remove are its buttons and answer the list moved
 * (not saved); "Save" runs `saveRoundup`, where the review method's rule (ranks follow ratings) and the
 * published-products-only rule refuse with their reason. The same form edits the title, intro and cover
 * description; the save is a revision of the roundup (decision 048): a save based on an older revision is
 * refused and the editor keeps what she typed.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [catalogue, current] = await Promise.all([
    loadCatalogue("editor"),
    db.transaction((tx) => ROUNDUP_KIND.load(params.slug, tx)),
  ]);
  const roundup = catalogue.roundups.find((r) => r.slug === params.slug);
  if (!roundup || !current) throw data(null, { status: 404 });
  const products = Object.fromEntries(
    catalogue.products.map((p) => [
      p.slug,
      { name: p.name, rating: isReviewed(p) ? p.rating! : null, published: p.status === "published" },
    ]),
  );
  return {
    roundup: { slug: roundup.slug, title: roundup.title, status: roundup.status, hold: current.columns.reviewHold },
    items: current.version.items,
    details: {
      version: String(current.columns.version),
      title: current.version.title,
      description: current.version.description,
      coverImageDescription: current.version.coverImageDescription,
      changeKind: "update",
      changeSummary: "",
    } as Details,
    products,
  };
}

type Item = { slug: string; reason: string };
const DETAIL_FIELDS = [
  "version",
  "title",
  "description",
  "coverImageDescription",
  "changeKind",
  "changeSummary",
] as const;
type Details = Record<(typeof DETAIL_FIELDS)[number], string>;
type Answer = {
  items: Item[];
  details: Details;
  moved: boolean;
  formError: string | null;
  itemErrors: Record<number, string>;
  fieldErrors: Record<string, string>;
};

/** The list as posted, with one move applied: "up:2", "down:0", "remove:1". */
function moved(items: Item[], move: string): Item[] {
  const [kind, indexText] = move.split(":");
  const index = Number(indexText);
  if (!Number.isInteger(index) || index < 0 || index >= items.length) return items;
  const next = [...items];
  if (kind === "remove") next.splice(index, 1);
  else if (kind === "up" && index > 0) [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
  else if (kind === "down" && index < items.length - 1)
    [next[index + 1], next[index]] = [next[index]!, next[index + 1]!];
  return next;
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const slugs = form.getAll("product").map(String);
  const reasons = form.getAll("reason").map(String);
  const items = slugs.slice(0, 50).map((slug, i) => ({ slug, reason: reasons[i] ?? "" }));
  const details = Object.fromEntries(
    DETAIL_FIELDS.map((field) => [field, String(form.get(field) ?? "").slice(0, 4_000)]),
  ) as Details;
  const answer = (patch: Partial<Answer>, status = 200) =>
    data<Answer>(
      { items, details, moved: false, formError: null, itemErrors: {}, fieldErrors: {}, ...patch },
      { status },
    );
  const move = String(form.get("move") ?? "");
  if (move) return answer({ items: moved(items, move), moved: true });
  if (form.get("intent") === "add") {
    const add = String(form.get("add") ?? "");
    if (!add || items.some((i) => i.slug === add)) return answer({ moved: true });
    // Placed at the rank its rating gives; the editor may still move it (the save checks the ranks).
    const ratings = new Map(
      (await loadCatalogue("editor")).products.map((p) => [p.slug, isReviewed(p) ? p.rating! : null]),
    );
    return answer({
      items: withProductAtItsRank(items, { slug: add, reason: "" }, (slug) => ratings.get(slug) ?? null),
      moved: true,
    });
  }
  // Only the Save button saves: a post that names no known button changes nothing.
  if (form.get("intent") !== "save") return answer({ formError: R.unknownAction }, 400);
  const result = await saveRoundup({
    slug: params.slug,
    items: items.map((item) => ({ productSlug: item.slug, reason: item.reason })),
    // A field the post does not carry keeps its stored value (no revision check without a version).
    version: details.version || undefined,
    title: form.has("title") ? details.title : undefined,
    description: form.has("description") ? details.description : undefined,
    coverImageDescription: form.has("coverImageDescription") ? details.coverImageDescription : undefined,
    changeKind: details.changeKind,
    changeSummary: details.changeSummary,
    actorId: admin.id,
  });
  if (result.ok)
    return redirectWithToast(`/admin/roundups/${params.slug}`, {
      title: R.saved,
      description: result.held ? K.savedHeld(ROUNDUP_KIND.declaration.noun) : R.savedText,
    });
  if (result.reason === "missing") throw data(null, { status: 404 });
  if (result.fields && !/^items/.test(result.field ?? "")) return answer({ fieldErrors: result.fields }, 400);
  if (result.field && !/^items/.test(result.field))
    return answer({ fieldErrors: { [result.field]: result.message } }, 400);
  // "items.3" or "items.3.reason": the message goes beside that product; the others above the list.
  const index = /^items\.(\d+)/.exec(result.field ?? "")?.[1];
  return answer(
    index === undefined ? { formError: result.message } : { itemErrors: { [Number(index)]: result.message } },
    400,
  );
}

export default function AdminRoundupOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { roundup, products } = loaderData;
  const answer = actionData as Answer | undefined;
  const items = answer?.items ?? loaderData.items;
  const details = answer?.details ?? loaderData.details;
  const errors = answer?.fieldErrors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const choices = Object.entries(products).filter(
    ([slug, product]) => product.published && !items.some((i) => i.slug === slug),
  );
  return (
    <section aria-labelledby="roundup-heading" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to="/admin/roundups" className="text-sm font-medium text-primary hover:underline">
          {R.back}
        </Link>
        <h2 id="roundup-heading" className="mt-3 text-2xl font-semibold">
          {roundup.title}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-muted-foreground">{CATALOGUE_ADMIN.states[roundup.status]}</span>
          {roundup.status === "published" ? (
            <Link className="text-primary underline" to={`/product-roundups/${roundup.slug}`}>
              {R.viewPublic}
            </Link>
          ) : null}
        </p>
        <div className="mt-3">
          <KindEditorialBar
            revisionsPath={`/admin/roundups/${roundup.slug}/revisions`}
            signOffPath={`/sign-off/roundups/${roundup.slug}`}
            hold={roundup.hold}
          />
        </div>
      </div>
      <Form method="post" className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <input type="hidden" name="version" value={details.version} />
        <div className="grid gap-4">
          <h3 className="font-sans text-lg font-semibold">{R.detailsHeading}</h3>
          <KindField
            id="roundup-title"
            name="title"
            label={R.titleLabel}
            value={details.title}
            error={errors.title}
            maxLength={160}
          />
          <KindField
            id="roundup-description"
            name="description"
            label={R.descriptionLabel}
            value={details.description}
            error={errors.description}
            multiline
            maxLength={600}
          />
          <KindField
            id="roundup-cover"
            name="coverImageDescription"
            label={R.coverLabel}
            value={details.coverImageDescription}
            error={errors.coverImageDescription}
            maxLength={300}
          />
        </div>
        <div className="border-t border-border pt-4">
          <h3 className="font-sans text-lg font-semibold">{R.orderHeading}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{R.orderHelp}</p>
        </div>
        {answer?.formError ? (
          <FormAlert message={answer.formError} />
        ) : answer?.moved ? (
          <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
            {R.unsaved}
          </p>
        ) : null}
        {items.length === 0 ? <p className="text-muted-foreground">{R.empty}</p> : null}
        <ol className="grid gap-3">
          {items.map((item, index) => {
            const product = products[item.slug];
            const name = product?.name ?? item.slug;
            const error = answer?.itemErrors[index];
            const reasonId = `reason-${item.slug}`;
            return (
              <li key={item.slug} className="grid gap-2 rounded-lg border border-border p-3">
                <input type="hidden" name="product" value={item.slug} />
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                      {R.rank(index + 1)}
                    </p>
                    <p className="font-medium">{name}</p>
                    <p className="text-sm text-muted-foreground">
                      {product?.rating != null ? R.rating(formatRating(product.rating)) : R.notReviewed}
                    </p>
                  </div>
                  <div className="flex gap-1.5">
                    <Button
                      type="submit"
                      name="move"
                      value={`up:${index}`}
                      variant="outline"
                      size="sm"
                      aria-label={R.moveUp(name)}
                      disabled={index === 0 || busy}
                    >
                      <ArrowUp aria-hidden="true" /> {R.up}
                    </Button>
                    <Button
                      type="submit"
                      name="move"
                      value={`down:${index}`}
                      variant="outline"
                      size="sm"
                      aria-label={R.moveDown(name)}
                      disabled={index === items.length - 1 || busy}
                    >
                      <ArrowDown aria-hidden="true" /> {R.down}
                    </Button>
                    <Button
                      type="submit"
                      name="move"
                      value={`remove:${index}`}
                      variant="outline"
                      size="sm"
                      aria-label={R.remove(name)}
                      disabled={busy}
                    >
                      <X aria-hidden="true" /> <span className="sr-only sm:not-sr-only">{R.removeShort}</span>
                    </Button>
                  </div>
                </div>
                <label htmlFor={reasonId} className="text-sm font-medium">
                  {R.reason(name)}
                </label>
                <textarea
                  id={reasonId}
                  name="reason"
                  rows={2}
                  maxLength={400}
                  defaultValue={item.reason}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${reasonId}-error` : undefined}
                  className="w-full rounded-md border border-input bg-card px-3 py-2 text-base aria-invalid:border-destructive"
                />
                {error ? (
                  <p id={`${reasonId}-error`} className="text-sm font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {choices.length > 0 ? (
          <div className="flex flex-wrap items-end gap-2 border-t border-border pt-4">
            <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
              <label htmlFor="roundup-add" className="text-sm font-medium">
                {R.add}
              </label>
              <select
                id="roundup-add"
                name="add"
                defaultValue=""
                className="h-10 w-full rounded-md border border-input bg-card px-3 text-base"
              >
                <option value="">{R.addNone}</option>
                {choices.map(([slug, product]) => (
                  <option key={slug} value={slug}>
                    {product.name}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" name="intent" value="add" variant="outline" disabled={busy}>
              {R.addButton}
            </Button>
          </div>
        ) : null}
        <div className="grid gap-4 border-t border-border pt-4">
          <ChangeFields idPrefix="roundup" errors={errors} values={details} version={details.version} />
          <Button type="submit" name="intent" value="save" disabled={busy} className="justify-self-start">
            {R.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `${loaderData.roundup.title} | ${R.title} | Admin` : `${R.title} | Admin`, R.intro);
