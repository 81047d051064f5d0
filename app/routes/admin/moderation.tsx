import { Link, data, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/moderation";
import { Button } from "#app/components/ui/button.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { listUsers } from "#app/domain/accounts/users.server.ts";
import { listAuditLog } from "#app/domain/chat/audit.server.ts";
import { MODERATOR_PERMISSIONS } from "#app/domain/chat/moderation.ts";
import {
  moderationSettings,
  moderatorIds,
  saveModerationSettings,
  setModerator,
} from "#app/domain/chat/moderation.server.ts";
import { roomTitle } from "#app/domain/chat/rules.ts";
import { readFormData } from "#app/lib/forms.ts";
import { refusalStatus } from "#app/lib/refusal-answers.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { toast } from "#app/lib/toast.server.ts";

/**
 * Admin only: the moderation settings (held first messages, reports that hide a message), who is a
 * moderator, and the audit log of every moderator's and admin's action, newest first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const before = Number(new URL(request.url).searchParams.get("before"));
  const [settings, users, moderators, log] = await Promise.all([
    moderationSettings(),
    listUsers(),
    moderatorIds(),
    listAuditLog({ before: Number.isSafeInteger(before) && before > 0 ? before : undefined }),
  ]);
  // Staff screens name members, they do not list ids: the grant form names her by e-mail, the log by name
  // (an entry about an anonymous message names nobody).
  const names = new Map(users.map((user) => [user.id, user.fullName?.trim() || user.email]));
  return {
    settings,
    members: users.map((user) => ({
      name: user.fullName,
      email: user.email,
      role: user.role,
      moderator: moderators.has(user.id),
    })),
    log: {
      hasMore: log.hasMore,
      entries: log.entries.map((entry) => ({
        id: entry.id,
        createdAt: entry.createdAt,
        actorName: entry.actorName,
        action: entry.action,
        messageId: entry.messageId,
        topic: entry.topic,
        reason: entry.reason,
        member:
          entry.details.anonymous === true
            ? "Anonymous member"
            : entry.subjectUserId
              ? (names.get(entry.subjectUserId) ?? "Erased account")
              : "",
      })),
    },
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("settings"),
    holdFirstMessages: z.coerce
      .number({ error: "Enter a whole number from 0 to 100." })
      .int("Enter a whole number from 0 to 100.")
      .min(0, "Enter a whole number from 0 to 100.")
      .max(100, "Enter a whole number from 0 to 100."),
    reportsToHide: z.coerce
      .number({ error: "Enter a whole number from 1 to 100." })
      .int("Enter a whole number from 1 to 100.")
      .min(1, "Enter a whole number from 1 to 100.")
      .max(100, "Enter a whole number from 1 to 100."),
  }),
  z.object({
    intent: z.enum(["grant", "revoke"]),
    email: z.string().trim().toLowerCase().min(3, "Unknown member.").max(320, "Unknown member."),
  }),
]);

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = actionSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success)
    return data(
      { ok: false, toast: toast("Action failed", parsed.error.issues[0]?.message ?? "Unknown action.", "destructive") },
      { status: 400 },
    );
  const form = parsed.data;
  const actor = { id: admin.id, name: admin.fullName?.trim() || "Admin" };
  if (form.intent === "settings") {
    await saveModerationSettings(actor, {
      holdFirstMessages: form.holdFirstMessages,
      reportsToHide: form.reportsToHide,
    });
    return { ok: true, toast: toast("Settings saved", "The rooms follow them from now on.") };
  }
  const member = (await listUsers()).find((user) => user.email.toLowerCase() === form.email);
  if (!member)
    return data({ ok: false, toast: toast("Action failed", "User not found.", "destructive") }, { status: 404 });
  const result = await setModerator(actor, member.id, form.intent === "grant");
  if (!result.ok)
    return data(
      { ok: false, toast: toast("Action failed", result.message, "destructive") },
      { status: refusalStatus(result, { "not-found": 404 }) },
    );
  return {
    ok: true,
    toast: toast(form.intent === "grant" ? "Moderator added" : "Moderator removed", "Her access changed at once."),
  };
}

const ACTION_WORDS: Record<string, string> = {
  "message.approve": "approved a held message",
  "message.restore": "restored a hidden message",
  "message.remove": "removed a message",
  "message.hide": "hid a message after reports",
  "message.delete-own": "deleted her own message",
  "reports.dismiss": "dismissed reports",
  "author.reveal": "revealed an anonymous sender",
  "room.rules": "changed a room's rules",
  "member.posting-hold": "put a member's posting on hold",
  "member.posting-hold-lifted": "lifted a posting hold",
  "moderator.grant": "made a member moderator",
  "moderator.revoke": "removed a moderator",
  "settings.change": "changed the moderation settings",
};

type LogRow = Route.ComponentProps["loaderData"]["log"]["entries"][number];

function EntryRow({ entry }: { entry: LogRow }) {
  return (
    <tr className="border-b border-border align-top" data-audit-action={entry.action}>
      <td className="py-2 pr-3 whitespace-nowrap">
        {new Date(entry.createdAt).toISOString().replace("T", " ").slice(0, 16)} UTC
      </td>
      <td className="py-2 pr-3">{entry.actorName}</td>
      <td className="py-2 pr-3">
        {ACTION_WORDS[entry.action] ?? entry.action}
        {entry.topic ? ` in ${roomTitle(entry.topic)}` : ""}
        {entry.messageId ? ` (message ${entry.messageId})` : ""}
      </td>
      <td className="py-2 pr-3 break-words text-muted-foreground">{entry.member}</td>
      <td className="py-2">{entry.reason}</td>
    </tr>
  );
}

export default function AdminModeration({ loaderData: { settings, members, log } }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const last = log.entries[log.entries.length - 1];
  return (
    <section aria-labelledby="moderation-heading" className="space-y-10">
      <div>
        <h2 id="moderation-heading" className="text-2xl font-semibold">
          Moderation settings
        </h2>
        <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-4 text-sm">
          <input type="hidden" name="intent" value="settings" />
          <label className="flex flex-col gap-1">
            <span className="font-medium">A new member&apos;s first messages held for a moderator</span>
            <input
              name="holdFirstMessages"
              type="number"
              min={0}
              max={100}
              defaultValue={settings.holdFirstMessages}
              className="min-h-9 w-28 rounded-md border border-input bg-card px-2"
            />
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">Reports from different members that hide a message</span>
            <input
              name="reportsToHide"
              type="number"
              min={1}
              max={100}
              defaultValue={settings.reportsToHide}
              className="min-h-9 w-28 rounded-md border border-input bg-card px-2"
            />
          </label>
          <Button type="submit" size="sm">
            Save settings
          </Button>
        </fetcher.Form>
      </div>
      <div>
        <h2 className="text-2xl font-semibold">Moderators</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          A moderator may {MODERATOR_PERMISSIONS.length} things, in the chat rooms and the moderation queue only: read
          the queue, approve or restore, remove, dismiss reports, reveal an anonymous sender (with a reason), set a
          room&apos;s rules and hold a member&apos;s posting. Admins may do all of it.
        </p>
        <ul className="mt-4 divide-y divide-border rounded-xl border border-border bg-card text-sm">
          {members
            .filter((member) => member.role !== "admin")
            .map((member) => (
              <li key={member.email} className="flex flex-wrap items-center gap-3 px-4 py-2" data-member={member.email}>
                <span className="font-medium">{member.name || "Not set"}</span>
                <span className="text-muted-foreground">{member.email}</span>
                <fetcher.Form method="post" className="ml-auto">
                  <input type="hidden" name="email" value={member.email} />
                  <Button
                    type="submit"
                    name="intent"
                    value={member.moderator ? "revoke" : "grant"}
                    size="sm"
                    variant={member.moderator ? "outline" : "secondary"}
                  >
                    {member.moderator ? "Remove Moderator" : "Make Moderator"}
                  </Button>
                </fetcher.Form>
              </li>
            ))}
        </ul>
      </div>
      <div>
        <h2 className="text-2xl font-semibold">Audit log</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Every moderator&apos;s and admin&apos;s action on members and messages. Entries are never changed or deleted.
        </p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr className="border-b border-border">
                <th className="py-2 pr-3">When</th>
                <th className="py-2 pr-3">Who</th>
                <th className="py-2 pr-3">What</th>
                <th className="py-2 pr-3">Member</th>
                <th className="py-2">Why</th>
              </tr>
            </thead>
            <tbody>
              {log.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
        {log.entries.length === 0 ? <p className="mt-2 text-sm">No actions yet.</p> : null}
        {log.hasMore && last ? (
          <Link to={`?before=${last.id}`} className="mt-3 inline-block text-sm text-primary underline">
            Older entries
          </Link>
        ) : null}
      </div>
      <FlashToast toast={fetcher.data?.toast ?? null} />
    </section>
  );
}

export const meta = () => pageMeta("Moderators & Audit", "Moderation settings, moderators and the audit log.");
