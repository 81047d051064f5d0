import { Plus } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/interviews";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { INTERVIEW_ADMIN as I, INTERVIEW_LIST as L } from "#app/domain/catalogue/interview-editorial-messages.ts";
import {
  listInterviews,
  readInterviewListQuery,
  type InterviewListQuery,
} from "#app/domain/catalogue/interview-list.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/**
 * Admin tab 'Interviews': every interview with who is speaking, its state, whether her consent is on record
 * and whether the review gate holds it; a search, filters and pages (admins only).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = readInterviewListQuery(new URL(request.url));
  const { rows, total, pages } = await listInterviews(query);
  return {
    query,
    total,
    pages,
    interviews: rows.map((i) => ({
      slug: i.slug,
      name: i.name,
      title: i.title,
      illustrative: i.illustrative,
      consentOn: i.consentRecordedAt?.toISOString().slice(0, 10) ?? null,
      status: i.status,
      held: i.reviewHold !== null,
    })),
  };
}

function pageLink(query: InterviewListQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const key of ["state", "speaker", "gate"] as const) if (query[key] !== "all") params.set(key, query[key]);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `/admin/interviews?${text}` : "/admin/interviews";
}

const selectClass = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

export default function AdminInterviews({ loaderData }: Route.ComponentProps) {
  const { query, total, pages, interviews } = loaderData;
  const page = Math.min(query.page, pages);
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
      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="interviews-q">{L.search}</Label>
          <Input id="interviews-q" name="q" type="search" maxLength={100} defaultValue={query.q} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="interviews-state">{L.state}</Label>
          <select id="interviews-state" name="state" defaultValue={query.state} className={selectClass}>
            <option value="all">{L.any}</option>
            {Object.entries(I.states).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="interviews-speaker">{L.speaker}</Label>
          <select id="interviews-speaker" name="speaker" defaultValue={query.speaker} className={selectClass}>
            <option value="all">{L.any}</option>
            <option value="illustrative">{I.illustrative}</option>
            <option value="real">{I.real}</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="interviews-gate">{L.gate}</Label>
          <select id="interviews-gate" name="gate" defaultValue={query.gate} className={selectClass}>
            <option value="all">{L.any}</option>
            <option value="held">{L.held}</option>
          </select>
        </div>
        <Button type="submit">{L.filter}</Button>
      </Form>
      {interviews.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{L.none}</p>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-xl border border-border bg-card">
          {interviews.map((interview) => (
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
                {interview.held ? <Badge variant="destructive">{L.held}</Badge> : null}
                {interview.consentOn ? (
                  <span className="text-muted-foreground">{I.consentOn(interview.consentOn)}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <span className="text-muted-foreground">{L.page(page, pages, total)}</span>
        <span className="flex gap-2">
          {page > 1 ? (
            <Link className="rounded-md border border-border px-3 py-2" to={pageLink(query, page - 1)}>
              {L.previous}
            </Link>
          ) : null}
          {page < pages ? (
            <Link className="rounded-md border border-border px-3 py-2" to={pageLink(query, page + 1)}>
              {L.next}
            </Link>
          ) : null}
        </span>
      </nav>
    </section>
  );
}

export const meta = () => pageMeta(`${I.title} | Admin`, I.intro);
