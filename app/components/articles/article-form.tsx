import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import {
  ARTICLE_CATEGORIES,
  createArticleSchema,
  MISSING_FIELDS,
  updateArticleSchema,
  type FieldErrors,
} from "#app/domain/articles/schema.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ContentEditor } from "./content-editor.tsx";
import { ImageUpload } from "./image-upload.tsx";

export type ArticleFormValues = {
  title: string;
  category: string;
  author_name: string;
  image_url: string;
  image_description: string;
  excerpt: string;
  content: string;
  publish_at: string;
};

/** The edit screen's publishing state: its status line, and which publishing buttons it offers. */
export type ArticleFormPublishing = {
  state: "draft" | "scheduled" | "published";
  status: string;
  revisionsTo: string;
};

export type ArticleFormFailure = {
  errors: FieldErrors;
  toast: { title: string; description: string };
  values: Record<string, string>;
};

/**
 * The article form used by /articles/add, the admin 'Create New Article'
 * screen (with sections) and /articles/:slug/edit (read-only title).
 *
 * Publishing (issue 16): the main button keeps the spec's flow ('Publish Article' /
 * 'Publishing...' on the create screens, 'Save Changes' / 'Saving...' when editing) and is
 * first in the form, so Enter submits it. Beside it, 'Save as Draft', and on the edit screen
 * of a draft or a scheduled article 'Publish Article'. A publish date in the future (UTC)
 * schedules the article; the button then reads 'Schedule Article' once the page runs React.
 */
