import { Inbox as InboxIcon, Mail, MailOpen } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/inbox";
import { DeleteMessageButton, formatReceived, KindBadge } from "#app/components/inbox-admin.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { listInbox } from "#app/domain/inbox/inbox.server.ts";
import { staffRiskNote } from "#app/content/crisis.ts";
import { cn } from "#app/lib/cn.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { inboxAction } from "./inbox-action.server.ts";
import { siteName } from "#app/lib/site.ts";

/** Admin tab 'Inbox': contact messages and proposals, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return listInbox();
}

export async function action({ request }: Route.ActionArgs) {
  return inboxAction(request, { view: "list" });
}

export default function AdminInbox({ loaderData: { items, unread } }: Route.ComponentProps) {
  return (
    <section aria-labelledby="inbox-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="inbox-heading" className="text-2xl font-semibold">
          Inbox
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="unread-count">
          {items.length} {items.length === 1 ? "message" : "messages"}, {unread} unread
        </p>
      </div>

      {items.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-border bg-card px-6 py-14 text-center">
          <InboxIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-medium">No messages yet.</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Contact messages and collaboration proposals will appear here.
          </p>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-border overflow-hidden rounded-xl border border-border bg-card shadow-sm">
          {items.map((item) => {
            const isUnread = !item.readAt;
            const href = `/admin/inbox/${item.kind}/${item.id}`;
            return (
              <li
                key={`${item.kind}-${item.id}`}
                data-testid="inbox-item"
                data-unread={isUnread}
                className={cn(
                  "flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5",
                  isUnread && "bg-primary-soft/40",
                )}
              >
                <span className="hidden pt-1 sm:block" aria-hidden="true">
                  {isUnread ? (
                    <Mail className="size-5 text-primary" />
                  ) : (
                    <MailOpen className="size-5 text-muted-foreground" />
                  )}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <KindBadge kind={item.kind} />
                    {isUnread ? <Badge>Unread</Badge> : <span className="sr-only">Read</span>}
                    {item.mailStatus === "failed" ? (
                      <Badge variant="destructive" title={item.mailLastError ?? undefined}>
                        Email retrying
                      </Badge>
                    ) : null}
                    <time dateTime={new Date(item.createdAt).toISOString()} className="text-xs text-muted-foreground">
                      {formatReceived(item.createdAt)}
                    </time>
                  </div>
                  <h3 className={cn("mt-1.5 font-sans text-base", isUnread ? "font-semibold" : "font-medium")}>
                    <Link to={href} className="hover:underline">
                      {item.name}
                      {item.company ? <span className="text-muted-foreground"> · {item.company}</span> : null}
                    </Link>
                  </h3>
                  <p className="text-sm break-all text-muted-foreground">{item.email}</p>
                  {item.risk ? (
                    <p className="mt-1.5 text-sm font-semibold text-destructive" data-inbox-risk={item.risk}>
                      {staffRiskNote(item.risk)}
                    </p>
                  ) : null}
                  <p className="mt-1.5 line-clamp-2 text-sm break-words">{item.preview}</p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="kind" value={item.kind} />
                    <input type="hidden" name="id" value={item.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value={isUnread ? "mark-read" : "mark-unread"}
                      variant="outline"
                      size="sm"
                      aria-label={`Mark message from ${item.name} as ${isUnread ? "read" : "unread"}`}
                    >
                      {isUnread ? <MailOpen aria-hidden="true" /> : <Mail aria-hidden="true" />}
                      {isUnread ? "Mark read" : "Mark unread"}
                    </Button>
                  </Form>
                  <DeleteMessageButton kind={item.kind} id={item.id} name={item.name} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export const meta = () => pageMeta("Inbox", `Contact messages and collaboration proposals sent to ${siteName()}.`);
