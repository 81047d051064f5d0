import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/catalogue-sign-off";
import { Button } from "#app/components/ui/button.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { formatScheduleTime } from "#app/domain/articles/publication.ts";
import { reviewerFor } from "#app/domain/articles/review-gate.server.ts";
import { kindOfSection } from "#app/domain/catalogue/kind-registry.server.ts";
import { KIND_EDITORIAL as K } from "#app/domain/catalogue/kind-messages.ts";
import { latestItemSignoff, signOffItem } from "#app/domain/catalogue/kinds.server.ts";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";
import { requireReviewerOrAdmin } from "#app/routes/guards.server.ts";
import { db } from "#platform/db.ts";

/**
 * A reviewer reads the health content of a roundup or a comparison row as it stands and signs off the
 * revision she read (decision 048, as for an article or a product). Admins may look; only a reviewer signs.
 * A kind without health content (an Affiliate Corner listing) has nothing to sign: 404.
 */
async function kindOf(params: { section: string }) {
  const kind = kindOfSection(params.section);
  if (!kind || !kind.declaration.fields.some((f) => f.health)) throw data(null, { status: 404 });
  return kind;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireReviewerOrAdmin(request);
  const kind = await kindOf(params);
  const current = await db.transaction((tx) => kind.load(params.slug, tx));
  if (!current) throw data(null, { status: 404 });
  const [reviewer, signoff] = await Promise.all([reviewerFor(user.id), latestItemSignoff(kind, params.slug)]);
  const texts = kind.texts(current.version);
  return {
    noun: kind.declaration.noun,
    name: current.name,
    version: current.columns.version,
    hold: current.columns.reviewHold,
    health: kind.declaration.fields
      .filter((f) => f.health)
      .map((f) => ({ field: f.field, label: f.label, text: texts[f.field] ?? "" })),
    latest: signoff
      ? {
          name: signoff.reviewerName,
          version: signoff.version,
          at: formatScheduleTime(signoff.signedAt),
          covers: signoff.version >= current.columns.contentVersion,
        }
      : null,
    reviewer: reviewer ? { name: reviewer.name, credentials: reviewer.credentials } : null,
  };
}

const signOffSchema = z.object({ version: z.coerce.number().int().min(1) });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireReviewerOrAdmin(request);
  const kind = await kindOf(params);
  const parsed = signOffSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return data({ toast: toast(E.signOffFailed, E.versionMissing, "destructive") }, { status: 400 });
  const result = await signOffItem(kind, { key: params.slug, version: parsed.data.version, userId: user.id });
  if (!result.ok) {
    const status = result.reason === "not-reviewer" ? 403 : result.reason === "gone" ? 404 : 409;
    return data({ toast: toast(E.signOffFailed, result.message, "destructive") }, { status });
  }
  const current = await db.transaction((tx) => kind.load(params.slug, tx));
  return redirectWithToast("/awaiting-review", {
    title: E.signedOff,
    description: K.signedOffText(current?.name ?? params.slug, result.liftedHold),
  });
}

export default function CatalogueSignOff({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <FlashToast toast={actionData?.toast ?? null} />
      <Link to="/awaiting-review" className="text-sm font-medium text-primary hover:underline">
        ← Awaiting review
      </Link>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{K.signOffHeading(page.noun, page.name)}</h1>
      <p className="mt-3 text-muted-foreground">{K.signOffIntro(page.noun)}</p>
      <dl className="mt-4 grid gap-1 text-sm">
        {page.hold ? (
          <div>
            <dt className="inline font-medium">{E.held}: </dt>
            <dd className="inline">{page.hold}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-medium">{E.revision}: </dt>
          <dd className="inline">{page.version}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{E.lastSignoff}: </dt>
          <dd className="inline">
            {page.latest
              ? `${page.latest.name}, revision ${page.latest.version}, ${page.latest.at}${page.latest.covers ? " (covers the current health content)" : " (it changed since)"}`
              : E.none}
          </dd>
        </div>
      </dl>
      <section
        aria-labelledby="health-content"
        className="mt-8 grid gap-4 rounded-xl border border-border bg-card p-5 sm:p-6"
      >
        <h2 id="health-content" className="font-sans text-lg font-semibold">
          {E.healthContentHeading(page.version)}
        </h2>
        {page.health.map((field) => (
          <div key={field.field}>
            <h3 className="text-sm font-medium">{field.label}</h3>
            <p className="mt-1 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{field.text || E.none}</p>
          </div>
        ))}
      </section>
      {page.reviewer ? (
        <Form method="post" className="mt-8 grid gap-3 rounded-xl border border-border bg-card p-5 sm:p-6">
          <input type="hidden" name="version" value={page.version} />
          <p className="text-sm">{E.signingAs(page.reviewer.name, page.reviewer.credentials)}</p>
          <Button type="submit" className="justify-self-start">
            {E.signOff(page.version)}
          </Button>
        </Form>
      ) : (
        <p className="mt-8 rounded-xl border border-dashed border-border p-5 text-sm text-muted-foreground">
          {E.notReviewerNote}
        </p>
      )}
    </article>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? K.signOffHeading(loaderData.noun, loaderData.name) : "Sign off", "Sign off a revision.");
