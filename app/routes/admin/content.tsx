import { Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/content";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#app/components/ui/alert-dialog.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { deleteArticle, listArticlesForAdmin } from "#app/domain/articles/articles.server.ts";
import { formatArticleDate } from "#app/domain/articles/format.ts";
import { articleState, statusLabel, type ArticleState } from "#app/domain/articles/publication.ts";
import { parseSubmission, readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { logger } from "#platform/logger.ts";

/** Content Management (Manage Articles): list, edit links, delete with a dialog. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const rows = await listArticlesForAdmin();
    return {
      articles: rows.map((row) => ({
        id: row.id,
        title: row.title,
        slug: row.slug,
        author: row.authorName?.trim() || "N/A",
        created: formatArticleDate(row.createdAt),
        isoCreated: row.createdAt.toISOString(),
        state: articleState(row),
        status: statusLabel(articleState(row), row.publishedAt),
      })),
      error: null,
    };
  } catch (error) {
    logger.error({ err: error }, "admin article list failed");
    return data(
      { articles: [], error: "Could not fetch articles. You may not have the required permissions." },
      { status: 500 },
    );
  }
}

const deleteSchema = z.object({ intent: z.literal("delete"), id: z.uuid() });

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const parsed = parseSubmission(await readFormData(request), deleteSchema);
  if (parsed.status !== "success") {
    return data({ ok: false as const, message: "Could not delete the article." }, { status: 400 });
  }
  try {
    const deleted = await deleteArticle(parsed.value.id);
    if (!deleted) return data({ ok: false as const, message: "This article no longer exists." }, { status: 404 });
    return { ok: true as const, message: "Article has been deleted." };
  } catch (error) {
    logger.error({ err: error }, "article deletion failed");
    return data({ ok: false as const, message: "Could not delete the article." }, { status: 500 });
  }
}

export default function ContentManagement({ loaderData }: Route.ComponentProps) {
  const { articles, error } = loaderData;
  // One fetcher for the page: a deleted row unmounts, but the outcome toast must still show.
  const fetcher = useFetcher<typeof action>();
  const deletingId = fetcher.state !== "idle" ? String(fetcher.formData?.get("id") ?? "") : null;

  useEffect(() => {
    if (error) showToast({ title: "Error Fetching Articles", description: error, variant: "destructive" });
  }, [error]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) showToast({ title: "Success!", description: fetcher.data.message });
    else showToast({ title: "Deletion Failed", description: fetcher.data.message, variant: "destructive" });
  }, [fetcher.state, fetcher.data]);

  return (
    <section aria-labelledby="manage-articles">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="manage-articles" className="text-2xl font-semibold">
          Manage Articles
        </h2>
        {/* One create button; the admin 'Create New Article' screen is the same form under /admin/articles/new. */}
        <Link to="/articles/add" className={buttonVariants()}>
          <Plus aria-hidden="true" /> Add New Article
        </Link>
      </div>
      <div className="mt-6 rounded-xl border border-border bg-card shadow-sm">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Title</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden sm:table-cell">Author</TableHead>
              <TableHead className="hidden sm:table-cell">Created Date</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {articles.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="py-10 text-center text-muted-foreground">
                  {error ?? "No articles found."}
                </TableCell>
              </TableRow>
            ) : (
              articles.map((article) => (
                <ArticleRow
                  key={article.id}
                  article={article}
                  deleting={deletingId === article.id}
                  onDelete={() => void fetcher.submit({ intent: "delete", id: article.id }, { method: "post" })}
                />
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

function ArticleRow({
  article,
  deleting,
  onDelete,
}: {
  article: {
    id: string;
    title: string;
    slug: string;
    author: string;
    created: string;
    isoCreated: string;
    state: ArticleState;
    status: string;
  };
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <TableRow>
      <TableCell className="min-w-48 font-medium">
        <Link to={`/articles/${article.slug}`} className="hover:text-primary hover:underline">
          {article.title}
        </Link>
        {article.state !== "published" ? (
          <Link to={`/articles/${article.slug}`} className="ml-2 text-xs font-normal text-primary underline">
            Preview<span className="sr-only"> {article.title}</span>
          </Link>
        ) : null}
        {/* On a phone the Author and Created Date columns fold under the title. */}
        <span className="mt-1 block text-xs font-normal text-muted-foreground sm:hidden">
          {article.author} · {article.created}
        </span>
      </TableCell>
      <TableCell>
        <span
          data-testid="article-status"
          className={
            article.state === "published"
              ? "inline-block rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary"
              : "inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950"
          }
        >
          {article.status}
        </span>
      </TableCell>
      <TableCell className="hidden whitespace-nowrap sm:table-cell">{article.author}</TableCell>
      <TableCell className="hidden whitespace-nowrap sm:table-cell">
        <time dateTime={article.isoCreated}>{article.created}</time>
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-2">
          <Link
            to={`/articles/${article.slug}/edit`}
            className={buttonVariants({ variant: "outline", size: "icon" })}
            aria-label={`Edit ${article.title}`}
            title="Edit"
          >
            <Pencil aria-hidden="true" />
          </Link>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                variant="destructive"
                size="icon"
                aria-label={`Delete ${article.title}`}
                title="Delete"
                disabled={deleting}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
                <AlertDialogDescription>
                  This action cannot be undone. This will permanently delete the article and remove its data from our
                  servers.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={onDelete}>
                  Continue
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </TableCell>
    </TableRow>
  );
}

export const meta = () => pageMeta("Content Management", "Manage the site's articles: edit, delete and publish.");
