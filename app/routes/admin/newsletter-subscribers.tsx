import { Download } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-subscribers";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import {
  listSubscribers,
  removeSubscriber,
  subscriberCounts,
  SUBSCRIBERS_PAGE_SIZE,
} from "#app/domain/newsletter/subscriptions.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/** Admin: the subscribers (count, list with consent, CSV export, remove). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const current = Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
  const [counts, subscribers] = await Promise.all([subscriberCounts(), listSubscribers({ page: current })]);
  const total = counts.pending + counts.confirmed + counts.unsubscribed;
  return { counts, subscribers, page: current, pages: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readFormData(request);
  const id = form.get("id");
  if (form.get("intent") !== "remove" || typeof id !== "string")
    return data({ message: "Unknown action." }, { status: 400 });
  if (!(await removeSubscriber(id))) return data({ message: "This subscriber no longer exists." }, { status: 404 });
  const url = new URL(request.url);
  return redirectWithToast(url.pathname + url.search, { title: "Subscriber removed" });
}

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, subscribers, page, pages } = loaderData;
  return (
    <section aria-labelledby="subscribers-heading">
      <Link to="/admin/newsletter" className="text-sm font-medium text-primary hover:underline">
        ← Newsletter
      </Link>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="subscribers-heading" className="text-2xl font-semibold">
          Subscribers
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="subscribers-summary">
          {counts.confirmed} confirmed, {counts.pending} waiting for confirmation, {counts.unsubscribed} unsubscribed
        </p>
        <a href="/admin/newsletter/subscribers.csv" className={buttonVariants({ variant: "outline" })} download>
          <Download aria-hidden="true" /> Export CSV
        </a>
      </div>
      {actionData?.message ? (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          {actionData.message}
        </p>
      ) : null}
      {subscribers.length === 0 ? (
        <p className="mt-6 text-muted-foreground">No subscribers yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-border bg-card shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-border bg-muted/50">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Email
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Consent
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  From
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {subscribers.map((subscriber) => (
                <tr key={subscriber.id} data-testid="subscriber-row">
                  <td className="px-4 py-3 break-all">{subscriber.email}</td>
                  <td className="px-4 py-3">{subscriber.status}</td>
                  <td className="px-4 py-3 text-muted-foreground">
                    {subscriber.consentAt.toISOString().replace("T", " ").slice(0, 16)}
                  </td>
                  <td className="px-4 py-3 text-muted-foreground">{subscriber.consentSource}</td>
                  <td className="px-4 py-3 text-right">
                    <Form method="post">
                      <input type="hidden" name="id" value={subscriber.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="remove"
                        variant="outline"
                        size="sm"
                        aria-label={`Remove ${subscriber.email}`}
                      >
                        Remove
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-3 text-sm">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className="text-primary underline">
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={`?page=${page + 1}`} className="text-primary underline">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

export const meta = () => pageMeta("Newsletter subscribers", "Newsletter subscribers.");
