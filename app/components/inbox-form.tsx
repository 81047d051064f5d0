import { CheckCircle2, Send } from "lucide-react";
import * as React from "react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { formValues, HONEYPOT_FIELD, validate, type FieldErrors } from "#app/domain/inbox/forms.ts";
import { cn } from "#app/lib/cn.ts";

/** What the contact and proposal actions answer (spec §4 forms: idle, submitting, succeeded). */
export type InboxActionData =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: FieldErrors; values: Record<string, string> }
  | { status: "refused"; formError: string; values: Record<string, string> };

export type InboxFieldSpec = {
  name: string;
  label: string;
  kind: "text" | "email" | "textarea";
  autoComplete?: string;
  maxLength: number;
  rows?: number;
  placeholder?: string;
};

/**
 * A contact/proposal form. Without JavaScript it is a plain POST validated by
 * the browser (required, type=email) and the server. With JavaScript the same
 * zod schema runs before submitting and errors appear under each field.
 */
export function InboxForm<T>({
  id,
  fields,
  schema,
  actionData,
  submitLabel,
  submittingLabel,
  className,
}: {
  id: string;
  fields: InboxFieldSpec[];
  schema: z.ZodType<T>;
  actionData: InboxActionData | undefined;
  submitLabel: string;
  submittingLabel: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("_form") === id;
  const [clientErrors, setClientErrors] = React.useState<FieldErrors | null>(null);
  const [hydrated, setHydrated] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  React.useEffect(() => setHydrated(true), []);

  const serverErrors = actionData?.status === "invalid" ? actionData.fieldErrors : null;
  const errors = clientErrors ?? serverErrors ?? {};
  const values = actionData && actionData.status !== "sent" ? actionData.values : {};
  const formError = !clientErrors && actionData?.status === "refused" ? actionData.formError : null;

  // Move focus to the first field the server rejected, or to the form-level message.
  React.useEffect(() => {
    if (!actionData || actionData.status === "sent") return;
    const form = formRef.current;
    if (!form) return;
    const target =
      actionData.status === "invalid"
        ? form.querySelector<HTMLElement>("[aria-invalid='true']")
        : form.querySelector<HTMLElement>(`#${id}-form-error`);
    target?.focus();
  }, [actionData, id]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = validate(schema, formValues(new FormData(event.currentTarget), fields.map((f) => f.name)));
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.fieldErrors);
    const first = fields.find((field) => result.fieldErrors[field.name]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  }

  return (
    <Form
      ref={formRef}
      method="post"
      id={id}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-busy={submitting}
      className={cn("grid gap-5", className)}
    >
      <input type="hidden" name="_form" value={id} />
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const fieldErrors = errors[field.name];
        const errorId = `${inputId}-error`;
        const common = {
          id: inputId,
          name: field.name,
          required: true,
          maxLength: field.maxLength,
          autoComplete: field.autoComplete,
          placeholder: field.placeholder,
          defaultValue: values[field.name] ?? "",
          "aria-invalid": fieldErrors ? true : undefined,
          "aria-describedby": fieldErrors ? errorId : undefined,
        };
        return (
          <div key={field.name} className="grid gap-2">
            <Label htmlFor={inputId}>{field.label}</Label>
            {field.kind === "textarea" ? (
              <Textarea {...common} rows={field.rows ?? 5} />
            ) : (
              <Input {...common} type={field.kind} />
            )}
            {fieldErrors ? (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {fieldErrors.join(", ")}
              </p>
            ) : null}
          </div>
        );
      })}
      <Honeypot id={id} />
      {formError ? (
        <p
          id={`${id}-form-error`}
          role="alert"
          tabIndex={-1}
          className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive"
        >
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </Form>
  );
}

/** The hidden field bots fill in and people never see (not in the tab order, hidden from assistive tech). */
function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden opacity-0">
      <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input id={`${id}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The succeeded state: 'Thank You!', the form's message and 'Back to Home'. */
export function InboxFormSuccess({ message }: { message: string }) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center px-2 py-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-sage">
        <CheckCircle2 className="size-9" aria-hidden="true" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-3xl font-semibold outline-none">
        Thank You!
      </h2>
      <p className="mt-3 max-w-md text-lg text-muted-foreground">{message}</p>
      <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        Back to Home
      </Link>
    </div>
  );
}
