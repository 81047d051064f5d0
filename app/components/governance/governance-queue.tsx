import { Link } from "react-router";

/** An item awaiting sign-off: its page and its sign-off page (an article's or a product review's). */
type Awaiting = { id: string; title: string; reason: string; href: string; signOffHref: string };
type BrokenLink = { pagePath: string; pageTitle: string; url: string; reason: string };

const row = "flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4";
const action = "inline-flex h-9 items-center rounded-md border border-border px-4 text-sm font-medium";

/** The review queue's review-gate and link-check sections: what waits on a reviewer, and links that broke. */
export function GovernanceQueue({ awaiting, links }: { awaiting: Awaiting[]; links: BrokenLink[] }) {
  return (
    <>
      <h3 className="mt-6 font-sans text-lg font-semibold">Awaiting sign-off</h3>
      {awaiting.length ? (
        <ul className="mt-4 grid gap-3" data-testid="awaiting-signoff">
          {awaiting.map((item) => (
            <li key={item.id} className={row}>
              <div className="min-w-0">
                <Link to={item.href} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {item.title}
                </Link>
                <p className="text-sm text-muted-foreground">{item.reason}</p>
              </div>
              <Link to={item.signOffHref} className={action} aria-label={`Sign-off page of ${item.title}`}>
                Sign-off page
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          Nothing awaits a reviewer's sign-off (or the review gate is off: Editorial Settings).
        </p>
      )}
      <h3 className="mt-6 font-sans text-lg font-semibold">Broken links</h3>
      {links.length ? (
        <ul className="mt-4 grid gap-3" data-testid="broken-links">
          {links.map((item) => (
            <li key={`${item.pagePath} ${item.url}`} className={row}>
              <div className="min-w-0">
                <Link to={item.pagePath} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {item.pageTitle}
                </Link>
                <p className="break-all text-sm text-muted-foreground">{item.reason}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          No link has failed two weekly checks in a row.
        </p>
      )}
    </>
  );
}
