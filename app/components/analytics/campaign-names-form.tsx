import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";

/** The admins' own campaign names: only these are listed by name under Campaigns, any other as "other". */
export function CampaignNamesForm({ names, error, saved }: { names: string[]; error: string | null; saved: boolean }) {
  return (
    <Form method="post" className="space-y-2 rounded-xl border border-border bg-card p-5 shadow-sm lg:col-span-2">
      <input type="hidden" name="intent" value="campaigns" />
      <Label htmlFor="campaign-names" className="text-base font-semibold">
        Your campaigns
      </Label>
      <p id="campaign-names-help" className="text-sm text-muted-foreground">
        The <code>utm_campaign</code> names of the links you publish, one a line. The Campaigns list names these only;
        any other name a link carries is counted as &ldquo;other&rdquo;, so nobody can write into this page by making up
        a link.
      </p>
      <Textarea
        id="campaign-names"
        name="campaigns"
        rows={3}
        defaultValue={names.join("\n")}
        aria-describedby={error ? "campaign-names-help campaign-names-error" : "campaign-names-help"}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p id="campaign-names-error" className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : saved ? (
        <p className="text-sm text-muted-foreground" role="status">
          Campaigns saved.
        </p>
      ) : null}
      <Button type="submit" variant="outline">
        Save campaigns
      </Button>
    </Form>
  );
}
