import { Form, useNavigation } from "react-router";
import { ContentEditor } from "#app/components/articles/content-editor.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { ISSUE_ARTICLES_MAX, ISSUE_INTRO_MAX, ISSUE_SUBJECT_MAX, type IssueInput } from "#app/domain/newsletter/rules.ts";

type Errors = Partial<Record<"subject" | "intro" | "body" | "articleSlugs" | "form", string[]>>;

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {errors[0]}
    </p>
  );
}

/**
 * Compose or edit a newsletter issue: subject, intro, a choice of articles, free text in the article
 * editor (sanitized on the server like article content). Works as a plain form without JavaScript.
 */
export function IssueForm({
  defaults,
  articles,
  errors,
  testTo,
}: {
  defaults?: Partial<IssueInput>;
  articles: { slug: string; title: string }[];
  errors?: Errors;
  /** Shown on an existing draft: "Save and send a test to …". */
  testTo?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const chosen = new Set(defaults?.articleSlugs ?? []);
  return (
    <Form method="post" className="flex flex-col gap-6" aria-label="Newsletter issue">
      <div className="flex flex-col gap-2">
        <label htmlFor="issue-subject" className="text-sm font-medium">
          Subject
        </label>
        <Input
          id="issue-subject"
          name="subject"
          required
          maxLength={ISSUE_SUBJECT_MAX}
          defaultValue={defaults?.subject ?? ""}
          aria-invalid={errors?.subject ? true : undefined}
          aria-describedby={errors?.subject ? "issue-subject-error" : undefined}
        />
        <FieldError id="issue-subject-error" errors={errors?.subject} />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor="issue-intro" className="text-sm font-medium">
          Intro
        </label>
        <Textarea
          id="issue-intro"
          name="intro"
          rows={3}
          maxLength={ISSUE_INTRO_MAX}
          defaultValue={defaults?.intro ?? ""}
          aria-invalid={errors?.intro ? true : undefined}
          aria-describedby={errors?.intro ? "issue-intro-error" : undefined}
        />
        <FieldError id="issue-intro-error" errors={errors?.intro} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Articles (up to {ISSUE_ARTICLES_MAX})</legend>
        <div className="max-h-64 overflow-y-auto rounded-md border border-input bg-card p-3">
          <ul className="grid gap-1.5 sm:grid-cols-2">
            {articles.map((article) => (
              <li key={article.slug}>
                <label className="flex items-start gap-2 text-sm">
                  <input type="checkbox" name="articleSlugs" value={article.slug} defaultChecked={chosen.has(article.slug)} className="mt-1" />
                  <span>{article.title}</span>
                </label>
              </li>
            ))}
          </ul>
        </div>
        <FieldError id="issue-articles-error" errors={errors?.articleSlugs} />
      </fieldset>
      <div className="flex flex-col gap-2">
        <span id="issue-body-label" className="text-sm font-medium">
          Free text
        </span>
        <ContentEditor id="issue-body" name="body" labelId="issue-body-label" defaultValue={defaults?.body ?? ""} invalid={Boolean(errors?.body)} />
        <FieldError id="issue-body-error" errors={errors?.body} />
      </div>
      <FieldError id="issue-form-error" errors={errors?.form} />
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
