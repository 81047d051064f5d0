import { memo, useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  Field,
  FieldErrors,
  FieldFocus,
  FormErrors,
  useSubmissionForm,
  type SchemaSource,
} from "#app/components/forms/field.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { ARTICLE_CATEGORIES, MISSING_FIELDS } from "#app/domain/articles/form-copy.ts";
import type { createArticleSchema, updateArticleSchema } from "#app/domain/articles/schema.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { useHydratedLater } from "#app/lib/use-hydrated.ts";
import { ContentEditor } from "./content-editor.tsx";
import { ImageUpload } from "./image-upload.tsx";
import type { FieldMetadata } from "@conform-to/react";
import { ChangeKindFields } from "#app/components/governance/change-kind-fields.tsx";

const changeFieldsOf = (fields: Record<string, FieldMetadata<unknown>>) => ({
  kind: fields.change_kind!,
  summary: fields.change_summary!,
});

/** The field is in UTC; once the page runs React, the admin also sees the time in her own zone. */
function LocalTime({ utc }: { utc: string }) {
  const hydrated = useHydratedLater();
  const asUtc = new Date(`${utc.trim()}Z`);
  if (!hydrated || Number.isNaN(asUtc.getTime())) return null;
  return ` In your time zone: ${asUtc.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short" })}.`;
}

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
  state: "draft" | "scheduled" | "published" | "held";
  status: string;
  revisionsTo: string;
};

/** What the article actions answer when they refuse a submission (app/routes/articles/article-form.server.ts). */
export type ArticleFormFailure = {
  result: FormResult;
  toast: { title: string; description: string };
};

/**
 * The article form used by /articles/add, the admin 'Create New Article'
 * screen (with sections) and /articles/:slug/edit (read-only title).
 *
 * Publishing: the main button keeps the spec's flow ('Publish Article' /
 * 'Publishing...' on the create screens, 'Save Changes' / 'Saving...' when editing) and is
 * first in the form, so Enter submits it. Beside it, 'Save as Draft', and on the edit screen
 * of a draft or a scheduled article 'Publish Article'. A publish date in the future (UTC)
 * schedules the article; the button then reads 'Schedule Article' once the page runs React.
 */
/**
 * The form's lower parts are laid out and painted when they come near the screen, not with the page's first
 * frame: the whole form at once was most of the article editor's blocking time on a phone (issue 62).
 */
const BELOW_THE_FOLD = "grid gap-5 [content-visibility:auto] [contain-intrinsic-size:auto_480px]";

/**
 * Memoised: the router's state changes after the page has hydrated (its route table is completed as links
 * are discovered), which renders the page again; the form, its fields and the editor's placeholder need not
 * be drawn again for that. Only its buttons read the router's state (`SubmitButtons`).
 */
