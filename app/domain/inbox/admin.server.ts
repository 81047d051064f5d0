import { deleteInboxItem, parseInboxKey, setInboxItemRead } from "./inbox.server.ts";

/**
 * The admin inbox's commands, shared by the list and the detail view: mark read, mark unread,
 * delete (spec §2.16 Inbox). The caller has checked that the user is an admin; the route turns the
 * result into its answer (a redirect with a toast, or an error).
 */
export type InboxCommandResult =
  | { ok: true; done: "deleted" | "marked-read" | "marked-unread" }
  | { ok: false; reason: "invalid-key" | "not-found" | "unknown-command" | "already-deleted" };

export const INBOX_NOT_FOUND_MESSAGE = "That message could not be found.";
export const INBOX_UNKNOWN_COMMAND_MESSAGE = "Unknown action.";

export async function runInboxCommand(formData: FormData): Promise<InboxCommandResult> {
  const intent = formData.get("intent");
  const key = parseInboxKey(formData.get("kind"), formData.get("id"));
  if (!key) return { ok: false, reason: "invalid-key" };
  switch (intent) {
    case "delete":
      return (await deleteInboxItem(key.kind, key.id))
        ? { ok: true, done: "deleted" }
        : { ok: false, reason: "already-deleted" };
    case "mark-read":
    case "mark-unread": {
      const read = intent === "mark-read";
      if (!(await setInboxItemRead(key.kind, key.id, read))) return { ok: false, reason: "not-found" };
      return { ok: true, done: read ? "marked-read" : "marked-unread" };
    }
    default:
      return { ok: false, reason: "unknown-command" };
  }
}
