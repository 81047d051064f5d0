import { CircleCheck, CircleAlert, DatabaseZap, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/data-migration";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Progress } from "#app/components/ui/progress.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import { MIGRATION_FAILED_TEXT } from "#app/domain/catalogue/messages.ts";
import { MIGRATION_SUCCESS_TOAST } from "#app/routes/admin/migration-toasts.ts";
import { runMigration } from "#app/domain/catalogue/migration.ts";
import { migrateAll } from "#app/domain/catalogue/migration.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireMigrationAdmin } from "./migration-access.server.ts";

/**
 * /admin/data-migration. With JavaScript the page drives the
 * migration one product at a time through /admin/data-migration/step and shows
 * the server's progress; without it the form posts here and the whole
 * migration runs in one request.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireMigrationAdmin(request);
  return { productNames: catalogueProducts.map((p) => p.name) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireMigrationAdmin(request);
  return { result: await migrateAll() };
}

type RunState =
  | { status: "idle" }
  | { status: "running"; done: number }
  | { status: "completed" }
  | { status: "failed"; productName: string };

const MIGRATION_UNREACHABLE = "The server could not be reached. Please check your connection and try again.";

type StepAnswer = { ok: boolean; productName?: string; message?: string };

export default function DataMigration({ loaderData, actionData }: Route.ComponentProps) {
  const { productNames } = loaderData;
  const total = productNames.length;
  const [run, setRun] = useState<RunState>(() => {
    const result = actionData?.result;
    if (!result) return { status: "idle" };
    return result.ok ? { status: "completed" } : { status: "failed", productName: result.productName };
  });

  /** One product through the step endpoint; a failure to reach it is a failed step. */
  async function migrateStep(index: number): Promise<StepAnswer> {
    try {
      const response = await fetch("/admin/data-migration/step", {
        method: "POST",
        body: new URLSearchParams({ index: String(index) }),
      });
      const answer = (await response.json()) as StepAnswer;
      return response.ok ? answer : { ...answer, ok: false };
    } catch (error) {
      // A network failure or an answer that is not ours (a proxy page): its raw text is not for the page.
      console.error(`Migration step ${index} failed:`, error);
      return { ok: false, message: MIGRATION_UNREACHABLE };
    }
  }

  async function migrate() {
    setRun({ status: "running", done: 0 });
    const last = await runMigration(total, migrateStep, (index) => setRun({ status: "running", done: index + 1 }));
    if (last && !last.result.ok) {
      const productName = last.result.productName ?? productNames[last.index];
      console.error(`Migration failed for ${productName}:`, last.result.message);
      showToast({
        title: `Migration Failed for ${productName}`,
        description: last.result.message,
        variant: "destructive",
      });
      setRun({ status: "failed", productName });
      return;
    }
    showToast(MIGRATION_SUCCESS_TOAST);
    setRun({ status: "completed" });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (run.status !== "running") void migrate();
  }

  return (
    <section
      aria-labelledby="migration-heading"
      className="max-w-2xl rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="migration-heading" className="flex items-center gap-3 text-2xl font-semibold">
        <DatabaseZap className="h-6 w-6 text-primary" aria-hidden="true" /> Product Data Migration
      </h2>
      <p className="mt-3 text-muted-foreground">
        Copies the built-in product catalogue into the database, one product at a time. Products are matched by slug, so
        running it again changes nothing.
      </p>

      <div className="mt-6" aria-live="polite">
        {run.status === "idle" ? (
          <Form method="post" onSubmit={onSubmit}>
            <Button type="submit" size="lg">
              Start Migration ({total} products)
            </Button>
          </Form>
        ) : null}

        {run.status === "running" ? (
          <div>
            <p className="font-medium">
              Migrating... {run.done} / {total}
            </p>
            <Progress value={(run.done / total) * 100} aria-label="Migration progress" className="mt-3" />
          </div>
        ) : null}

        {run.status === "completed" ? (
          <div>
            <p className="flex items-center gap-2 font-medium text-sage">
              <CircleCheck className="h-5 w-5" aria-hidden="true" /> Migration complete: {total} / {total} products are
              in the database.
            </p>
            <Link to="/admin" className={buttonVariants({ size: "lg", className: "mt-5" })}>
              Go to Dashboard
            </Link>
          </div>
        ) : null}

        {run.status === "failed" ? (
          <div>
            <p className="flex items-start gap-2 font-medium text-destructive">
              <CircleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <span>{MIGRATION_FAILED_TEXT}</span>
            </p>
            <Form method="post" onSubmit={onSubmit}>
              <Button type="submit" size="lg" variant="destructive" className="mt-5">
                <RotateCcw className="h-4 w-4" aria-hidden="true" /> Retry Migration
              </Button>
            </Form>
          </div>
        ) : null}
      </div>
    </section>
  );
}

export const meta = () => pageMeta("Data Migration", "Migrate the built-in product catalogue into the database.");