export function ArticleForm({
  mode,
  defaults,
  failure,
  cancelTo,
  submitLabel,
  pendingLabel,
  sectioned = false,
  publishing,
}: {
  mode: "create" | "edit";
  defaults: ArticleFormValues;
  failure?: ArticleFormFailure | null;
  cancelTo: string;
  submitLabel: string;
  pendingLabel: string;
  sectioned?: boolean;
  /** Edit screen only. */
  publishing?: ArticleFormPublishing;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  // The pressed button's intent (React Router posts the submitter); none posted means the main button.
  const submittedIntent = submitting ? String(navigation.formData?.get("intent") ?? (mode === "create" ? "publish" : "save")) : "";
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors: FieldErrors = clientErrors ?? failure?.errors ?? {};
  const values = { ...defaults, ...(failure?.values ?? {}) };
  const [publishAt, setPublishAt] = useState(values.publish_at ?? "");

  useEffect(() => {
    if (failure) {
      setClientErrors(null);
      showToast({ ...failure.toast, variant: "destructive" });
    }
  }, [failure]);

  function validate(event: React.FormEvent<HTMLFormElement>) {
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, unknown>;
    const result = (mode === "create" ? createArticleSchema : updateArticleSchema).safeParse(data);
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found: Record<string, string[]> = {};
    for (const issue of result.error.issues) (found[String(issue.path[0])] ??= []).push(issue.message);
    setClientErrors(found);
    showToast(
      mode === "create"
        ? { ...MISSING_FIELDS, variant: "destructive" }
        : { title: "Update Failed", description: "Please fill out all fields and upload an image.", variant: "destructive" },
    );
  }

  const err = (field: keyof FieldErrors) => errors[field]?.[0];
  const describe = (field: string) => (err(field as keyof FieldErrors) ? `${field}-error` : undefined);
  const fieldError = (field: keyof FieldErrors) =>
    err(field) ? (
      <p id={`${field}-error`} className="text-sm font-medium text-destructive">
        {err(field)}
      </p>
    ) : null;

  const details = (
    <>
      <div className="grid gap-2">
        <Label htmlFor="title">Title</Label>
        <Input
          id="title"
          name="title"
          defaultValue={values.title}
          readOnly={mode === "edit"}
          aria-readonly={mode === "edit" || undefined}
          aria-invalid={Boolean(err("title")) || undefined}
          aria-describedby={[mode === "edit" ? "title-hint" : undefined, describe("title")].filter(Boolean).join(" ") || undefined}
          className={mode === "edit" ? "bg-muted text-muted-foreground" : undefined}
          maxLength={200}
        />
        {mode === "edit" ? (
          <p id="title-hint" className="text-xs text-muted-foreground">
            The title and its web address cannot change after an article is created.
          </p>
        ) : null}
        {fieldError("title")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="category">Category</Label>
          <Input
            id="category"
            name="category"
            list="article-categories"
            defaultValue={values.category}
            aria-invalid={Boolean(err("category")) || undefined}
            aria-describedby={describe("category")}
            maxLength={80}
          />
          <datalist id="article-categories">
            {ARTICLE_CATEGORIES.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          {fieldError("category")}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="author_name">Author Name</Label>
          <Input
            id="author_name"
            name="author_name"
            defaultValue={values.author_name}
            aria-invalid={Boolean(err("author_name")) || undefined}
            aria-describedby={describe("author_name")}
            maxLength={120}
          />
          {fieldError("author_name")}
        </div>
      </div>
    </>
  );

  const image = (
    <>
      <div className="grid gap-2">
        <span id="image-label" className="text-sm font-medium">
          Featured Image
        </span>
        <ImageUpload
          defaultUrl={values.image_url || null}
          labelledBy="image-label"
          describedBy={describe("image_url")}
          invalid={Boolean(err("image_url"))}
        />
        {fieldError("image_url")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="image_description">Image Description (alt text)</Label>
        <Input
          id="image_description"
          name="image_description"
          defaultValue={values.image_description}
          aria-invalid={Boolean(err("image_description")) || undefined}
          aria-describedby={describe("image_description")}
          maxLength={300}
        />
        {fieldError("image_description")}
      </div>
    </>
  );

  const body = (
    <>
      <div className="grid gap-2">
        <Label htmlFor="excerpt">Excerpt</Label>
        <Textarea
          id="excerpt"
          name="excerpt"
          rows={3}
          defaultValue={values.excerpt}
          aria-invalid={Boolean(err("excerpt")) || undefined}
          aria-describedby={describe("excerpt")}
          className="min-h-0"
          maxLength={600}
        />
        {fieldError("excerpt")}
      </div>
      <div className="grid gap-2">
        <Label id="content-label" htmlFor="content">
          Content
        </Label>
        <ContentEditor
          id="content"
          name="content"
          labelId="content-label"
          defaultValue={values.content}
          describedBy={describe("content")}
          invalid={Boolean(err("content"))}
        />
        {fieldError("content")}
      </div>
    </>
  );

  // A publish date is offered on the create screens and for an article not yet public.
  const offersDate = mode === "create" || (publishing !== undefined && publishing.state !== "published");
  const scheduling = offersDate && publishAt.trim() !== "";
  // The field is in UTC; once the page runs React, the admin also sees the time in her own zone.
  const hydrated = useHydrated();
  const asUtc = scheduling ? new Date(`${publishAt.trim()}Z`) : null;
  const localTime = asUtc && !Number.isNaN(asUtc.getTime()) ? asUtc.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short" }) : null;
  const publishingBox = (
    <section aria-labelledby="section-publishing" className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="section-publishing" className="text-xl font-semibold">
          Publishing
        </h2>
        {publishing ? (
          <Link to={publishing.revisionsTo} className="text-sm font-medium text-primary hover:underline">
            Revisions
          </Link>
        ) : null}
      </div>
      {publishing ? (
        <p className="text-sm">
          Status: <span className="font-semibold" data-testid="article-status">{publishing.status}</span>
          {publishing.state !== "published" ? " (only admins can see this article)" : null}
        </p>
      ) : null}
      {offersDate ? (
        <div className="grid gap-2 sm:max-w-sm">
          <Label htmlFor="publish_at">Publish date and time (UTC)</Label>
          <Input
            id="publish_at"
            name="publish_at"
            type="datetime-local"
            step={1}
            value={publishAt}
            onChange={(event) => setPublishAt(event.currentTarget.value)}
            aria-invalid={Boolean(err("publish_at")) || undefined}
            aria-describedby={["publish_at-hint", describe("publish_at")].filter(Boolean).join(" ")}
          />
          <p id="publish_at-hint" className="text-xs text-muted-foreground">
            {mode === "create"
              ? "Leave empty to publish at once. A time in the future schedules the article: only admins can see it until then. Save as Draft keeps it for admins only."
              : "Used by Publish Article: leave empty to publish at once, or give a time in the future to schedule it. Save Changes keeps the current status."}
            {hydrated && localTime ? ` In your time zone: ${localTime}.` : null}
          </p>
          {fieldError("publish_at")}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">Save as Draft takes the article off the site; only admins can see a draft.</p>
      )}
    </section>
  );

  const section = (title: string, children: React.ReactNode) => (
    <section aria-labelledby={`section-${title}`} className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 id={`section-${title}`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );

  return (
    <Form method="post" encType="multipart/form-data" noValidate onSubmit={validate} className="grid gap-6">
      {err("form") ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {err("form")}
        </p>
      ) : failure ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {failure.toast.title}: {failure.toast.description}
        </p>
      ) : null}
      {sectioned ? (
        <>
          {section("Article Details", details)}
          {section("Featured Image", image)}
          {section("Article Content", body)}
        </>
      ) : (
        <div className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
          {details}
          {image}
          {body}
        </div>
      )}
      {publishingBox}
      {/* The main button comes first (Enter submits it); row-reverse shows it on the right. */}
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
        <Button type="submit" name="intent" value={mode === "create" ? "publish" : "save"} disabled={submitting}>
          {mode === "create" && scheduling
            ? submittedIntent === "publish" ? "Scheduling..." : "Schedule Article"
            : submittedIntent === (mode === "create" ? "publish" : "save") ? pendingLabel : submitLabel}
        </Button>
        {mode === "edit" && publishing && publishing.state !== "published" ? (
          <Button type="submit" name="intent" value="publish" variant="secondary" disabled={submitting}>
            {scheduling
              ? submittedIntent === "publish" ? "Scheduling..." : "Schedule Article"
              : submittedIntent === "publish" ? "Publishing..." : "Publish Article"}
          </Button>
        ) : null}
        {mode === "create" || publishing?.state !== "draft" ? (
          <Button type="submit" name="intent" value="draft" variant="outline" disabled={submitting}>
            {submittedIntent === "draft" ? "Saving Draft..." : "Save as Draft"}
          </Button>
        ) : null}
        <Link to={cancelTo} className={buttonVariants({ variant: "outline" })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
