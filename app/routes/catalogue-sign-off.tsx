import { data } from "react-router";
import { SignOffScreen, signoffFacts } from "#app/components/editorial/sign-off-screen.tsx";
import type { Route } from "./+types/catalogue-sign-off";
import { reviewerFor } from "#app/domain/articles/review-gate.server.ts";
import { kindOfSection } from "#app/domain/catalogue/kind-registry.server.ts";
import { KIND_EDITORIAL as K } from "#app/domain/catalogue/kind-messages.ts";
import { latestItemSignoff, signOffItem } from "#app/domain/catalogue/kinds.server.ts";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireReviewerOrAdmin } from "#app/routes/guards.server.ts";
import { answerSignOff, latestSignoffShown } from "#app/routes/sign-off-answer.server.ts";
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
    latest: latestSignoffShown(signoff, current.columns.contentVersion),
    reviewer: reviewer ? { name: reviewer.name, credentials: reviewer.credentials } : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireReviewerOrAdmin(request);
  const kind = await kindOf(params);
  return answerSignOff(
    request,
    (version) => signOffItem(kind, { key: params.slug, version, userId: user.id }),
    async (result) => {
      const current = await db.transaction((tx) => kind.load(params.slug, tx));
      return K.signedOffText(current?.name ?? params.slug, result.liftedHold);
    },
  );
}

export default function CatalogueSignOff({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <SignOffScreen
      toast={actionData?.toast ?? null}
      heading={K.signOffHeading(page.noun, page.name)}
      intro={K.signOffIntro(page.noun)}
      facts={signoffFacts(page)}
      version={page.version}
      reviewer={page.reviewer}
      words={{ signingAs: E.signingAs, signOff: E.signOff(page.version), notReviewer: E.notReviewerNote }}
    >
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
    </SignOffScreen>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? K.signOffHeading(loaderData.noun, loaderData.name) : "Sign off", "Sign off a revision.");
