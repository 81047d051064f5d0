import { useEffect, useRef } from "react";
import { data, Form, Link, useFetcher } from "react-router";
import type { Route } from "./+types/search-words";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { layVocabulary } from "#app/content/search/lay-vocabulary.ts";
import { layPhraseCopy as copy } from "#app/domain/search/lay-phrases-copy.ts";
import {
  addLayPhrase,
  layPhraseRecord,
  layPhraseSchema,
  removeLayPhrase,
} from "#app/domain/search/lay-phrases.server.ts";
import { searchEngine } from "#app/domain/search/search.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { toast } from "#app/lib/toast.server.ts";

/**
 * Admin tab 'Search Words': search's lay vocabulary. The reviewed built-in list is shown as it ships; editors
 * add phrases here without a release (read by search at once, on every instance) and remove them; every
 * addition and removal stays listed with who made it and when.
 */
/** Phrases of the reviewed list shown at once: the list has hundreds, and a page holds what an editor reads. */
const BUILT_IN_PAGE = 60;

/**
 * The reviewed list's phrases that hold every word of `q` in the phrase or what it means (a word of four
 * letters or more as the start of one of theirs: "bloat" finds "bloated"; a shorter one whole: "loo" is not
 * "blood"), a page of them.
 */
function builtInPage(url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().toLowerCase().slice(0, 60);
  const wanted = q.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  const holds = (text: string) => {
    const own = text.toLowerCase().split(/[^\p{L}\p{N}']+/u);
    return wanted.every((w) => own.some((word) => (w.length >= 4 ? word.startsWith(w) : word === w)));
  };
  const matching = wanted.length ? layVocabulary.filter((e) => holds(`${e.phrase} ${e.means}`)) : layVocabulary;
  const pages = Math.max(1, Math.ceil(matching.length / BUILT_IN_PAGE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const shown = matching.slice((page - 1) * BUILT_IN_PAGE, page * BUILT_IN_PAGE);
  return { q, page, pages, matching: matching.length, total: layVocabulary.length, shown };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { builtIn: builtInPage(new URL(request.url)), record: await layPhraseRecord() };
}

const failed = (message: string) =>
  data({ ok: false, toast: toast(copy.failed, message, "destructive") }, { status: 400 });

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  if (formData.get("intent") === "remove") {
    if (!(await removeLayPhrase(formData.get("id"), admin.id))) return failed(copy.errors.unknownPhrase);
    return { ok: true, toast: toast("Removed", copy.removed) };
  }
  const parsed = layPhraseSchema.safeParse({
    phrase: formData.get("phrase"),
    means: formData.get("means"),
    source: formData.get("source"),
  });
  if (!parsed.success) return failed(parsed.error.issues[0]!.message);
  const engine = await searchEngine();
  const added = await addLayPhrase(parsed.data, admin.id, (means) => engine.holdsAnyOf(means));
  if (!added.ok) return failed(added.error);
  return { ok: true, toast: toast("Added", copy.added(parsed.data.phrase.toLowerCase())) };
}

const day = (date: Date | string) =>
  new Date(date).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function AddForm() {
  const fetcher = useFetcher<typeof action>();
  const form = useRef<HTMLFormElement>(null);
  // An added phrase empties the form for the next one; a refused one keeps what was typed.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      className="mt-4 grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm md:grid-cols-3"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="lay-phrase">{copy.phraseLabel}</Label>
        <Input id="lay-phrase" name="phrase" required minLength={2} maxLength={60} aria-describedby="lay-phrase-help" />
        <p id="lay-phrase-help" className="text-xs text-muted-foreground">
          {copy.phraseHelp}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="lay-means">{copy.meansLabel}</Label>
        <Input id="lay-means" name="means" required minLength={2} maxLength={120} aria-describedby="lay-means-help" />
        <p id="lay-means-help" className="text-xs text-muted-foreground">
          {copy.meansHelp}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="lay-source">{copy.sourceLabel}</Label>
        <Input
          id="lay-source"
          name="source"
          required
          minLength={5}
          maxLength={200}
          aria-describedby="lay-source-help"
        />
        <p id="lay-source-help" className="text-xs text-muted-foreground">
          {copy.sourceHelp}
        </p>
      </div>
      <div className="md:col-span-3">
        <Button type="submit" name="intent" value="add" disabled={fetcher.state !== "idle"}>
          {copy.add}
        </Button>
      </div>
      <FlashToast toast={fetcher.data?.toast ?? null} />
    </fetcher.Form>
  );
}

function RemoveButton({ id }: { id: string }) {
  const fetcher = useFetcher<typeof action>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        name="intent"
        value="remove"
        variant="outline"
        size="sm"
        disabled={fetcher.state !== "idle"}
      >
        {copy.remove}
      </Button>
      <FlashToast toast={fetcher.data?.toast ?? null} />
    </fetcher.Form>
  );
}

export default function AdminSearchWords({ loaderData: { builtIn, record } }: Route.ComponentProps) {
  const live = record.filter((r) => !r.removedAt);
  return (
    <section aria-labelledby="search-words-heading">
      <h2 id="search-words-heading" className="text-2xl font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{copy.intro}</p>
      <AddForm />
      <h3 className="mt-8 font-sans text-base font-semibold">{copy.addedHeading}</h3>
      {live.length ? (
        <ul className="mt-2 grid gap-2" data-lay-phrases="added">
          {live.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3 text-sm"
            >
              <span>
                <strong>{r.phrase}</strong> → {r.means}
                <span className="block text-muted-foreground">
                  {r.source} · {copy.addedBy(r.addedBy, day(r.addedAt))}
                </span>
              </span>
              <RemoveButton id={r.id} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{copy.none}</p>
      )}
      {record.length ? (
        <>
          <h3 className="mt-8 font-sans text-base font-semibold">{copy.recordHeading}</h3>
          <ul className="mt-2 grid gap-1 text-sm" data-lay-phrases="record">
            {record.map((r) => (
              <li key={r.id}>
                “{r.phrase}” → {r.means}: {copy.addedBy(r.addedBy, day(r.addedAt))}
                {r.removedAt ? `, ${copy.removedBy(r.removedBy, day(r.removedAt))}` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="mt-8 font-sans text-base font-semibold">
        {copy.builtInHeading}: {builtIn.total}
      </h3>
      <Form method="get" role="search" aria-label={copy.findLabel} className="mt-2 flex max-w-md gap-2">
        <Label htmlFor="built-in-q" className="sr-only">
          {copy.findLabel}
        </Label>
        <Input id="built-in-q" type="search" name="q" defaultValue={builtIn.q} maxLength={60} />
        <Button type="submit" variant="outline">
          {copy.find}
        </Button>
      </Form>
      <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
        {copy.shown(builtIn.matching, builtIn.page, builtIn.pages)}
      </p>
      <ul className="mt-2 grid gap-1 text-sm md:grid-cols-2" data-lay-phrases="built-in">
        {builtIn.shown.map((e) => (
          <li key={e.phrase}>
            <strong>{e.phrase}</strong> → {e.means} <span className="text-muted-foreground">({e.source})</span>
          </li>
        ))}
      </ul>
      {builtIn.pages > 1 ? (
        <nav aria-label={copy.pagesLabel} className="mt-3 flex gap-4 text-sm">
          {builtIn.page > 1 ? <Link to={pageHref(builtIn.q, builtIn.page - 1)}>{copy.previous}</Link> : null}
          {builtIn.page < builtIn.pages ? <Link to={pageHref(builtIn.q, builtIn.page + 1)}>{copy.next}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}

const pageHref = (q: string, page: number) =>
  `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) }).toString()}`;

export const meta = () => pageMeta(copy.heading, "Readers' phrases search understands.");
