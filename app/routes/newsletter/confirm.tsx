import { MailCheck, MailWarning } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/confirm";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { confirmSubscription } from "#app/domain/newsletter/subscriptions.server.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readFormData } from "#app/lib/forms.ts";
import { siteName } from "#app/lib/site.ts";

/**
 * The confirmation mail's link. Opening it shows one button; only that POST activates the subscription,
 * so a mail scanner that follows links (and never submits forms) cannot confirm on someone's behalf.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data(
    { token: token.slice(0, 200) },
    { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const token = form.get("token");
  const result = await confirmSubscription(typeof token === "string" ? token : "");
  return data(result, { status: result.ok ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
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
        title={actionData.ok ? "Subscription confirmed" : "Link not valid"}
        description={<span role={actionData.ok ? "status" : "alert"}>{actionData.message}</span>}
      >
        <div className="mt-6 flex justify-center gap-3">
          <Link to="/articles" className={buttonVariants()}>
            Read the latest articles
          </Link>
          {actionData.ok ? null : (
            <Link to="/newsletter" className={buttonVariants({ variant: "outline" })}>
              Subscribe again
            </Link>
          )}
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<MailCheck className="size-6" aria-hidden="true" />}
      title="Confirm your subscription"
      description={`One click and you will receive ${siteName()} newsletter.`}
    >
      <form method="post" className="mt-2 flex justify-center">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={buttonVariants({ size: "lg" })}>
          Confirm my subscription
        </button>
      </form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Confirm your subscription", `Confirm your subscription to ${siteName()} newsletter.`),
  { name: "robots", content: "noindex" },
];

export const handle = readingPageHandle;
