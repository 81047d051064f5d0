import { publicPageHeaders } from "#app/lib/http.ts";
import { Mail, MessageCircleHeart } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/contact";
import { InboxForm, InboxFormSuccess, type InboxFieldSpec } from "#app/components/inbox-form.tsx";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import { contactSchema } from "#app/domain/inbox/forms.ts";
import { EMAIL_MAX, HONEYPOT_FIELD, MESSAGE_MAX, NAME_MAX } from "#app/domain/inbox/form-limits.ts";
import { submitInboxForm } from "#app/domain/inbox/inbox.server.ts";
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
  { name: "name", label: "Full Name", kind: "text", autoComplete: "name", maxLength: NAME_MAX },
  { name: "email", label: "Email Address", kind: "email", autoComplete: "email", maxLength: EMAIL_MAX },
  { name: "message", label: "Message", kind: "textarea", rows: 5, maxLength: MESSAGE_MAX },
];

/** /contact: stored, mailed to the inbox address, listed in the admin inbox. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseSubmission(formData, contactSchema);
  if (submission.status !== "success")
    return data({ status: "invalid" as const, result: submission.reply() }, { status: 400 });
  const outcome = await submitInboxForm("contact", submission.value, {
    ip: context.get(requestInfoContext).ip,
    honeypot: formData.get(HONEYPOT_FIELD),
  });
  // Her words signal risk: the page answers with the help for it before the thank-you.
  if (outcome.status === "stored") return { status: "sent" as const, risk: outcome.risk };
  return data(
    { status: "refused" as const, result: submission.reply({ formErrors: [outcome.formError] }) },
    { status: outcome.httpStatus },
  );
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-8 text-center sm:px-6 md:pt-20">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <MessageCircleHeart className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-4xl font-semibold sm:text-5xl">Get in Touch</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            A question about an article, a topic you'd like us to cover, or just a hello: we read every message.
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-2xl px-4 pb-16 sm:px-6">
        <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
          {actionData?.status === "sent" && actionData.risk ? (
            <CrisisResources className="mb-6" kind={actionData.risk} />
          ) : null}
          {actionData?.status === "sent" ? (
            <InboxFormSuccess message="Your message has been sent successfully. I'll get back to you soon!" />
          ) : (
            <>
              <h2 className="text-2xl font-semibold">Send a Message</h2>
              <p className="mt-1 mb-6 text-sm text-muted-foreground">All fields are required.</p>
              <InboxForm
                id="contact"
                fields={fields}
                schema={{
                  now: serverSchemas?.contactSchema,
                  load: async () => (await import("#app/domain/inbox/forms.ts")).contactSchema,
                }}
                actionData={actionData}
                submitLabel="Send Message"
                submittingLabel="Sending..."
              />
            </>
          )}
        </div>
        <p className="mt-6 flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Mail className="size-4" aria-hidden="true" />
          {/* One flex item for the sentence: the row's gap is for the icon, not around the link and the stop. */}
          <span>
            Brands and businesses: see{" "}
            <Link to="/collaborate" className="font-medium text-primary underline underline-offset-2">
              Work With Us
            </Link>
            .
          </span>
        </p>
      </section>
    </>
  );
}

export const meta = () =>
  pageMeta("Contact Us", `Send ${siteName()} a message: questions, story ideas and feedback are all welcome.`);

export const headers = publicPageHeaders;

/** Kept by the page cache (app/lib/page-cache-policy.ts). */
export const handle = { pageCache: contentPage() };