export const ArticleForm = memo(function ArticleForm({
  mode,
  defaults,
  failure,
  cancelTo,
  submitLabel,
  pendingLabel,
  sectioned = false,
  publishing,
  schema,
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
  /** The create or the update schema, from the route (`articleSchemas` there). */
  schema: SchemaSource<typeof createArticleSchema | typeof updateArticleSchema>;
}) {
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id: "article",
    schema,
    lastResult: failure?.result,
    defaultValue: defaults,
    onInvalidSubmit: () =>
      showToast(
        mode === "create"
          ? { ...MISSING_FIELDS, variant: "destructive" }
          : {
              title: "Update Failed",
              description: "Please fill out all fields and upload an image.",
              variant: "destructive",
            },
      ),
  });
  // The typed publish date names the main button ('Schedule Article') and shows the admin's local time.
  const [publishAt, setPublishAt] = useState(() => String(fields.publish_at.initialValue ?? defaults.publish_at ?? ""));

  useEffect(() => {
    if (failure) showToast({ ...failure.toast, variant: "destructive" });
  }, [failure]);

  const imageInvalid = Boolean(fields.image_url.errors?.length);
  const contentInvalid = Boolean(fields.content.errors?.length);

  const details = (
    <>
      <Field
        field={fields.title}
        label="Title"
        hint={mode === "edit" ? "The title and its web address cannot change after an article is created." : undefined}
      >
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
          id={fields.image_url.id}
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

  // A publish date is offered on the create screens and for an article not yet public.
  const offersDate = mode === "create" || (publishing !== undefined && publishing.state !== "published");
  const scheduling = offersDate && publishAt.trim() !== "";
  const publishingBox = (
    <section
      aria-labelledby="section-publishing"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
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
          Status:{" "}
          <span className="font-semibold" data-testid="article-status">
            {publishing.status}
          </span>
          {publishing.state !== "published" ? " (only admins can see this article)" : null}
        </p>
      ) : null}
      {mode === "edit" ? (
        // The edit schema's fields (Conform's field map is a proxy keyed by the schema in use).
        <ChangeKindFields {...changeFieldsOf(fields as unknown as Record<string, FieldMetadata<unknown>>)} />
      ) : null}
      {offersDate ? (
        <Field
          field={fields.publish_at}
          label="Publish date and time (UTC)"
          className="sm:max-w-sm"
          hint={
            <>
              {mode === "create"
                ? "Leave empty to publish at once. A time in the future schedules the article: only admins can see it until then. Save as Draft keeps it for admins only."
                : "Used by Publish Article: leave empty to publish at once, or give a time in the future to schedule it. Save Changes keeps the current status."}
              {scheduling ? <LocalTime utc={publishAt} /> : null}
            </>
          }
        >
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              step={1}
              onChange={(event) => setPublishAt(event.currentTarget.value)}
            />
          )}
        </Field>
      ) : (
        <p className="text-xs text-muted-foreground">
          Save as Draft takes the article off the site; only admins can see a draft.
        </p>
      )}
    </section>
  );

  const section = (title: string, children: React.ReactNode) => (
    <section
      aria-labelledby={`section-${title}`}
      className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id={`section-${title}`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );

  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-6" {...formProps}>
      <FormErrors form={form} attempted={attempted} />
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
            <div className={BELOW_THE_FOLD}>{image}</div>
            <div className={BELOW_THE_FOLD}>{body}</div>
          </div>
        )}
        <div className={BELOW_THE_FOLD}>{publishingBox}</div>
      </FieldFocus>
      <SubmitButtons
        mode={mode}
        publishing={publishing}
        scheduling={scheduling}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        cancelTo={cancelTo}
      />
    </Form>
  );
});

/** The form's buttons: the pressed one reads as pending (and all are disabled) while the form is posted. */
function SubmitButtons({
  mode,
  publishing,
  scheduling,
  submitLabel,
  pendingLabel,
  cancelTo,
}: {
  mode: "create" | "edit";
  publishing?: ArticleFormPublishing;
  scheduling: boolean;
  submitLabel: string;
  pendingLabel: string;
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  // The pressed button's intent (React Router posts the submitter); none posted means the main button.
  const submittedIntent = submitting
    ? String(navigation.formData?.get("intent") ?? (mode === "create" ? "publish" : "save"))
    : "";
  // The main button comes first (Enter submits it); row-reverse shows it on the right.
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
      <Button type="submit" name="intent" value={mode === "create" ? "publish" : "save"} disabled={submitting}>
        {mode === "create" && scheduling
          ? submittedIntent === "publish"
            ? "Scheduling..."
            : "Schedule Article"
          : submittedIntent === (mode === "create" ? "publish" : "save")
            ? pendingLabel
            : submitLabel}
      </Button>
      {mode === "edit" && publishing && publishing.state !== "published" ? (
        <Button type="submit" name="intent" value="publish" variant="secondary" disabled={submitting}>
          {scheduling
            ? submittedIntent === "publish"
              ? "Scheduling..."
              : "Schedule Article"
            : submittedIntent === "publish"
              ? "Publishing..."
              : "Publish Article"}
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
  );
}
