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
};

export type ArticleFormFailure = {
  errors: FieldErrors;
  toast: { title: string; description: string };
  values: Record<string, string>;
};

/**
 * The article form used by /articles/add, the admin 'Create New Article'
 * screen (with sections) and /articles/:slug/edit (read-only title).
 */
export function ArticleForm({
  mode,
  defaults,
  failure,
  cancelTo,
  submitLabel,
  pendingLabel,
  sectioned = false,
}: {
  mode: "create" | "edit";
  defaults: ArticleFormValues;
  failure?: ArticleFormFailure | null;
  cancelTo: string;
  submitLabel: string;
  pendingLabel: string;
  sectioned?: boolean;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors: FieldErrors = clientErrors ?? failure?.errors ?? {};
  const values = { ...defaults, ...(failure?.values ?? {}) };

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
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={buttonVariants({ variant: "outline" })}>
          Cancel
        </Link>
        <Button type="submit" disabled={submitting}>
          {submitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
