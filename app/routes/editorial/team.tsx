import { Link } from "react-router";
import type { Route } from "./+types/team";
import { listPeople } from "#app/domain/articles/people.server.ts";
import { editorialTeam } from "#app/domain/articles/credits-and-sources.ts";
import { publicPageHeaders } from "#app/lib/http.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { PersonPhoto } from "#app/components/people/person-photo.tsx";
import { siteName } from "#app/lib/site.ts";

export async function loader() {
  const people = await listPeople();
  return {
    people: people.map(({ slug, name, role, credentials, photoUrl }) => ({ slug, name, role, credentials, photoUrl })),
  };
}

export const handle = readingPageHandle;

/** Who "the editorial team" is: the credit on every page no single person wrote. */
export default function EditorialTeam({ loaderData }: Route.ComponentProps) {
  const { people } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <h1 className="text-4xl font-semibold sm:text-5xl">Our Editorial Team</h1>
      <div className="prose-wellness mt-8">
        <p>
          Pages credited to <strong>{editorialTeam().name}</strong> were written and are kept up to date by the people
          who run {siteName()}: its founder and editor (her story is on our <Link to="/about">About</Link> page) and the
          writers and editors who work with her. We credit the team rather than a person when no single person wrote a
          page, and we do not put a name or a credential on a page that that person did not write or check.
        </p>
        <h2>How the site works</h2>
        <ul>
          <li>
            Articles are written from published research and public health guidance; the numbered sources at the end of
            each article are what its claims rest on.
          </li>
          <li>
            Product reviews are desk research: we read labels, trials, certifications and regulators' guidance, and we
            do not test products ourselves (<Link to="/how-we-review">how we review</Link>).
          </li>
          <li>
            “Medically reviewed by” appears only when a named clinician has checked a page. None of our current articles
            has had such a review yet, so none says so.
          </li>
          <li>
            Every article shows when it was last reviewed and when its next review is due; we aim for at least once a
            year.
          </li>
          <li>
            Some links earn us a commission; that never changes a verdict (
            <Link to="/advertising-policy">advertising &amp; affiliate policy</Link>).
          </li>
          <li>
            Found a mistake? <Link to="/report-error">Report it</Link>; our{" "}
            <Link to="/corrections-policy">corrections policy</Link> says what happens next.
          </li>
        </ul>
        <p>
          The full rules are in our <Link to="/editorial-policy">editorial policy</Link>.
        </p>
      </div>
      <section aria-labelledby="people-heading" className="mt-12">
        <h2 id="people-heading" className="text-2xl font-semibold">
          Authors and reviewers
        </h2>
        {people.length ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {people.map((person) => (
              <li key={person.slug} className="flex items-center gap-4 rounded-xl border border-border bg-card p-4">
                <PersonPhoto name={person.name} photoUrl={person.photoUrl} size={56} />
                <div>
                  <Link
                    to={`/people/${person.slug}`}
                    className="font-semibold text-primary underline-offset-2 hover:underline"
                  >
                    {person.name}
                  </Link>
                  {person.credentials ? <span className="text-muted-foreground">, {person.credentials}</span> : null}
                  <p className="text-sm text-muted-foreground">{person.role}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted-foreground">
            No individual authors or reviewers are listed yet: everything on the site is currently credited to the
            editorial team as a whole.
          </p>
        )}
      </section>
    </article>
  );
}

export const meta = () =>
  pageMeta("Our Editorial Team", `Who writes and reviews ${siteName()}'s content, and how the site works.`);

export const headers = () => publicPageHeaders();
