import { ArrowLeft, RotateCcw } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { FieldComparison } from "#app/domain/articles/revision-diff.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";

/**
 * The one compare screen of the editorial model (decision 048), for every kind (articles, products,
 * interviews): an earlier version against the current one field by field, the removed and added text marked,
 * and the restore button. The route gives its words and its frame (a page of its own or the admin's layout).
 */
export function CompareVersions({
  backTo,
  backLabel,
  heading,
  intro,
  fields,
  message,
  words,
  level = "admin",
}: {
  backTo: string;
  backLabel: string;
  heading: string;
  intro: string;
  fields: FieldComparison[];
  /** A refused restore's reason. */
  message: string | null;
  words: { same: string; restore: string; restoring: string };
  /** "page": the page's own heading (h1); "admin": under the admin's (h2). */
  level?: "page" | "admin";
}) {
  const restoring = useNavigation().state === "submitting";
  const changed = fields.filter((field) => field.changed);
  const Heading = level === "page" ? "h1" : "h2";
  const FieldHeading = level === "page" ? "h2" : "h3";
  return (
    <>
      <div>
        <Link to={backTo} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> {backLabel}
        </Link>
        <Heading
          id="compare-heading"
          className={level === "page" ? "mt-4 text-3xl font-semibold sm:text-4xl" : "mt-3 text-2xl font-semibold"}
        >
          {heading}
        </Heading>
        <p className="mt-2 text-muted-foreground">
          {intro}{" "}
          <span className="inline-flex flex-wrap gap-2 text-sm">
            <del className="rounded bg-red-100 px-1 text-red-900">Removed since</del>
            <ins className="rounded bg-green-100 px-1 text-green-900 no-underline">Added since</ins>
          </span>
        </p>
      </div>
      {message ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {message}
        </p>
      ) : null}
      {changed.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-4">{words.same}</p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          {changed.map((field) => (
            <section
              key={field.field}
              aria-labelledby={`diff-${field.field}`}
              data-testid={`diff-${field.field}`}
              className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5"
            >
              <FieldHeading id={`diff-${field.field}`} className="font-sans text-lg font-semibold">
                {field.label}
              </FieldHeading>
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
          <RotateCcw aria-hidden="true" /> {restoring ? words.restoring : words.restore}
        </Button>
      </Form>
    </>
  );
}

/**
 * The admin's compare screen of a catalogue kind (a product, an interview, a roundup, a comparison row, a
 * listing): the shared screen in the admin's layout, with the restore's answer (its toast and reason).
 */
export function AdminCompareVersions({
  revisionsPath,
  name,
  revision,
  fields,
  answer,
}: {
  revisionsPath: string;
  name: string;
  revision: { savedAt: string; savedBy: string };
  fields: FieldComparison[];
  answer: { toast: Parameters<typeof FlashToast>[0]["toast"]; message: string } | undefined;
}) {
  return (
    <section aria-labelledby="compare-heading" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <FlashToast toast={answer?.toast ?? null} />
      <CompareVersions
        backTo={revisionsPath}
        backLabel={E.backToRevisions}
        heading={E.compareHeading}
        intro={E.compareIntro(name, revision.savedAt, revision.savedBy)}
        fields={fields}
        message={answer?.message ?? null}
        words={{ same: E.sameText, restore: E.restore, restoring: E.restoring }}
      />
    </section>
  );
}
