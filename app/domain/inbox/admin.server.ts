import { data } from "react-router";
import { requireAdmin } from "#app/domain/accounts/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { deleteInboxItem, parseInboxKey, setInboxItemRead } from "./inbox.server.ts";

export const INBOX_PATH = "/admin/inbox";

/**
 * The admin inbox's actions, shared by the list and the detail view: mark
 * read, mark unread, delete. Admins only, checked here on every call.
 */
export async function inboxAdminAction(request: Request, { view }: { view: "list" | "detail" }) {
  await requireAdmin(request);
  const formData = await request.formData().catch(() => new FormData());
  const intent = formData.get("intent");
  const key = parseInboxKey(formData.get("kind"), formData.get("id"));
  if (!key) return data({ ok: false as const, error: "That message could not be found." }, { status: 400 });

  switch (intent) {
    case "delete": {
      const deleted = await deleteInboxItem(key.kind, key.id);
      return deleted
        ? redirectWithToast(INBOX_PATH, { title: "Success!", description: "Message has been deleted." })
        : redirectWithToast(INBOX_PATH, {
            title: "Deletion Failed",
            description: "Could not delete the message. It may already have been deleted.",
            variant: "destructive",
          });
    }
    case "mark-read":
    case "mark-unread": {
      const read = intent === "mark-read";
      const found = await setInboxItemRead(key.kind, key.id, read);
      if (!found) return data({ ok: false as const, error: "That message could not be found." }, { status: 404 });
      // Opening a message marks it read, so "unread" from the detail view goes back to the list.
      if (!read && view === "detail") {
        return redirectWithToast(INBOX_PATH, { title: "Marked as unread" });
      }
      return { ok: true as const };
    }
    default:
      return data({ ok: false as const, error: "Unknown action." }, { status: 400 });
  }
}
