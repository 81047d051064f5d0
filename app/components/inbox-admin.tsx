import { Trash2 } from "lucide-react";
import { useSubmit } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#app/components/ui/alert-dialog.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";

export type InboxKindName = "contact" | "proposal";

/** Dates in the admin inbox, fixed to UTC so the server and browser render the same text. */
export function formatReceived(date: Date | string): string {
  return (
    new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
      timeZone: "UTC",
    }).format(new Date(date)) + " UTC"
  );
}

export function KindBadge({ kind }: { kind: InboxKindName }) {
  return kind === "contact" ? (
    <Badge variant="secondary">Contact</Badge>
  ) : (
    <Badge variant="outline" className="border-primary/40 text-primary">
      Proposal
    </Badge>
  );
}

/** Delete with the confirmation dialog used across the admin area. */
export function DeleteMessageButton({
  kind,
  id,
  name,
  compact = false,
}: {
  kind: InboxKindName;
  id: string;
  name: string;
  compact?: boolean;
}) {
  const submit = useSubmit();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          aria-label={`Delete message from ${name}`}
        >
          <Trash2 aria-hidden="true" />
          {compact ? null : "Delete"}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. This will permanently delete the message from {name} and remove its data from
            our servers.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            onClick={() => void submit({ intent: "delete", kind, id }, { method: "post" })}
          >
            Continue
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
