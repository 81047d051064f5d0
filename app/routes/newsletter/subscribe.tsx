import { MailCheck, MailWarning, Newspaper } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/subscribe";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { NewsletterForm } from "#app/components/newsletter-form.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { HONEYPOT_FIELD, sourcePath, subscribeFormOf } from "#app/domain/newsletter/rules.ts";
import { EMAIL_MAX } from "#app/domain/newsletter/form-copy.ts";
import { subscribe } from "#app/domain/newsletter/subscriptions.server.ts";
import { recordSignup } from "#app/domain/analytics/events.server.ts";
import { realPageOr } from "#app/domain/seo/real-pages.server.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requestInfoContext } from "#platform/request-context.ts";
import { readFormData } from "#app/lib/forms.ts";
import { siteName } from "#app/lib/site.ts";

/**
 * /newsletter: every subscribe form (footer, article end, home) posts here as a plain HTML form, and
 * this page is the answer (a POST is never page-cached). GET shows the form on its own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const page = sourcePath(form.get("page"));
  const result = await subscribe({
    email: form.get("email"),
    honeypot: form.get(HONEYPOT_FIELD),
    form: subscribeFormOf(form.get("form")),
    // Kept with the consent and counted by page: a real page's path, else "other", never what was typed.
    page: await realPageOr(page),
    ip: context.get(requestInfoContext).ip,
  });
  if (result.status === "accepted") {
    await recordSignup(page);
    return { ok: true as const, message: result.message, back: page };
  }
  // The typed address comes back into the form (as text, capped), so a refusal never empties it.
  const typed = form.get("email");
  const email = typeof typed === "string" ? typed.slice(0, EMAIL_MAX) : "";
  return data(
    { ok: false as const, message: result.message, field: result.status === "invalid", back: page, email },
    { status: result.httpStatus },
  );
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  if (actionData) {
    return (
      <AuthCard
        icon={
          actionData.ok ? (
            <MailCheck className="size-6" aria-hidden="true" />
          ) : (
            <MailWarning className="size-6" aria-hidden="true" />
          )
        }
        title={actionData.ok ? "Check Your Inbox!" : "Subscription not sent"}
        description={
          actionData.ok ? <span role="status">{actionData.message}</span> : "Nothing was sent: the problem is below."
        }
      >
        {actionData.ok ? null : (
          <NewsletterForm
            form="page"
            heading="Try again"
            description="Enter your email address to subscribe."
            defaultEmail={actionData.email}
            error={{ message: actionData.message, field: actionData.field }}
          />
        )}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {actionData.back !== "/" ? (
            <Link to={actionData.back} className={buttonVariants({ variant: "outline" })}>
              Back to the page
            </Link>
          ) : null}
          <Link to="/" className={buttonVariants({ variant: "outline" })}>
            Back to Home
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<Newspaper className="size-6" aria-hidden="true" />}
      title="Newsletter"
      description="New articles and honest product reviews, in your inbox. We only write when we have something worth reading."
    >
      <NewsletterForm
        form="page"
        heading="Subscribe"
        description="We send a confirmation link first: your subscription starts when you click it."
      />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Newsletter", `Subscribe to ${siteName()} newsletter: new articles and honest product reviews by email.`);

export const handle = readingPageHandle;
