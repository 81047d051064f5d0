import { data, useFetcher } from "react-router";
import type { Route } from "./+types/site-figures";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { requireAdmin } from "#app/routes/guards.server.ts";
import {
  audienceFigures,
  formatAsOf,
  OPERATOR_FIGURES,
  operatorFigureSchema,
  type OperatorFigure,
  type OperatorFigureKey,
} from "#app/domain/site-figures/figures.ts";
import {
  clearOperatorFigure,
  countedFigures,
  operatorFigures,
  setOperatorFigure,
} from "#app/domain/site-figures/figures.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { toast } from "#app/lib/toast.server.ts";

/**
 * Admin tab 'Site Figures': the numbers the site states about itself. Counted figures are shown as they
 * are; figures only the operator knows are entered with the date they were true, and appear on the home
 * page and /collaborate only while set.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [counted, operator] = await Promise.all([countedFigures(), operatorFigures()]);
  return { counted, operator, shown: audienceFigures(counted, operator), today: new Date().toISOString().slice(0, 10) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const today = new Date().toISOString().slice(0, 10);
  if (formData.get("intent") === "clear") {
    const key = operatorFigureSchema(today).shape.key.safeParse(formData.get("key"));
    if (!key.success)
      return data({ ok: false, toast: toast("Update Failed", "Unknown figure.", "destructive") }, { status: 400 });
    await clearOperatorFigure(key.data);
    return { ok: true, toast: toast("Figure removed", "It is no longer shown on the site.") };
  }
  const parsed = operatorFigureSchema(today).safeParse({
    key: formData.get("key"),
    value: String(formData.get("value") ?? "").replace(/[,\s]/g, "") || undefined,
    asOf: formData.get("asOf") || undefined,
  });
  if (!parsed.success) {
    return data(
      { ok: false, toast: toast("Update Failed", parsed.error.issues[0]!.message, "destructive") },
      { status: 400 },
    );
  }
  await setOperatorFigure({ ...parsed.data, adminId: admin.id });
  return { ok: true, toast: toast("Success!", "The figure is saved and shown with its date.") };
}

function FigureForm({
  definition,
  current,
  today,
}: {
  definition: (typeof OPERATOR_FIGURES)[number];
  current: OperatorFigure | undefined;
  today: string;
}) {
  const fetcher = useFetcher<typeof action>();
  const id = (field: string) => `figure-${definition.key}-${field}`;
  return (
    <li className="rounded-xl border border-border bg-card p-5 shadow-sm" data-figure={definition.key}>
      <h3 className="font-sans text-lg font-semibold capitalize">{definition.label}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{definition.help}</p>
      <p className="mt-2 text-sm">
        {current
          ? `Shown: ${current.value.toLocaleString("en-US")} ${definition.label}, as of ${formatAsOf(current.asOf)}.`
          : "Not set: not shown anywhere."}
      </p>
      <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="key" value={definition.key} />
        <div className="grid gap-1.5">
          <Label htmlFor={id("value")}>Number</Label>
          <Input
            id={id("value")}
            name="value"
            inputMode="numeric"
            required
            defaultValue={current?.value ?? ""}
            className="w-40"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={id("date")}>Date it was true</Label>
          <Input
            id={id("date")}
            name="asOf"
            type="date"
            required
            max={today}
            defaultValue={current?.asOf ?? ""}
            className="w-44"
          />
        </div>
        <Button type="submit" name="intent" value="save" disabled={fetcher.state !== "idle"}>
          Save
        </Button>
        {current ? (
          <Button
            type="submit"
            name="intent"
            value="clear"
            variant="outline"
            formNoValidate
            disabled={fetcher.state !== "idle"}
          >
            Remove
          </Button>
        ) : null}
      </fetcher.Form>
      <FlashToast toast={fetcher.data?.toast ?? null} />
    </li>
  );
}

export default function AdminSiteFigures({ loaderData: { operator, shown, today } }: Route.ComponentProps) {
  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="text-2xl font-semibold">
        Site figures
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
        Every number the site states about itself. Reviews, articles and newsletter subscribers are counted from the
        site's data. A figure only you know is shown on the home page and the Work With Us page with the date it was
        true, and only once you set it.
      </p>
      <h3 className="mt-6 font-sans text-base font-semibold">Shown now on Work With Us</h3>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {shown.map((figure) => (
          <li key={figure.label} className="rounded-full bg-muted px-3 py-1">
            {figure.value} {figure.label}
            {figure.asOf ? ` (as of ${formatAsOf(figure.asOf)})` : " (counted)"}
          </li>
        ))}
      </ul>
      <ul className="mt-6 grid gap-4 lg:grid-cols-2">
        {OPERATOR_FIGURES.map((definition) => (
          <FigureForm
            key={definition.key}
            definition={definition}
            current={operator.find((figure) => figure.key === (definition.key as OperatorFigureKey))}
            today={today}
          />
        ))}
      </ul>
    </section>
  );
}

export const meta = () => pageMeta("Site Figures", "The figures the site states about itself.");
