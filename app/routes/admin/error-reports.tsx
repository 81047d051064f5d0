import { data, Form, Link } from "react-router";
import type { Route } from "./+types/error-reports";
import {
  listErrorReports,
  reportRisk,
  setErrorReportResolved,
} from "#app/domain/error-reports/error-reports.server.ts";
import { staffRiskNote } from "#app/content/crisis.ts";
import { formatArticleDate } from "#app/domain/articles/format.ts";
import { realPageOr } from "#app/domain/seo/real-pages.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";

/** Readers' error reports (the corrections policy's way in), open ones first. */
export async function loader({ request }: Route.LoaderArgs) {
  // Loaders of nested routes run in parallel with the layout's (and a data request may name only this
  // route), so the layout's check does not cover this one.
  await requireAdmin(request);
  const rows = await listErrorReports();
  return {
    rows: await Promise.all(
      rows.map(async (row) => ({
        ...row,
        date: formatArticleDate(row.createdAt),
        resolved: row.resolvedAt !== null,
        risk: reportRisk(row.id, row.message),
        // A link only to a public page of the site; any other path a visitor wrote is shown as text.
        linkable: row.pagePath.startsWith("/") && (await realPageOr(row.pagePath)) === row.pagePath,
      })),
    ),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const formData = await readFormData(request);
  const ok = await setErrorReportResolved(String(formData.get("id") ?? ""), formData.get("resolved") === "true");
  if (!ok) throw data(null, { status: 404 });
  return { ok };
}

export default function ErrorReports({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <section>
      <h2 className="text-2xl font-semibold">Error Reports</h2>
      {rows.length ? (
        <ul className="mt-6 grid gap-3">
          {rows.map((row) => (
            <li
              key={row.id}
              className="rounded-xl border border-border bg-card p-4 data-[resolved=true]:opacity-70"
              data-resolved={row.resolved}
            >
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                {row.linkable ? (
                  <Link
                    to={row.pagePath}
                    className="break-all font-medium text-primary underline-offset-2 hover:underline"
                  >
                    {row.pagePath}
                  </Link>
                ) : row.pagePath.startsWith("/") ? (
                  // A path that names no public page is the visitor's text: never a link clicked by accident.
                  <span className="break-all font-mono font-medium" data-page-path>
                    {row.pagePath.slice(0, 200)}
                  </span>
                ) : (
                  <span className="font-medium">No page of this site named</span>
                )}
                <span className="text-muted-foreground">
                  {row.date}
                  {row.email ? ` · ${row.email}` : ""}
                  {row.resolved ? " · resolved" : ""}
                </span>
              </div>
              {row.risk ? (
                <p className="mt-2 text-sm font-semibold text-destructive" data-report-risk={row.risk}>
                  {staffRiskNote(row.risk)}
                </p>
              ) : null}
              <p className="mt-2 whitespace-pre-wrap break-words">{row.message}</p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="id" value={row.id} />
                <input type="hidden" name="resolved" value={row.resolved ? "false" : "true"} />
                <button
                  type="submit"
                  className="inline-flex h-9 items-center rounded-md border border-border px-4 text-sm font-medium"
                >
                  {row.resolved ? "Reopen" : "Mark Resolved"}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          No error reports.
        </p>
      )}
    </section>
  );
}

export const meta = () => pageMeta("Error Reports", "Readers' reports of mistakes on the site.");
