import { ArrowLeft, Mail, Reply } from "lucide-react";
import { data, Form, Link } from "react-router";
import { staffRiskNote } from "#app/content/crisis.ts";
import type { Route } from "./+types/inbox-item";
import { DeleteMessageButton, formatReceived, KindBadge } from "#app/components/inbox-admin.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { getInboxItem, markInboxItemOpened, parseInboxKey } from "#app/domain/inbox/inbox.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { inboxAction } from "./inbox-action.server.ts";
import { siteName } from "#app/lib/site.ts";

/** One contact message or proposal. Opening it marks it read. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const key = parseInboxKey(params.kind, params.id);
  const item = key ? await getInboxItem(key.kind, key.id) : null;
  if (!key || !item) return data({ item: null }, { status: 404 });
  if (!item.readAt) await markInboxItemOpened(key.kind, key.id);
  return { item: { ...item, readAt: item.readAt ?? new Date() } };
}

export async function action({ request }: Route.ActionArgs) {
  return inboxAction(request, { view: "detail" });
}

export default function AdminInboxItem({ loaderData: { item } }: Route.ComponentProps) {
  const back = (
    <Link
      to="/admin/inbox"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Inbox
    </Link>
  );
  if (!item) {
    return (
      <section className="rounded-xl border border-border bg-card p-8 text-center">
        <h2 className="text-2xl font-semibold">Message not found</h2>
        <p className="mt-2 text-muted-foreground">This message does not exist or has been deleted.</p>
        <div className="mt-6">{back}</div>
      </section>
    );
  }
  const heading = item.kind === "contact" ? "Message" : "Proposal";
  return (
    <article aria-labelledby="message-heading">
      {back}
      <div className="mt-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={item.kind} />
          <time dateTime={new Date(item.createdAt).toISOString()} className="text-sm text-muted-foreground">
            Received {formatReceived(item.createdAt)}
          </time>
        </div>
        <h2 id="message-heading" className="mt-3 text-2xl font-semibold sm:text-3xl">
          {item.name}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {item.company !== null ? (
            <>
              <dt className="font-medium text-muted-foreground">Company</dt>
              <dd>{item.company}</dd>
            </>
          ) : null}
          <dt className="font-medium text-muted-foreground">Email</dt>
          <dd className="break-all">
            <a href={`mailto:${item.email}`} className="text-primary hover:underline">
              {item.email}
            </a>
          </dd>
          <dt className="font-medium text-muted-foreground">Email to inbox</dt>
          <dd>
            {item.mailStatus === "sent" ? (
              <Badge variant="secondary">Sent</Badge>
            ) : item.mailStatus === "failed" ? (
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant="destructive">Retrying</Badge>
                <span className="text-muted-foreground">
                  {item.mailAttempts} failed {item.mailAttempts === 1 ? "attempt" : "attempts"}; next try{" "}
                  {formatReceived(item.mailNextAttemptAt)}
                  {item.mailLastError ? ` (${item.mailLastError})` : ""}
                </span>
              </span>
            ) : (
              <Badge variant="outline">Pending</Badge>
            )}
          </dd>
        </dl>
        <h3 className="mt-8 text-lg font-semibold">{heading}</h3>
        {item.risk ? (
          <p className="mt-2 text-sm font-semibold text-destructive" data-inbox-risk={item.risk}>
            {staffRiskNote(item.risk)}
          </p>
        ) : null}
        <p className="mt-2 whitespace-pre-wrap break-words leading-relaxed" data-testid="message-body">
          {item.body}
        </p>
        <div className="mt-8 flex flex-wrap gap-2 border-t border-border pt-6">
          <a
            href={`mailto:${item.email}?subject=${encodeURIComponent(`Re: your ${item.kind === "contact" ? "message" : "proposal"} to ${siteName()}`)}`}
            className={buttonVariants({ size: "sm" })}
          >
            <Reply aria-hidden="true" />
            Reply by email
          </a>
          <Form method="post">
            <input type="hidden" name="kind" value={item.kind} />
            <input type="hidden" name="id" value={item.id} />
            <Button type="submit" name="intent" value="mark-unread" variant="outline" size="sm">
              <Mail aria-hidden="true" />
              Mark unread
            </Button>
          </Form>
          <DeleteMessageButton kind={item.kind} id={item.id} name={item.name} />
        </div>
      </div>
    </article>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData?.item
      ? `${loaderData.item.kind === "contact" ? "Message" : "Proposal"} from ${loaderData.item.name}`
      : "Message not found",
    "A message in the admin inbox.",
  );
