import { Form, Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";

/**
 * Taking an item off its page (a comparison row, a listing), in two steps that work without script: the
 * first button asks (a GET to `?remove=1`), the second, beside the question, removes (a POST with the
 * version the editor saw, so a removal of something changed meanwhile is refused).
 */
export function RemoveItem({
  asking,
  version,
  words,
  cancelHref,
}: {
  asking: boolean;
  version: string;
  words: { remove: string; confirm: string; yes: string; no: string };
  cancelHref: string;
}) {
  if (!asking)
    return (
      <Form method="get" className="justify-self-start">
        <input type="hidden" name="remove" value="1" />
        <Button type="submit" variant="outline">
          {words.remove}
        </Button>
      </Form>
    );
  return (
    <Form
      method="post"
      role="alertdialog"
      aria-labelledby="remove-question"
      className="grid gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
    >
      <p id="remove-question" className="text-sm font-medium">
        {words.confirm}
      </p>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="version" value={version} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive">
          {words.yes}
        </Button>
        <Link to={cancelHref} className={buttonVariants({ variant: "outline" })}>
          {words.no}
        </Link>
      </div>
    </Form>
  );
}
