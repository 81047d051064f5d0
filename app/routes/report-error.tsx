import { data, Form, Link } from "react-router";
import type { Route } from "./+types/report-error";
import { errorReportSchema, ERROR_REPORT_MAX } from "#app/domain/error-reports/error-reports.ts";
import { submitErrorReport } from "#app/domain/error-reports/error-reports.server.ts";
import { HONEYPOT_FIELD } from "#app/domain/inbox/forms.ts";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import type { RiskKind } from "#app/domain/safety/risk.ts";
import { parseSubmission, readFormData } from "#app/lib/forms.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { refusalFormErrors, refusalStatus } from "#app/lib/refusal-answers.ts";
import { requestInfoContext } from "#platform/request-context.ts";
import { siteName } from "#app/lib/site.ts";

type Values = { page: string; message: string; email: string };
type ActionData =
  { status: "sent"; risk: RiskKind | null } | { status: "invalid"; errors: Record<string, string[]>; values: Values };

export function loader({ request }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get("page") ?? "";
  return { page: page.startsWith("/") && !page.startsWith("//") ? page.slice(0, 300) : "" };
}

/** The corrections policy's way in: validated, rate limited per address, stored for the admins. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseSubmission(formData, errorReportSchema);
  const values: Values = {
    page: String(formData.get("page") ?? "").slice(0, 300),
    message: String(formData.get("message") ?? "").slice(0, ERROR_REPORT_MAX),
    email: String(formData.get("email") ?? "").slice(0, 254),
  };
  if (submission.status !== "success") {
    return data<ActionData>(
      { status: "invalid", errors: (submission.error ?? {}) as Record<string, string[]>, values },
      { status: 400 },
    );
  }
  const outcome = await submitErrorReport(submission.value, {
    ip: context.get(requestInfoContext).ip,
    honeypot: formData.get(HONEYPOT_FIELD),
  });
  if (outcome.ok) return data<ActionData>({ status: "sent", risk: outcome.risk });
  return data<ActionData>(
    { status: "invalid", errors: refusalFormErrors(outcome, ""), values },
    { status: refusalStatus(outcome) },
  );
}

export const handle = readingPageHandle;

export default function ReportError({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  if (result?.status === "sent") {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        {/* Her words signal risk: the help for it comes before the thank-you. */}
        {result.risk ? <CrisisResources className="mb-8 text-left" kind={result.risk} /> : null}
        <h1 className="text-3xl font-semibold sm:text-4xl">Thank you</h1>
        <p className="mt-4 text-lg text-muted-foreground" role="status">
          Your report has reached our editors. We check every report against the sources and correct what is wrong.
        </p>
        <Link to="/corrections-policy" className="mt-8 inline-block font-medium text-primary underline">
          Read our corrections policy
        </Link>
      </section>
    );
  }
  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result?.status === "invalid" ? result.values : { page: loaderData.page, message: "", email: "" };
  const fieldError = (name: string) =>
    errors[name]?.[0] ? (
      <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-destructive">
        {errors[name]![0]}
      </p>
    ) : null;
  const inputClass =
    "w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground aria-invalid:border-destructive";
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-16">
      <h1 className="text-4xl font-semibold">Report an Error</h1>
      <p className="mt-4 text-muted-foreground">
        Tell us what is wrong and, if you can, where the correct information is. Our{" "}
        <Link to="/corrections-policy" className="text-primary underline">
          corrections policy
        </Link>{" "}
        says what we do with reports. This form is not for medical questions.
      </p>
      <Form method="post" className="mt-8 grid gap-5 rounded-xl border border-border bg-card p-6 shadow-sm">
        {errors[""]?.[0] ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive"
          >
            {errors[""][0]}
          </p>
        ) : null}
        <div>
          <label htmlFor="page" className="block text-sm font-medium">
            Page with the error
          </label>
          <input
            id="page"
            name="page"
            required
            maxLength={300}
            defaultValue={values.page}
            placeholder="/articles/…"
            className={inputClass}
            aria-invalid={errors.page ? true : undefined}
            aria-describedby={errors.page ? "page-error" : undefined}
          />
          {fieldError("page")}
        </div>
        <div>
          <label htmlFor="message" className="block text-sm font-medium">
            What is wrong?
          </label>
          <textarea
            id="message"
            name="message"
            required
            minLength={10}
            maxLength={ERROR_REPORT_MAX}
            rows={6}
            defaultValue={values.message}
            className={inputClass}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? "message-error" : undefined}
          />
          {fieldError("message")}
        </div>
        <div>
          <label htmlFor="email" className="block text-sm font-medium">
            Your email (optional, for a reply)
          </label>
          <input
            id="email"
            name="email"
            type="email"
            maxLength={254}
            defaultValue={values.email}
            autoComplete="email"
            className={inputClass}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "email-error" : undefined}
          />
          {fieldError("email")}
        </div>
        <div aria-hidden="true" className="hidden">
          <label htmlFor={HONEYPOT_FIELD}>Leave this empty</label>
          <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <button
          type="submit"
          className="inline-flex h-11 w-fit items-center rounded-md bg-primary px-6 font-medium text-primary-foreground hover:bg-primary/90"
        >
          Send Report
        </button>
      </Form>
    </section>
  );
}

export const meta = () => pageMeta("Report an Error", `Tell ${siteName()}'s editors about a mistake on any page.`);
