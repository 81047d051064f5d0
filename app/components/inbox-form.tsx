import { CheckCircle2, Send } from "lucide-react";
import * as React from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FieldFocus, FormErrors, useSubmissionForm, type SchemaSource } from "#app/components/forms/field.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { HONEYPOT_FIELD } from "#app/domain/inbox/form-limits.ts";
import type { contactSchema, proposalSchema } from "#app/domain/inbox/forms.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { cn } from "#app/lib/cn.ts";

/** What the contact and proposal actions answer (idle, submitting, succeeded). */
export type InboxActionData = { status: "sent" } | { status: "invalid" | "refused"; result: FormResult };

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
 * A contact/proposal form (app/components/forms/field.tsx). Without JavaScript
 * it is a plain POST validated by the browser (required, type=email) and the
 * server, which answers with the field errors and what was typed. With
 * JavaScript the same zod schema runs on blur and before submitting.
 */
export function InboxForm({
  id,
  fields: specs,
  schema,
  actionData,
  submitLabel,
  submittingLabel,
  className,
}: {
  id: string;
  fields: InboxFieldSpec[];
  schema: SchemaSource<typeof contactSchema | typeof proposalSchema>;
  actionData: InboxActionData | undefined;
  submitLabel: string;
  submittingLabel: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("_form") === id;
  const { form, fields, formProps, firstInvalid, attempted } = useSubmissionForm({
    id,
    schema,
    lastResult: actionData && actionData.status !== "sent" ? actionData.result : null,
  });

  return (
    <Form method="post" aria-busy={submitting} className={cn("grid gap-5", className)} {...formProps}>
      <input type="hidden" name="_form" value={id} />
      <FormErrors form={form} attempted={attempted} />
      <FieldFocus first={firstInvalid}>
        {specs.map((spec) => {
          const field = fields[spec.name];
          if (!field) return null;
          return (
            <Field
              key={spec.name}
              field={field}
              label={spec.label}
              kind={spec.kind === "textarea" ? "textarea" : "input"}
            >
              {(control) =>
                spec.kind === "textarea" ? (
                  <Textarea
                    {...control}
                    rows={spec.rows ?? 5}
                    maxLength={spec.maxLength}
                    placeholder={spec.placeholder}
                  />
                ) : (
                  <Input
                    {...control}
                    type={spec.kind}
                    maxLength={spec.maxLength}
                    autoComplete={spec.autoComplete}
                    placeholder={spec.placeholder}
                  />
                )
              }
            </Field>
          );
        })}
      </FieldFocus>
      <Honeypot id={id} />
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
      <input
        id={`${id}-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
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
