import { Form, useNavigation } from "react-router";
import { ContentEditor } from "#app/components/articles/content-editor.tsx";
import {
  Field,
  FieldErrors,
  FieldFocus,
  FormErrors,
  useSubmissionForm,
  type SchemaSource,
} from "#app/components/forms/field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { ISSUE_ARTICLES_MAX, ISSUE_INTRO_MAX, ISSUE_SUBJECT_MAX } from "#app/domain/newsletter/rules.ts";
import type { issueSchema, IssueInput } from "#app/domain/newsletter/issue-schema.ts";
import type { FormResult } from "#app/lib/forms.ts";

/**
 * Compose or edit a newsletter issue: subject, intro, a choice of articles, free text in the article
 * editor (sanitized on the server like article content). On the same Conform path as every other form
 * (app/components/forms/field.tsx): a plain POST without JavaScript, the schema on blur with it.
 */
export function IssueForm({
  defaults,
  articles,
  lastResult,
  testTo,
  schema,
}: {
  defaults?: Partial<IssueInput>;
  articles: { slug: string; title: string }[];
  /** The action's reply to the last post, if it refused it. */
  lastResult?: FormResult | null;
  /** Shown on an existing draft: "Save and send a test to …". */
  testTo?: string;
  /** The issue schema, from the route (now on the server, loaded in the browser). */
  schema: SchemaSource<typeof issueSchema>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id: "issue",
    schema,
    lastResult,
    defaultValue: { subject: defaults?.subject ?? "", intro: defaults?.intro ?? "", body: defaults?.body ?? "" },
  });
  // A refused post shows what was ticked; otherwise the saved choice.
  const submitted = lastResult?.initialValue?.articleSlugs;
  const chosen = new Set(submitted === undefined ? (defaults?.articleSlugs ?? []) : [submitted].flat().map(String));
  const bodyInvalid = Boolean(fields.body.errors?.length);
  const articlesInvalid = Boolean(fields.articleSlugs.errors?.length);
  return (
    <Form method="post" className="flex flex-col gap-6" aria-label="Newsletter issue" {...formProps}>
      <FormErrors form={form} attempted={attempted} />
      <FieldFocus first={firstInvalid}>
        <Field field={fields.subject} label="Subject">
          {(control) => <Input {...control} maxLength={ISSUE_SUBJECT_MAX} />}
        </Field>
        <Field field={fields.intro} label="Intro" kind="textarea">
          {(control) => <Textarea {...control} rows={3} maxLength={ISSUE_INTRO_MAX} />}
        </Field>
        <fieldset
          className="flex flex-col gap-2"
          aria-invalid={articlesInvalid || undefined}
          aria-describedby={articlesInvalid ? fields.articleSlugs.errorId : undefined}
        >
          <legend className="text-sm font-medium">Articles (up to {ISSUE_ARTICLES_MAX})</legend>
          <div className="max-h-64 overflow-y-auto rounded-md border border-input bg-card p-3">
            <ul className="grid gap-1.5 sm:grid-cols-2">
              {articles.map((article) => (
                <li key={article.slug}>
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={fields.articleSlugs.name}
                      value={article.slug}
                      defaultChecked={chosen.has(article.slug)}
                      className="mt-1"
                    />
                    <span>{article.title}</span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
          <FieldErrors field={fields.articleSlugs} />
        </fieldset>
        <div className="flex flex-col gap-2">
          <Label id="issue-body-label" htmlFor={fields.body.id}>
            Free text
          </Label>
          <ContentEditor
            id={fields.body.id}
            name={fields.body.name}
            labelId="issue-body-label"
            defaultValue={fields.body.defaultValue ?? ""}
            describedBy={bodyInvalid ? fields.body.errorId : undefined}
            invalid={bodyInvalid}
            autoFocus={firstInvalid === "body" || undefined}
          />
          <FieldErrors field={fields.body} />
        </div>
      </FieldFocus>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy ? "Saving..." : "Save draft"}
        </Button>
        {testTo ? (
          <Button type="submit" name="intent" value="test" variant="outline" disabled={busy}>
            Save and send a test to {testTo}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
