import { data } from "react-router";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { runInboxCommand } from "#app/domain/inbox/admin.server.ts";
import { refusalStatus } from "#app/lib/refusal-answers.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { readFormData } from "#app/lib/forms.ts";

export const INBOX_PATH = "/admin/inbox";

/**
 * The answer of the inbox list's and detail view's action (not a route: both route modules call
 * it). Admins only, checked on every call; the domain's result becomes a redirect with a toast,
 * the plain result, or an error.
 */
export async function inboxAction(request: Request, { view }: { view: "list" | "detail" }) {
  await requireAdmin(request);
  const result = await runInboxCommand(await readFormData(request));
  if (!result.ok) {
    if (result.reason === "already-deleted")
      return redirectWithToast(INBOX_PATH, {
        title: "Deletion Failed",
        description: result.message,
        variant: "destructive",
      });
    return data({ ok: false as const, error: result.message }, { status: refusalStatus(result, { "not-found": 404 }) });
  }
  if (result.done === "deleted")
    return redirectWithToast(INBOX_PATH, { title: "Success!", description: "Message has been deleted." });
  // Opening a message marks it read, so "unread" from the detail view goes back to the list.
  if (result.done === "marked-unread" && view === "detail")
    return redirectWithToast(INBOX_PATH, { title: "Marked as unread" });
  return { ok: true as const };
}
