import { publicPageHeaders } from "#app/lib/http.ts";
import { BadgeCheck, Download, Link2, Mail, Megaphone, PenLine, ShieldCheck, Share2, Star, Users } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/collaborate";
import { InboxForm, InboxFormSuccess, type InboxFieldSpec } from "#app/components/inbox-form.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { COMPANY_MAX, EMAIL_MAX, MESSAGE_MAX, HONEYPOT_FIELD, NAME_MAX } from "#app/domain/inbox/form-limits.ts";
import { proposalSchema } from "#app/domain/inbox/forms.ts";
import { submitInboxForm } from "#app/domain/inbox/inbox.server.ts";
import { collaborationOffers, whyWorkWithUs } from "#app/content/collaborate.ts";
import { audienceFigures, formatAsOf } from "#app/domain/site-figures/figures.ts";
import { countedFigures, operatorFigures } from "#app/domain/site-figures/figures.server.ts";
import { parseSubmission, readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requestInfoContext } from "#platform/request-context.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";
import { siteName } from "#app/lib/site.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/inbox/forms.ts") : undefined;

const fields: InboxFieldSpec[] = [
  { name: "name", label: "Your Name", kind: "text", autoComplete: "name", maxLength: NAME_MAX },
  { name: "company", label: "Company Name", kind: "text", autoComplete: "organization", maxLength: COMPANY_MAX },
  { name: "email", label: "Work Email", kind: "email", autoComplete: "email", maxLength: EMAIL_MAX },
  { name: "proposal", label: "Your Proposal", kind: "textarea", rows: 6, maxLength: MESSAGE_MAX },
];

/** Figures brands see: counted from the data, and the operator's audience figures with their dates when set. */
export async function loader() {
  const [counted, operator] = await Promise.all([countedFigures(), operatorFigures()]);
  return { figures: audienceFigures(counted, operator) };
}

/** /collaborate: the proposal is stored, mailed to the inbox address and listed for admins. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseSubmission(formData, proposalSchema);
  if (submission.status !== "success")
    return data({ status: "invalid" as const, result: submission.reply() }, { status: 400 });
  const outcome = await submitInboxForm("proposal", submission.value, {
    ip: context.get(requestInfoContext).ip,
    honeypot: formData.get(HONEYPOT_FIELD),
  });
  if (outcome.status === "stored") return { status: "sent" as const };
  return data(
    { status: "refused" as const, result: submission.reply({ formErrors: [outcome.formError] }) },
    { status: outcome.httpStatus },
  );
}

const offerIcons = [PenLine, Star, BadgeCheck, Mail, Share2, Link2];

const reasonIcons = [Users, ShieldCheck, Megaphone];

export default function Collaborate({ actionData, loaderData }: Route.ComponentProps) {
  const { figures } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 md:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Brand partnerships</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Work With Us</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            We partner with brands that share our commitment to women's health, honest information and products backed
            by evidence. If that sounds like you, let's talk.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href="#send-a-proposal" className={buttonVariants({ size: "lg" })}>
              Send a Proposal
            </a>
            <a
              href="/media-kit.pdf"
              download="wellness-circle-media-kit.pdf"
              className={buttonVariants({ size: "lg", variant: "outline" })}
            >
              <Download aria-hidden="true" />
              Download Media Kit (PDF)
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="offers-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="offers-heading" className="text-center text-3xl font-semibold sm:text-4xl">
          Ways to Collaborate
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {collaborationOffers.map((offer, index) => {
            const Icon = offerIcons[index] ?? Star;
            return (
              <li key={offer.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{offer.title}</h3>
                <p className="mt-2 text-muted-foreground">{offer.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="why-heading" className="bg-secondary/60">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="why-heading" className="text-center text-3xl font-semibold sm:text-4xl">
            Why Work With Us
          </h2>
          {figures.length > 0 ? (
            <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-2 gap-4 text-center sm:grid-cols-3" data-site-figures>
              {figures.map((figure) => (
                <div key={figure.label} className="flex flex-col rounded-xl bg-card px-2 py-5 shadow-sm">
                  <dt className="text-xs text-muted-foreground sm:text-sm">
                    {figure.label}
                    {figure.asOf ? <span className="block">as of {formatAsOf(figure.asOf)}</span> : null}
                  </dt>
                  <dd className="order-first font-serif text-2xl font-semibold text-primary sm:text-4xl">
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {whyWorkWithUs.map((reason, index) => {
              const Icon = reasonIcons[index] ?? Users;
              return (
                <li key={reason.title} className="rounded-xl bg-card p-6 shadow-sm">
                  <Icon className="size-7 text-sage" aria-hidden="true" />
                  <h3 className="mt-3 text-xl font-semibold">{reason.title}</h3>
                  <p className="mt-2 text-muted-foreground">{reason.text}</p>
                </li>
              );
            })}
          </ul>
          <p className="mt-10 text-center text-muted-foreground">
            Formats, what we publish and contact details are in our media kit.{" "}
            <a
              href="/media-kit.pdf"
              download="wellness-circle-media-kit.pdf"
              className="font-medium text-primary underline underline-offset-2"
            >
              Download the media kit (PDF)
            </a>
          </p>
        </div>
      </section>

      <section id="send-a-proposal" aria-labelledby="proposal-heading" className="mx-auto max-w-2xl px-4 py-14 sm:px-6">
        <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
          {actionData?.status === "sent" ? (
            <InboxFormSuccess message="Your collaboration proposal has been sent. We're excited to review it and will be in touch soon!" />
          ) : (
            <>
              <h2 id="proposal-heading" className="text-2xl font-semibold sm:text-3xl">
                Send a Proposal
              </h2>
              <p className="mt-1 mb-6 text-sm text-muted-foreground">
                Tell us about your brand and the collaboration you have in mind. All fields are required.
              </p>
              <InboxForm
                id="proposal"
                fields={fields}
                schema={{
                  now: serverSchemas?.proposalSchema,
                  load: async () => (await import("#app/domain/inbox/forms.ts")).proposalSchema,
                }}
                actionData={actionData}
                submitLabel="Submit Proposal"
                submittingLabel="Submitting..."
              />
            </>
          )}
        </div>
      </section>
    </>
  );
}

export const meta = () =>
  pageMeta(
    "Work With Us",
    `Brand partnerships with ${siteName()}: sponsored content, product reviews, ambassadorships, newsletter spotlights, social media and affiliate marketing.`,
  );

export const headers = publicPageHeaders;

/** Kept by the page cache (app/lib/page-cache-policy.ts). */
export const handle = { pageCache: contentPage() };
