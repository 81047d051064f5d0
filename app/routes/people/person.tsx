import { data, Link } from "react-router";
import type { Route } from "./+types/person";
import { articlesByPerson, getPersonBySlug } from "#app/domain/articles/people.server.ts";
import { reviewsByPerson } from "#app/domain/catalogue/review-credits.server.ts";
import { publicPageHeaders } from "#app/lib/http.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import { PersonPhoto } from "#app/components/people/person-photo.tsx";
import { siteUrl } from "#app/lib/site-url.ts";
import { siteName } from "#app/lib/site.ts";

export async function loader({ params }: Route.LoaderArgs) {
  const person = await getPersonBySlug(params.slug);
  if (!person) throw data("We couldn't find that person.", { status: 404 });
  const [articles, reviews] = await Promise.all([articlesByPerson(person.id), reviewsByPerson(person.id)]);
  const reviewLink = ({ slug, name }: { slug: string; name: string }) => ({
    to: `/product-reviews/${slug}`,
    title: `${name} review`,
  });
  return {
    person: {
      slug: person.slug,
      name: person.name,
      role: person.role,
      credentials: person.credentials,
      bio: person.bio,
      photoUrl: person.photoUrl,
      links: person.links,
    },
    wrote: articles
      .filter((a) => a.authorId === person.id)
      .map(({ slug, title }) => ({ to: `/articles/${slug}`, title })),
    reviewed: articles
      .filter((a) => a.reviewerId === person.id)
      .map(({ slug, title }) => ({ to: `/articles/${slug}`, title })),
    reviewsWritten: reviews.filter((r) => r.authorId === person.id).map(reviewLink),
    reviewsChecked: reviews.filter((r) => r.reviewerId === person.id).map(reviewLink),
  };
}

export const handle = readingPageHandle;

/** A public page for each author or reviewer: who they are and what they wrote or checked. */
export default function PersonPage({ loaderData }: Route.ComponentProps) {
  const { person, wrote, reviewed, reviewsWritten, reviewsChecked } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Person",
          name: person.name,
          jobTitle: person.role,
          ...(person.credentials ? { honorificSuffix: person.credentials } : {}),
          url: `${siteUrl()}/people/${person.slug}`,
          ...(person.links.length ? { sameAs: person.links.map((link) => link.url) } : {}),
        }}
      />
      <div className="flex flex-col items-start gap-6 sm:flex-row sm:items-center">
        <PersonPhoto name={person.name} photoUrl={person.photoUrl} size={112} />
        <div>
          <h1 className="text-4xl font-semibold">
            {person.name}
            {person.credentials ? (
              <span className="text-2xl font-normal text-muted-foreground">, {person.credentials}</span>
            ) : null}
          </h1>
          <p className="mt-2 text-lg text-muted-foreground">{person.role}</p>
        </div>
      </div>
      {person.bio ? (
        <div className="prose-wellness mt-8">
          {person.bio.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {person.links.length ? (
        <ul className="mt-6 flex flex-wrap gap-3 text-sm">
          {person.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener noreferrer" className="text-primary underline underline-offset-2">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {[
        { heading: "Articles written", items: wrote },
        { heading: "Articles medically reviewed", items: reviewed },
        { heading: "Product reviews written", items: reviewsWritten },
        { heading: "Product reviews medically reviewed", items: reviewsChecked },
      ].map((group) =>
        group.items.length ? (
          <section key={group.heading} className="mt-10">
            <h2 className="text-2xl font-semibold">{group.heading}</h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="text-primary underline-offset-2 hover:underline">
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
      <p className="mt-12 text-sm text-muted-foreground">
        <Link to="/editorial-team" className="text-primary underline-offset-2 hover:underline">
          Our editorial team
        </Link>{" "}
        ·{" "}
        <Link to="/editorial-policy" className="text-primary underline-offset-2 hover:underline">
          Editorial policy
        </Link>
      </p>
    </article>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData?.person
    ? pageMeta(loaderData.person.name, `${loaderData.person.name}: ${loaderData.person.role} at ${siteName()}.`)
    : pageMeta("Person not found", "We couldn't find that person.");

export const headers = () => publicPageHeaders();
