import { AlertTriangle, Flag } from "lucide-react";
import { data, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/reports";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { RoomRulesForm } from "#app/components/chat/room-rules-form.tsx";
import { requireModerator } from "#app/routes/guards.server.ts";
import { chatRooms } from "#app/content/community/rooms.ts";
import { MAX_REASON_LENGTH, SLOW_MODE_CHOICES, type ModeratorPermission } from "#app/domain/chat/moderation.ts";
import { activeHolds, allRoomRules, setRoomRules } from "#app/domain/chat/moderation.server.ts";
import { listQueue, type QueueItem } from "#app/domain/chat/queue.server.ts";
import { reportReasonLabel } from "#app/domain/chat/reports.ts";
import {
  approveMessage,
  checkReason,
  dismissMessageReports,
  removeMessage,
  revealSender,
  setPostingHold,
} from "#app/domain/chat/review.server.ts";
import { roomTitle } from "#app/domain/chat/rules.ts";
import { cn } from "#app/lib/cn.ts";
import { readFormData } from "#app/lib/forms.ts";
import type { Refusal } from "#app/lib/refusal.ts";
import { refusalStatus } from "#app/lib/refusal-answers.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { toast } from "#app/lib/toast.server.ts";

/**
 * The moderation queue (admins and moderators): held messages (self-harm and abuse first), messages hidden
 * after reports, reported messages and new members' held messages, each with its room context; the rooms'
 * rules; members whose posting is on hold. Every action is written to the audit log.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { admin } = await requireModerator(request);
  const [items, rules, holds] = await Promise.all([listQueue(), allRoomRules(), activeHolds()]);
  return {
    items,
    rules,
    holds: holds.map((hold) => ({ ...hold, until: new Date(hold.until).toISOString() })),
    admin,
  };
}

const id = z.coerce.number({ error: "Unknown message." }).int("Unknown message.").positive("Unknown message.");
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id, reason: z.string().optional() }),
  z.object({ intent: z.literal("delete"), id, reason: z.string().optional() }),
  z.object({ intent: z.literal("dismiss"), id, reason: z.string().optional() }),
  z.object({ intent: z.literal("reveal"), id, reason: z.string().optional() }),
  z.object({
    intent: z.literal("hold"),
    userId: z.string().min(1, "Unknown member.").max(200),
    hours: z.coerce
      .number({ error: "Choose how long." })
      .int()
      .min(1, "Choose how long.")
      .max(24 * 90),
    reason: z.string().optional(),
  }),
  z.object({ intent: z.literal("lift-hold"), userId: z.string().min(1, "Unknown member.").max(200) }),
  z.object({
    intent: z.literal("room-rules"),
    topic: z.string().max(64),
    slowMode: z.coerce.number({ error: "Choose a slow mode." }).int(),
    sensitive: z.literal("on").optional(),
    reason: z.string().optional(),
  }),
]);

const PERMISSION: Record<z.infer<typeof actionSchema>["intent"], ModeratorPermission> = {
  approve: "message.approve",
  delete: "message.remove",
  dismiss: "reports.dismiss",
  reveal: "author.reveal",
  hold: "member.posting-hold",
  "lift-hold": "member.posting-hold",
  "room-rules": "room.rules",
};

const failed = (message: string, status = 400) =>
  data({ ok: false, toast: toast("Action failed", message, "destructive") }, { status });

/** A refused moderator action: a message or member that is gone answers 404, a refused input 400. */
const refused = (refusal: Refusal, statuses: Record<string, number> = { "not-found": 404 }) =>
  failed(refusal.message, refusalStatus(refusal, statuses));

export async function action({ request }: Route.ActionArgs) {
  await requireModerator(request);
  const formData = await readFormData(request);
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? "Unknown report or action.");
  const form = parsed.data;
  const { actor } = await requireModerator(request, PERMISSION[form.intent]);
  const reason = checkReason("reason" in form ? form.reason : "", form.intent === "reveal" || form.intent === "hold");
  if (!reason.ok) return refused(reason);
  switch (form.intent) {
    case "approve": {
      const result = await approveMessage(actor, form.id, reason.reason);
      // Already visible: nothing left to approve, answered as a message that is gone.
      if (!result.ok) return refused(result, { "not-found": 404, invalid: 404 });
      return { ok: true, toast: toast("Message approved", "Everyone in the room can see it now.") };
    }
    case "delete": {
      const result = await removeMessage(actor, form.id, reason.reason);
      if (!result.ok) return refused(result);
      return { ok: true, toast: toast("Success!", "The message has been deleted.") };
    }
    case "dismiss": {
      const result = await dismissMessageReports(actor, form.id, reason.reason);
      if (!result.ok) return refused(result);
      return { ok: true, toast: toast("Reports dismissed", "The message is in the room for everyone.") };
    }
    case "reveal": {
      const result = await revealSender(actor, form.id, reason.reason);
      if (!result.ok) return refused(result);
      // Her name and e-mail, for this moderator only; no id travels to the page.
      return {
        ok: true,
        revealed: { messageId: form.id, name: result.sender.name, email: result.sender.email },
        toast: null,
      };
    }
    case "hold": {
      const until = new Date(Date.now() + form.hours * 3_600_000);
      const result = await setPostingHold(actor, form.userId, { until, reason: reason.reason });
      if (!result.ok) return refused(result);
      return { ok: true, toast: toast("Posting on hold", `She can post again after ${form.hours} hours.`) };
    }
    case "lift-hold": {
      const result = await setPostingHold(actor, form.userId, null);
      if (!result.ok) return refused(result);
      return { ok: true, toast: toast("Hold lifted", "She can post again.") };
    }
    case "room-rules": {
      if (!(SLOW_MODE_CHOICES as readonly number[]).includes(form.slowMode)) return failed("Choose a slow mode.");
      const result = await setRoomRules(
        actor,
        form.topic,
        { slowModeSeconds: form.slowMode, sensitive: form.sensitive === "on" },
        reason.reason,
      );
      if (!result.ok) return refused(result);
      return { ok: true, toast: toast("Room rules saved", `${roomTitle(form.topic)} now follows them.`) };
    }
  }
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

const WHY: Record<string, string> = {
  "self-harm": "Held: self-harm language",
  overdose: "Held: may have taken an overdose",
  "sexual-violence": "Held: may describe sexual violence",
  abuse: "Held: may describe abuse",
  reports: "Hidden after reports",
  "new-member": "Held: new member",
};

function ReasonField({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label className="flex min-w-52 flex-1 flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <input
        id={id}
        name="reason"
        required={required}
        maxLength={MAX_REASON_LENGTH}
        className="min-h-9 rounded-md border border-input bg-card px-2"
      />
    </label>
  );
}

function QueueCard({ item }: { item: QueueItem }) {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const revealed = fetcher.data && "revealed" in fetcher.data ? fetcher.data.revealed : null;
  return (
    <li
      data-report-message={item.messageId}
      data-urgent={item.urgent || undefined}
      className={cn(
        "rounded-xl border bg-card p-5 shadow-sm",
        item.urgent ? "border-destructive" : "border-border",
        busy && "opacity-60",
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {item.urgent ? (
          <Badge variant="destructive">
            <AlertTriangle className="size-3.5" aria-hidden="true" /> Urgent
          </Badge>
        ) : null}
        <Badge variant="secondary">{roomTitle(item.topic)}</Badge>
        {item.status !== "visible" ? <span className="font-medium">{WHY[item.heldReason ?? "new-member"]}</span> : null}
        {item.reports > 0 ? (
          <span className="font-medium" data-report-weight={item.weight}>
            {item.reports} {item.reports === 1 ? "report" : "reports"}
            {item.newAccountReports > 0
              ? ` (${item.newAccountReports} from ${item.newAccountReports === 1 ? "a new account" : "new accounts"}, which hide nothing by themselves)`
              : ""}
          </span>
        ) : null}
        {item.coordinated ? (
          <Badge variant="destructive" data-coordinated>
            Possibly coordinated: many new accounts reported this one message
          </Badge>
        ) : null}
        {item.appeal ? (
          <Badge variant="secondary" data-appealed>
            Appealed by the sender
          </Badge>
        ) : null}
        <span className="text-muted-foreground">since {formatWhen(item.since)}</span>
      </div>
      {item.reasons.length > 0 ? (
        <p className="mt-2 text-sm">
          Reasons:{" "}
          {item.reasons
            .map((reason) => `${reportReasonLabel(reason.reason)}${reason.count > 1 ? ` (${reason.count})` : ""}`)
            .join(", ")}
        </p>
      ) : null}
      {item.appeal ? (
        <p className="mt-2 text-sm whitespace-pre-wrap break-words">Her appeal: {item.appeal.text || "(no note)"}</p>
      ) : null}
      <ol className="mt-3 space-y-2 rounded-lg bg-muted/50 p-3 text-sm" aria-label="The message in its conversation">
        {item.context.map((message) => (
          <li
            key={message.id}
            className={cn("rounded-md px-2 py-1", message.reported && "border-l-4 border-destructive bg-card")}
          >
            <span className="font-semibold">{message.senderName ?? "Unknown member"}</span>{" "}
            <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
              {formatWhen(message.createdAt)}
            </time>
            <p className="whitespace-pre-wrap break-words">{message.content}</p>
          </li>
        ))}
      </ol>
      {revealed ? (
        <p className="mt-3 rounded-md bg-accent p-2 text-sm text-accent-foreground" data-revealed>
          Posted by <strong>{revealed.name}</strong> ({revealed.email}). This reveal is in the audit log.
        </p>
      ) : null}
      <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={item.messageId} />
        <ReasonField id={`reason-${item.messageId}`} label="Reason (for the audit log; needed to reveal)" />
        {item.status !== "visible" ? (
          <Button type="submit" name="intent" value="approve" size="sm" disabled={busy}>
            {item.status === "hidden" ? "Restore message" : "Approve message"}
          </Button>
        ) : null}
        <Button type="submit" name="intent" value="delete" variant="destructive" size="sm" disabled={busy}>
          Delete message
        </Button>
        {item.reports > 0 && (item.status === "visible" || item.heldReason === "reports") ? (
          <Button type="submit" name="intent" value="dismiss" variant="outline" size="sm" disabled={busy}>
            {item.status === "hidden" ? "Reject the reports and restore" : "Dismiss reports"}
          </Button>
        ) : null}
        {item.anonymous ? (
          <Button type="submit" name="intent" value="reveal" variant="outline" size="sm" disabled={busy}>
            Reveal sender
          </Button>
        ) : null}
      </fetcher.Form>
      {item.senderId ? <HoldForm userId={item.senderId} name={item.senderName} /> : null}
      <FlashToast toast={fetcher.data?.toast ?? null} />
    </li>
  );
}

function HoldForm({ userId, name }: { userId: string; name: string }) {
  const fetcher = useFetcher<typeof action>();
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-primary">Put {name}&apos;s posting on hold</summary>
      <fetcher.Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="hold" />
        <input type="hidden" name="userId" value={userId} />
        <label className="flex flex-col gap-1">
          <span className="font-medium">For</span>
          <select name="hours" defaultValue="24" className="min-h-9 rounded-md border border-input bg-card px-2">
            <option value="1">1 hour</option>
            <option value="24">24 hours</option>
            <option value="168">7 days</option>
            <option value="720">30 days</option>
          </select>
        </label>
        <ReasonField id={`hold-reason-${userId}`} label="Why (she is shown this)" required />
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
          Hold posting
        </Button>
      </fetcher.Form>
      <FlashToast toast={fetcher.data?.toast ?? null} />
    </details>
  );
}

export default function ModerationQueue({ loaderData: { items, rules, holds } }: Route.ComponentProps) {
  const lift = useFetcher<typeof action>();
  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="text-2xl font-semibold">
        Moderation queue
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Messages that wait for a moderator: urgent ones first, then messages hidden after reports, reported messages and
        new members&apos; first messages, each with the messages around it in the room.
      </p>
      {items.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-border bg-card px-6 py-14 text-center">
          <Flag className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-medium">Nothing waits for a moderator.</p>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {items.map((item) => (
            <QueueCard key={item.messageId} item={item} />
          ))}
        </ul>
      )}
      <h2 className="mt-10 text-xl font-semibold">Room rules</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {chatRooms.map((room) => (
          <li key={room.id}>
            <RoomRulesForm topic={room.id} title={room.title} rules={rules[room.id]!} />
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-semibold">Posting on hold</h2>
      {holds.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No member&apos;s posting is on hold.</p>
      ) : (
        <ul className="mt-4 space-y-2 text-sm">
          {holds.map((hold) => (
            <li key={hold.userId} className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3">
              <span className="font-semibold">{hold.name}</span>
              <span>until {formatWhen(hold.until)}</span>
              <span className="text-muted-foreground">{hold.reason}</span>
              <lift.Form method="post" className="ml-auto">
                <input type="hidden" name="intent" value="lift-hold" />
                <input type="hidden" name="userId" value={hold.userId} />
                <Button type="submit" size="sm" variant="outline">
                  Lift hold
                </Button>
              </lift.Form>
            </li>
          ))}
        </ul>
      )}
      <FlashToast toast={lift.data?.toast ?? null} />
    </section>
  );
}

export const meta = () => pageMeta("Moderation queue", "Chat messages that wait for a moderator.");
