import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { deleteInboxItem, parseInboxKey, setInboxItemRead } from "./inbox.server.ts";

/**
 * The admin inbox's commands, shared by the list and the detail view: mark read, mark unread,
 * delete (the admin Inbox tab). The caller has checked that the user is an admin; the route turns the
 * result into its answer (a redirect with a toast, or an error).
 */
export type InboxCommandResult =
  | { ok: true; done: "deleted" | "marked-read" | "marked-unread" }
  | Refusal<"invalid-key" | "not-found" | "unknown-command" | "already-deleted">;

export const INBOX_NOT_FOUND_MESSAGE = "That message could not be found.";
export const INBOX_UNKNOWN_COMMAND_MESSAGE = "Unknown action.";
/** The toast's description when a deletion finds the message gone (its title is "Deletion Failed"). */
export const INBOX_ALREADY_DELETED_MESSAGE = "Could not delete the message. It may already have been deleted.";

export async function runInboxCommand(formData: FormData): Promise<InboxCommandResult> {
  const intent = formData.get("intent");
  const key = parseInboxKey(formData.get("kind"), formData.get("id"));
  if (!key) return refuse("invalid-key", INBOX_NOT_FOUND_MESSAGE);
  switch (intent) {
    case "delete":
      return (await deleteInboxItem(key.kind, key.id))
        ? { ok: true, done: "deleted" }
        : refuse("already-deleted", INBOX_ALREADY_DELETED_MESSAGE);
    case "mark-read":
    case "mark-unread": {
      const read = intent === "mark-read";
      if (!(await setInboxItemRead(key.kind, key.id, read))) return refuse("not-found", INBOX_NOT_FOUND_MESSAGE);
      return { ok: true, done: read ? "marked-read" : "marked-unread" };
    }
    default:
      return refuse("unknown-command", INBOX_UNKNOWN_COMMAND_MESSAGE);
  }
}
