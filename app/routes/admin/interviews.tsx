import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/interviews";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { INTERVIEW_ADMIN as I } from "#app/domain/catalogue/messages.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/** Admin tab 'Interviews': every interview with who is speaking and whether her consent is on record. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const catalogue = await loadCatalogue("editor");
  return {
    interviews: catalogue.interviews.map((i) => ({
      slug: i.id,
      name: i.name,
      title: i.title,
      illustrative: i.illustrative,
      consentOn: i.consentRecordedAt?.toISOString().slice(0, 10) ?? null,
      status: i.status,
    })),
  };
}

export default function AdminInterviews({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="interviews-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="interviews-heading" className="text-2xl font-semibold">
            {I.title}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{I.intro}</p>
        </div>
        <Link to="/admin/interviews/new" className={buttonVariants()}>
          <Plus aria-hidden="true" /> {I.addNew}
        </Link>
      </div>
      <ul className="mt-6 divide-y divide-border rounded-xl border border-border bg-card">
        {loaderData.interviews.map((interview) => (
          <li key={interview.slug} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <div className="min-w-0 flex-1 basis-56">
              <Link to={`/admin/interviews/${interview.slug}`} className="font-medium text-primary hover:underline">
                {interview.name}
              </Link>
              <p className="text-sm text-muted-foreground">{interview.title}</p>
            </div>
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant={interview.status === "published" ? "secondary" : "outline"}>
                {I.states[interview.status as keyof typeof I.states] ?? interview.status}
              </Badge>
              <Badge variant="outline">{interview.illustrative ? I.illustrative : I.real}</Badge>
              {interview.consentOn ? (
                <span className="text-muted-foreground">{I.consentOn(interview.consentOn)}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta = () => pageMeta(`${I.title} | Admin`, I.intro);
