import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import type { Toast } from "#app/lib/toast.ts";
import { MAX_REASON_LENGTH, SLOW_MODE_CHOICES, waitWords } from "#app/domain/chat/moderation.ts";

/** A room's rules as a moderator sets them: slow mode and whether members may post anonymously. */
export function RoomRulesForm({
  topic,
  title,
  rules,
}: {
  topic: string;
  title: string;
  rules: { slowModeSeconds: number; sensitive: boolean };
}) {
  const fetcher = useFetcher<{ ok: boolean; toast: Toast | null }>();
  return (
    <fetcher.Form
      method="post"
      action="/admin/reports"
      className="space-y-3 rounded-xl border border-border bg-card p-4 text-sm"
      data-room-rules={topic}
    >
      <h3 className="font-semibold">{title}</h3>
      <input type="hidden" name="intent" value="room-rules" />
      <input type="hidden" name="topic" value={topic} />
      <label className="flex flex-col gap-1">
        <span className="font-medium">Slow mode</span>
        <select
          name="slowMode"
          defaultValue={String(rules.slowModeSeconds)}
          className="min-h-9 rounded-md border border-input bg-card px-2"
        >
          {SLOW_MODE_CHOICES.map((seconds) => (
            <option key={seconds} value={seconds}>
              {seconds === 0 ? "Off" : `One message every ${waitWords(seconds * 1000)}`}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="sensitive" defaultChecked={rules.sensitive} className="size-4" />
        Sensitive room (members may post anonymously)
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium">Reason (for the audit log)</span>
        <input
          name="reason"
          maxLength={MAX_REASON_LENGTH}
          className="min-h-9 rounded-md border border-input bg-card px-2"
        />
      </label>
      <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
        Save rules
      </Button>
      <FlashToast toast={fetcher.data?.toast ?? null} />
    </fetcher.Form>
  );
}
