import { Flag } from "lucide-react";
import { data, useFetcher } from "react-router";
import type { Route } from "./+types/reports";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { requireAdmin, requireUserSession } from "#app/routes/guards.server.ts";
import { moderateDelete } from "#app/domain/chat/chat.server.ts";
import { reportReasonLabel } from "#app/domain/chat/reports.ts";
import { dismissReports, listOpenReports, type OpenReport } from "#app/domain/chat/reports.server.ts";
import { roomTitle } from "#app/domain/chat/rules.ts";
import { cn } from "#app/lib/cn.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { toast } from "#app/lib/toast.server.ts";

/** Admin tab 'Reports': chat messages members reported, with the messages around them, to delete or dismiss. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { reports: await listOpenReports() };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  // The chat's delete checks the admin session itself (the one admin guard), so it needs the session's id.
  const { sessionId } = await requireUserSession(request);
  const formData = await readFormData(request);
  const id = Number(formData.get("id"));
  const intent = formData.get("intent");
  if (!Number.isSafeInteger(id) || id <= 0 || (intent !== "delete" && intent !== "dismiss")) {
    return data(
      { ok: false, toast: toast("Action failed", "Unknown report or action.", "destructive") },
      { status: 400 },
    );
  }
  if (intent === "delete") {
    // Deleting the message removes it from the room for everyone live; its reports go with it.
    const result = await moderateDelete({ userId: admin.id, sessionId, id });
    if (!result.ok)
      return data({ ok: false, toast: toast("Deletion Failed", result.message, "destructive") }, { status: 404 });
    return { ok: true, toast: toast("Success!", "The message has been deleted.") };
  }
  const closed = await dismissReports(id);
  if (closed === 0)
    return data(
      { ok: false, toast: toast("Action failed", "These reports were already handled.", "destructive") },
      { status: 404 },
    );
  return { ok: true, toast: toast("Reports dismissed", "The message stays in the room.") };
}

function formatWhen(iso: string) {
  return (
    new Date(iso).toLocaleString("en-US", {
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
    }) + " UTC"
  );
}

function ReportCard({ report }: { report: OpenReport }) {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  return (
    <li
      data-report-message={report.messageId}
      className={cn("rounded-xl border border-border bg-card p-5 shadow-sm", busy && "opacity-60")}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary">{roomTitle(report.topic)}</Badge>
        <span className="font-medium">
          {report.reports} {report.reports === 1 ? "report" : "reports"}
        </span>
        <span className="text-muted-foreground">first {formatWhen(report.firstReportedAt)}</span>
      </div>
      <p className="mt-2 text-sm">
        Reasons:{" "}
        {report.reasons
          .map((reason) => `${reportReasonLabel(reason.reason)}${reason.count > 1 ? ` (${reason.count})` : ""}`)
          .join(", ")}
      </p>
      <ol
        className="mt-3 space-y-2 rounded-lg bg-muted/50 p-3 text-sm"
        aria-label="The reported message in its conversation"
      >
        {report.context.map((message) => (
          <li
            key={message.id}
            className={cn("rounded-md px-2 py-1", message.reported && "border-l-4 border-destructive bg-card")}
          >
            <span className="font-semibold">{message.senderName ?? "Unknown member"}</span>{" "}
            <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
              {formatWhen(message.createdAt)}
            </time>
            {message.reported ? <span className="ml-2 text-xs font-semibold text-destructive">Reported</span> : null}
            <p className="whitespace-pre-wrap break-words">{message.content}</p>
          </li>
        ))}
      </ol>
      <fetcher.Form method="post" className="mt-4 flex flex-wrap gap-2">
        <input type="hidden" name="id" value={report.messageId} />
        <Button type="submit" name="intent" value="delete" variant="destructive" size="sm" disabled={busy}>
          Delete message
        </Button>
        <Button type="submit" name="intent" value="dismiss" variant="outline" size="sm" disabled={busy}>
          Dismiss reports
        </Button>
      </fetcher.Form>
      <FlashToast toast={fetcher.data?.toast ?? null} />
    </li>
  );
}

export default function AdminReports({ loaderData: { reports } }: Route.ComponentProps) {
  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="text-2xl font-semibold">
        Reported chat messages
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Messages members reported, the longest-waiting first, with the messages before and after them in the room.
      </p>
      {reports.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-border bg-card px-6 py-14 text-center">
          <Flag className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-medium">No open reports.</p>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {reports.map((report) => (
            <ReportCard key={report.messageId} report={report} />
          ))}
        </ul>
      )}
    </section>
  );
}

export const meta = () => pageMeta("Reports", "Reported chat messages.");
