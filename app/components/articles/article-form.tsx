import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FieldErrors, FieldFocus, FormErrors, useSubmissionForm } from "#app/components/forms/field.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { ARTICLE_CATEGORIES, createArticleSchema, MISSING_FIELDS, updateArticleSchema } from "#app/domain/articles/schema.ts";
import type { FormResult } from "#app/lib/forms.ts";
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

/** What the article actions answer when they refuse a submission (app/domain/articles/article-form.server.ts). */
export type ArticleFormFailure = {
  result: FormResult;
  toast: { title: string; description: string };
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
  const { form, fields, formProps, firstInvalid } = useSubmissionForm({
    id: "article",
    schema: mode === "create" ? createArticleSchema : updateArticleSchema,
    lastResult: failure?.result,
    defaultValue: defaults,
    onInvalidSubmit: () =>
      showToast(
        mode === "create"
          ? { ...MISSING_FIELDS, variant: "destructive" }
          : { title: "Update Failed", description: "Please fill out all fields and upload an image.", variant: "destructive" },
      ),
  });

  useEffect(() => {
    if (failure) showToast({ ...failure.toast, variant: "destructive" });
  }, [failure]);

  const imageInvalid = Boolean(fields.image_url.errors?.length);
  const contentInvalid = Boolean(fields.content.errors?.length);

  const details = (
    <>
      <Field field={fields.title} label="Title" hint={mode === "edit" ? "The title and its web address cannot change after an article is created." : undefined}>
        {(control) => (
          <Input
            {...control}
            defaultValue={control.defaultValue ?? defaults.title}
            readOnly={mode === "edit"}
            aria-readonly={mode === "edit" || undefined}
            className={mode === "edit" ? "bg-muted text-muted-foreground" : undefined}
            maxLength={200}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.category} label="Category">
          {(control) => (
            <>
              <Input {...control} list="article-categories" />
              <datalist id="article-categories">
                {ARTICLE_CATEGORIES.map((category) => (
                  <option key={category} value={category} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field field={fields.author_name} label="Author Name">
          {(control) => <Input {...control} />}
        </Field>
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
          key={fields.image_url.key}
          defaultUrl={fields.image_url.defaultValue || null}
          labelledBy="image-label"
          describedBy={imageInvalid ? fields.image_url.errorId : undefined}
          invalid={imageInvalid}
          autoFocus={firstInvalid === "image_url" || undefined}
        />
        <FieldErrors field={fields.image_url} />
      </div>
      <Field field={fields.image_description} label="Image Description (alt text)">
        {(control) => <Input {...control} />}
      </Field>
    </>
  );

  const body = (
    <>
      <Field field={fields.excerpt} label="Excerpt" kind="textarea">
        {(control) => <Textarea {...control} rows={3} className="min-h-0" />}
      </Field>
      <div className="grid gap-2">
        <Label id="content-label" htmlFor={fields.content.id}>
          Content
        </Label>
        <ContentEditor
          id={fields.content.id}
          name={fields.content.name}
          labelId="content-label"
          defaultValue={fields.content.defaultValue ?? ""}
          describedBy={contentInvalid ? fields.content.errorId : undefined}
          invalid={contentInvalid}
          autoFocus={firstInvalid === "content" || undefined}
        />
        <FieldErrors field={fields.content} />
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
    <Form method="post" encType="multipart/form-data" className="grid gap-6" {...formProps}>
      <FormErrors form={form} />
      <FieldFocus first={firstInvalid}>
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
      </FieldFocus>
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
