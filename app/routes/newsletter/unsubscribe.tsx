import { MailMinus, MailWarning } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { AuthCard } from "#app/components/accounts/auth-card.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { messages } from "#app/domain/newsletter/rules.ts";
import { subscriptionForUnsubscribeToken } from "#app/domain/newsletter/subscriptions.server.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { siteName } from "#app/lib/site.ts";

/**
 * Leaving the newsletter, signed out: the token in the URL (every mail's link and its List-Unsubscribe
 * header) identifies the subscription. This page shows one button; its POST, like a mail program's
 * RFC 8058 one-click POST, is taken by server/newsletter-unsubscribe.ts (outside React Router, whose
 * CSRF check refuses a POST from another origin), which sends the browser back here.
 */
const noStore = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

function tokenOf(request: Request) {
  return (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const subscription = await subscriptionForUnsubscribeToken(token);
  return data(
    { valid: subscription !== null, alreadyLeft: subscription?.status === "unsubscribed" },
    { headers: noStore },
  );
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const done = loaderData.alreadyLeft
    ? { ok: true, message: messages.unsubscribed }
    : !loaderData.valid
      ? { ok: false, message: messages.unsubscribeInvalid }
      : null;
  if (done) {
    return (
      <AuthCard
        icon={
          done.ok ? (
            <MailMinus className="size-6" aria-hidden="true" />
          ) : (
            <MailWarning className="size-6" aria-hidden="true" />
          )
        }
        title={done.ok ? "Unsubscribed" : "Link not valid"}
        description={<span role={done.ok ? "status" : "alert"}>{done.message}</span>}
      >
        <div className="mt-6 flex justify-center">
          <Link to="/" className={buttonVariants({ variant: "outline" })}>
            Back to Home
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<MailMinus className="size-6" aria-hidden="true" />}
      title="Unsubscribe"
      description={`Stop receiving ${siteName()} newsletter at this address.`}
    >
      <form method="post" className="mt-2 flex justify-center">
        <button type="submit" className={buttonVariants({ size: "lg" })}>
          Unsubscribe
        </button>
      </form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Unsubscribe", `Leave ${siteName()} newsletter.`),
  { name: "robots", content: "noindex" },
];

export const handle = readingPageHandle;
