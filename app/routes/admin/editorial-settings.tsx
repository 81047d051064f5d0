import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/editorial-settings";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { reviewGateState } from "#app/domain/articles/review-gate.server.ts";
import { switchReviewGate } from "#app/domain/catalogue/product-gate.server.ts";
import { linkReviewerAccount, listReviewerLinks } from "#app/domain/articles/reviewers.server.ts";
import { LIFESTYLE_CATEGORIES } from "#app/content/review-gate.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { toast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/**
 * Admin 'Editorial Settings': the review gate (off on a fresh install; REVIEW_GATE=on forces it) and the
 * reviewers, person records linked to the accounts they sign off with.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [gate, reviewers] = await Promise.all([reviewGateState(), listReviewerLinks()]);
  return { gate, reviewers, lifestyle: [...LIFESTYLE_CATEGORIES] };
}

const gateSchema = z.object({ intent: z.literal("gate"), on: z.enum(["on", "off"]) });
const linkSchema = z.object({
  intent: z.literal("link"),
  personId: z.uuid({ error: "Choose a person." }),
  email: z.union([z.literal(""), z.email({ error: "Enter the account's email address." })]),
});

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = Object.fromEntries(await readFormData(request));
  if (form.intent === "gate") {
    const parsed = gateSchema.safeParse(form);
    if (!parsed.success)
      return data({ ok: false, toast: toast("Update Failed", "Choose on or off.", "destructive") }, { status: 400 });
    const state = await switchReviewGate(parsed.data.on === "on", admin.id);
    if (state.forced && parsed.data.on === "off")
      return data(
        { ok: false, toast: toast("Still on", "REVIEW_GATE=on in the environment keeps the gate on.", "destructive") },
        { status: 400 },
      );
    return { ok: true, toast: toast("Success!", state.on ? "The review gate is on." : "The review gate is off.") };
  }
  const parsed = linkSchema.safeParse({ ...form, email: String(form.email ?? "").trim() });
  if (!parsed.success)
    return data(
      { ok: false, toast: toast("Update Failed", parsed.error.issues[0]!.message, "destructive") },
      { status: 400 },
    );
  const result = await linkReviewerAccount(parsed.data);
  if (!result.ok)
    return data({ ok: false, toast: toast("Update Failed", result.message, "destructive") }, { status: 400 });
  return { ok: true, toast: toast("Success!", result.message) };
}

export default function EditorialSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { gate, reviewers, lifestyle } = loaderData;
  return (
    <section className="grid gap-8">
      <FlashToast toast={actionData?.toast ?? null} />
      <div>
        <h2 className="text-2xl font-semibold">Editorial Settings</h2>
        <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
          How health content goes live. Readers see these rules on the{" "}
          <Link to="/editorial-policy#the-review-gate" className="text-primary underline underline-offset-2">
            editorial policy
          </Link>
          .
        </p>
      </div>
      <div className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6" data-testid="review-gate">
        <h3 className="font-sans text-lg font-semibold">Review gate</h3>
        <p className="mt-1 text-sm">
          Status: <strong>{gate.on ? "On" : "Off"}</strong>
          {gate.forced ? " (forced on by REVIEW_GATE=on in the environment)" : null}
        </p>
        <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
          While it is on, health content is published, scheduled or kept live only with a reviewer's sign-off on its
          current revision: a health article (every category but {lifestyle.join(", ")}), a product review (rating,
          text, sources, evidence grade, safety note), a roundup's intro and reasons, the comparison guide's evidence
          scores and facts, and an expert interview's advice. An edit after sign-off, other than a typo-level fix, takes
          it off the site until a reviewer signs again; scheduled content without a current sign-off stays unpublished
          at its time. Each waits in the reviewers' queue with the reason.
        </p>
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="gate" />
          {gate.on ? (
            <Button type="submit" name="on" value="off" variant="outline" disabled={gate.forced}>
              Turn the review gate off
            </Button>
          ) : (
            <Button type="submit" name="on" value="on">
              Turn the review gate on
            </Button>
          )}
        </Form>
      </div>
      <div className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
        <h3 className="font-sans text-lg font-semibold">Reviewers</h3>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
          A reviewer is a person record with a credential (People) linked to an account with the Reviewer role (User
          Management). Link a person to the email of the account they sign in with; leave the email empty to unlink.
        </p>
        {reviewers.length ? (
          <ul className="mt-4 grid gap-3">
            {reviewers.map((person) => {
              const canSign = Boolean(person.credentials.trim()) && person.role === "reviewer";
              return (
                <li key={person.personId} className="rounded-lg border border-border p-4">
                  <p className="font-medium">
                    {person.name}
                    {person.credentials ? `, ${person.credentials}` : ""}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {person.email ? `Account: ${person.email}` : "No account linked"} ·{" "}
                    {canSign ? "Can sign off" : "Cannot sign off yet"}
                  </p>
                  <Form method="post" className="mt-3 flex flex-wrap items-center gap-2">
                    <input type="hidden" name="intent" value="link" />
                    <input type="hidden" name="personId" value={person.personId} />
                    <Input
                      type="email"
                      name="email"
                      defaultValue={person.email ?? ""}
                      aria-label={`Account email for ${person.name}`}
                      placeholder="reviewer@example.com"
                      className="max-w-xs"
                    />
                    <Button type="submit" size="sm" variant="outline">
                      Save account
                    </Button>
                  </Form>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-4 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            No person records yet. Add reviewers under{" "}
            <Link to="/admin/people" className="text-primary underline underline-offset-2">
              People
            </Link>
            .
          </p>
        )}
      </div>
    </section>
  );
}

export const meta = () =>
  pageMeta("Editorial Settings", "The review gate and the reviewers who sign off health articles.");
