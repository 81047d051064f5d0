import { Link } from "react-router";
import type { Route } from "./+types/people";
import { listPeople } from "#app/domain/articles/people.server.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { PersonPhoto } from "#app/components/people/person-photo.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/** Authors and medical reviewers. */
export async function loader({ request }: Route.LoaderArgs) {
  // Loaders of nested routes run in parallel with the layout's (and a data request may name only this
  // route), so the layout's check does not cover this one.
  await requireAdmin(request);
  return { people: await listPeople() };
}

export default function AdminPeople({ loaderData }: Route.ComponentProps) {
  const { people } = loaderData;
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold">Authors &amp; Reviewers</h2>
        <Link to="/admin/people/new" className={buttonVariants()}>
          Add Person
        </Link>
      </div>
      <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
        Real people only: each gets a public page. Articles without an author are credited to the editorial team.
      </p>
      {people.length ? (
        <ul className="mt-6 grid gap-3">
          {people.map((person) => (
            <li
              key={person.id}
              className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-card p-4"
            >
              <PersonPhoto name={person.name} photoUrl={person.photoUrl} size={48} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {person.name}
                  {person.credentials ? (
                    <span className="font-normal text-muted-foreground">, {person.credentials}</span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">{person.role}</p>
              </div>
              <span className="flex gap-2">
                <Link to={`/people/${person.slug}`} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                  View
                </Link>
                <Link
                  to={`/admin/people/${person.id}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={`Edit ${person.name}`}
                >
                  Edit
                </Link>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl border border-dashed border-border p-6 text-muted-foreground">No people yet.</p>
      )}
    </section>
  );
}

export const meta = () => pageMeta("Authors & Reviewers", "Manage the site's authors and medical reviewers.");
