import { CalendarClock } from "lucide-react";
import { Link, NavLink, Outlet } from "react-router";
import { countReviewsDue } from "#app/domain/articles/people.server.ts";
import { reviewsDue } from "#app/domain/catalogue/review-credits.server.ts";
import type { Route } from "./+types/layout";
import { requireAdmin, requireModerator } from "#app/routes/guards.server.ts";
import { MODERATOR_PAGES } from "#app/domain/chat/moderation.ts";
import { MIGRATION_PATH, requireMigrationAdmin } from "./migration-access.server.ts";
import { cn } from "#app/lib/cn.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { systemStatus, type SystemStatus } from "#app/domain/operations/system-status.server.ts";

/**
 * The admin dashboard. Each tab is its own nested route. Moderators reach the moderation
 * queue and nothing else of it; they see that one tab.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  // The migration page answers non-admins with its own toast.
  if (pathname.startsWith(MIGRATION_PATH)) await requireMigrationAdmin(request);
  if ((MODERATOR_PAGES as readonly string[]).includes(pathname.replace(/\/+$/, ""))) {
    const { user, admin } = await requireModerator(request);
    return {
      admin: user,
      moderatorOnly: !admin,
      reviewsDue: admin ? await countPagesDue() : 0,
      system: admin ? await systemStatus() : null,
    };
  }
  const admin = await requireAdmin(request);
  return { admin, moderatorOnly: false, reviewsDue: await countPagesDue(), system: await systemStatus() };
}

/** Articles and product reviews whose review date has passed (or articles never dated): the editors' first line. */
async function countPagesDue(now = new Date()): Promise<number> {
  const [articlesDue, productReviewsDue] = await Promise.all([countReviewsDue(now), reviewsDue(now)]);
  return articlesDue + productReviewsDue.length;
}

/** "1 page is due for review" / "12 pages are due for review". */
function dueLine(count: number): string {
  return count === 1 ? "1 page is due for review" : `${count} pages are due for review`;
}

const tabs = [
  { to: "/admin", label: "User Management", end: true },
  { to: "/admin/content", label: "Content Management", end: false },
  { to: "/admin/catalogue", label: "Products", end: false },
  { to: "/admin/roundups", label: "Roundups", end: false },
  { to: "/admin/comparison", label: "Comparison guide", end: false },
  { to: "/admin/affiliate-corner", label: "Affiliate Corner", end: false },
  { to: "/admin/interviews", label: "Interviews", end: false },
  { to: "/admin/inbox", label: "Inbox", end: false },
  { to: "/admin/newsletter", label: "Newsletter", end: false },
  { to: "/admin/reports", label: "Moderation", end: false },
  { to: "/admin/moderation", label: "Moderators & Audit", end: false },
  { to: "/admin/site-figures", label: "Site Figures", end: false },
  { to: "/admin/search-words", label: "Search Words", end: false },
  { to: "/admin/analytics", label: "Analytics", end: false },
  { to: "/admin/people", label: "People", end: false },
  { to: "/admin/review-queue", label: "Reviews Due", end: false },
  { to: "/admin/editorial-settings", label: "Editorial Settings", end: false },
  { to: "/admin/error-reports", label: "Error Reports", end: false },
  { to: "/admin/data-migration", label: "Data Migration", end: false },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const shown = loaderData.moderatorOnly
    ? tabs.filter((tab) => (MODERATOR_PAGES as readonly string[]).includes(tab.to))
    : tabs;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">
        {loaderData.moderatorOnly ? "Moderation" : "Admin Dashboard"}
      </h1>
      {loaderData.reviewsDue > 0 ? (
        <p
          className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border bg-card p-4 text-sm shadow-sm"
          data-testid="admin-reviews-due"
        >
          <CalendarClock className="size-5 text-primary" aria-hidden="true" />
          <strong className="font-semibold">{dueLine(loaderData.reviewsDue)}.</strong>
          <span className="text-muted-foreground">Readers see the dates at the foot of each page.</span>
          <Link to="/admin/review-queue" className="font-medium text-primary underline underline-offset-2">
            Open Reviews Due
          </Link>
        </p>
      ) : null}
      <nav aria-label="Admin sections" className="mt-6 border-b border-border">
        <ul className="-mb-px flex flex-wrap gap-x-1">
          {shown.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  cn(
                    "inline-block whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-medium",
                    isActive
                      ? "border-primary text-primary"
                      : "border-transparent text-muted-foreground hover:text-foreground",
                  )
                }
              >
                {tab.label}
                {tab.to === "/admin/review-queue" && loaderData.reviewsDue > 0 ? (
                  <span className="ml-1.5 rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary">
                    {loaderData.reviewsDue}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
      {loaderData.system ? <SystemLine system={loaderData.system} /> : null}
    </div>
  );
}

/** The installation at the foot of every admin page: release, schema level, last backup (app/domain/operations). */
function SystemLine({ system }: { system: SystemStatus }) {
  const schemaBehind = system.schema.level !== system.schema.expected;
  const backup = system.onPostgres
    ? "Database backups: your PostgreSQL server's (pg_dump); uploads and settings archives go to " + system.backupDir
    : system.lastBackup
      ? `Last backup ${system.lastBackup.age} ago (${new Date(system.lastBackup.at).toUTCString()}), ${system.lastBackup.name}`
      : `No backup yet in ${system.backupDir}: run npm run backup on the server`;
  const warn = schemaBehind || (!system.onPostgres && (system.lastBackup?.stale ?? true));
  return (
    <section
      aria-label="Installation"
      className={cn("mt-12 border-t border-border pt-4 text-sm", warn ? "text-foreground" : "text-muted-foreground")}
    >
      <p>
        Version {system.version} · database schema level {system.schema.level}
        {schemaBehind ? ` (this version expects ${system.schema.expected}: run npm run upgrade)` : ""}
      </p>
      <p>
        {backup}
        {!system.onPostgres && system.lastBackup?.stale ? " (overdue: check the server's log for the backup job)" : ""}
        {!system.scheduled && !system.onPostgres ? " · no backups scheduled (BACKUP_SCHEDULE=off)" : ""}
      </p>
    </section>
  );
}

export const meta = () => pageMeta("Admin Dashboard", "Manage users, articles and messages.");
