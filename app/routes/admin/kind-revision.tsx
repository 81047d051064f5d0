import { ArrowLeft, RotateCcw } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/kind-revision";
import { Button } from "#app/components/ui/button.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { kindOfSection, sectionOfAdminUrl } from "#app/domain/catalogue/kind-registry.server.ts";
import { KIND_EDITORIAL as K } from "#app/domain/catalogue/kind-messages.ts";
import { itemRevisionComparison, restoreItemVersion } from "#app/domain/catalogue/kinds.server.ts";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/** One earlier version of an item compared with the current one, and restoring it (admins only, every kind). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const section = sectionOfAdminUrl(request.url)!;
  const kind = kindOfSection(section);
  const comparison = kind ? await itemRevisionComparison(kind, params.slug, params.revisionId) : null;
  if (!kind || !comparison) throw data(null, { status: 404 });
  return { ...comparison, section };
}

const restoreSchema = z.object({ intent: z.literal("restore") });

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const section = sectionOfAdminUrl(request.url)!;
  const kind = kindOfSection(section);
  if (!kind) throw data(null, { status: 404 });
  const parsed = restoreSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success)
    return data({ toast: toast(E.restoreFailed, E.noRevision, "destructive"), message: E.noRevision }, { status: 400 });
  const result = await restoreItemVersion(kind, params.slug, params.revisionId, admin.id);
  if (!result.ok) {
    if (result.reason === "no-revision" || result.reason === "missing") throw data(null, { status: 404 });
    return data(
      { toast: toast(E.restoreFailed, result.message, "destructive"), message: result.message },
      { status: result.reason === "failed" ? 500 : 409 },
    );
  }
  return redirectWithToast(`/admin/${section}/${params.slug}`, {
    title: E.restored,
    description: result.held
      ? K.savedHeld(kind.declaration.noun)
      : K.restoredText(kind.declaration.noun, result.savedAt),
  });
}

export default function KindRevision({ loaderData, actionData }: Route.ComponentProps) {
  const { item, revision, fields, section } = loaderData;
  const restoring = useNavigation().state === "submitting";
  const changed = fields.filter((field) => field.changed);
  return (
    <section aria-labelledby="compare-heading" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <FlashToast toast={actionData?.toast ?? null} />
      <div>
        <Link
          to={`/admin/${section}/${item.key}/revisions`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {E.backToRevisions}
        </Link>
        <h2 id="compare-heading" className="mt-3 text-2xl font-semibold">
          {E.compareHeading}
        </h2>
        <p className="mt-1 text-muted-foreground">
          {E.compareIntro(item.name, revision.savedAt, revision.savedBy)}{" "}
          <span className="inline-flex flex-wrap gap-2 text-sm">
            <del className="rounded bg-red-100 px-1 text-red-900">Removed since</del>
            <ins className="rounded bg-green-100 px-1 text-green-900 no-underline">Added since</ins>
          </span>
        </p>
      </div>
      {actionData?.message ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {actionData.message}
        </p>
      ) : null}
      {changed.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-4">{E.sameText}</p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          {changed.map((field) => (
            <section
              key={field.field}
              aria-labelledby={`diff-${field.field}`}
              data-testid={`diff-${field.field}`}
              className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5"
            >
              <h3 id={`diff-${field.field}`} className="font-sans text-lg font-semibold">
                {field.label}
              </h3>
              <p className="mt-3 whitespace-pre-wrap font-mono text-sm leading-relaxed [overflow-wrap:anywhere]">
                {field.parts.map((part, index) =>
                  part.change === "added" ? (
                    <ins key={index} className="rounded bg-green-100 text-green-900 no-underline">
                      {part.value}
                    </ins>
                  ) : part.change === "removed" ? (
                    <del key={index} className="rounded bg-red-100 text-red-900">
                      {part.value}
                    </del>
                  ) : (
                    <span key={index}>{part.value}</span>
                  ),
                )}
              </p>
            </section>
          ))}
        </div>
      )}
      <Form method="post" className="flex justify-end">
        <Button type="submit" name="intent" value="restore" disabled={restoring || changed.length === 0}>
          <RotateCcw aria-hidden="true" /> {restoring ? E.restoring : E.restore}
        </Button>
      </Form>
    </section>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData ? `Compare versions: ${loaderData.item.name} | Admin` : "Compare versions | Admin",
    "An earlier version compared with the current one.",
  );
