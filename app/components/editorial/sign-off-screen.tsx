import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import type { Toast } from "#app/lib/toast.ts";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";

/**
 * The one sign-off screen of the editorial model (decision 048), for every kind (articles, products,
 * interviews): what the item is (its state, hold, revision and last sign-off), its health content as it stands,
 * and the reviewer's form carrying the revision she read, so a save in between is refused rather than signed
 * unread. Admins may look; only a reviewer has the button.
 */
export function SignOffScreen({
  toast,
  heading,
  intro,
  facts,
  version,
  reviewer,
  words,
  children,
}: {
  toast: Toast | null;
  heading: string;
  intro?: string;
  facts: { label: string; value: string }[];
  version: number;
  reviewer: { name: string; credentials: string } | null;
  words: { signingAs: (name: string, credentials: string) => ReactNode; signOff: string; notReviewer: string };
  /** The health content the reviewer reads. */
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <FlashToast toast={toast} />
      <Link to="/awaiting-review" className="text-sm font-medium text-primary hover:underline">
        ← Awaiting review
      </Link>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{heading}</h1>
      {intro ? <p className="mt-3 text-muted-foreground">{intro}</p> : null}
      <dl className="mt-4 grid gap-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="inline font-medium">{fact.label}: </dt>
            <dd className="inline">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
      {reviewer ? (
        <Form method="post" className="mt-8 grid gap-3 rounded-xl border border-border bg-card p-5 sm:p-6">
          <input type="hidden" name="version" value={version} />
          <p className="text-sm">{words.signingAs(reviewer.name, reviewer.credentials)}</p>
          <Button type="submit" className="justify-self-start">
            {words.signOff}
          </Button>
        </Form>
      ) : (
        <p className="mt-8 rounded-xl border border-dashed border-border p-5 text-sm text-muted-foreground">
          {words.notReviewer}
        </p>
      )}
    </article>
  );
}

/**
 * The facts every catalogue kind's sign-off page starts with: why it is held (if it is), the revision to sign
 * and the last sign-off, saying whether it covers what the reviewer reads (`covers`: the kind's words).
 */
export function signoffFacts(
  page: {
    hold: string | null;
    version: number;
    latest: { name: string; version: number; at: string; covers: boolean } | null;
  },
  covers: { covers: string; changed: string } = E.signoffCovers,
): { label: string; value: string }[] {
  return [
    ...(page.hold ? [{ label: E.held, value: page.hold }] : []),
    { label: E.revision, value: String(page.version) },
    { label: E.lastSignoff, value: page.latest ? E.lastSignoffShown(page.latest, covers) : E.none },
  ];
}
