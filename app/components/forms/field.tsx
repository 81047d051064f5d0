import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type Submission,
} from "@conform-to/react";
import * as React from "react";
import type { z } from "zod";
import { Label } from "#app/components/ui/label.tsx";
import { ErrorSummary, focusable, type SummaryItem } from "./error-summary.tsx";
import { cn } from "#app/lib/cn.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { hydrating } from "#app/lib/use-hydrated.ts";
import type { FormValidation } from "./validation.ts";

/**
 * The server validates with the schema at once (its constraints go into the HTML); the browser build drops
 * this import (`import.meta.env.SSR` is false there) and imports the module when the form needs it, so a form
 * page's first load carries neither zod nor its schemas (a static import would keep them in the page's chunk).
 */
const serverValidation = import.meta.env.SSR ? (await import("./validation.ts")).formValidation : undefined;

/**
 * Every form of the site is wired here, once (see app/lib/forms.ts for the
 * parsing both sides share):
 *
 * - `useSubmissionForm` sets up Conform with the form's zod schema: validation
 *   on blur and on submit in the browser (then on every keystroke of a field
 *   already marked), the server's reply (`lastResult`) shown the same way.
 *   The browser loads the schema (and zod) when the form is first focused or
 *   pressed, not with the page (issue 62); a submit before that is
 *   checked by the server alone, as without JavaScript.
 *   Moving from a field to the submit button does not validate on blur (the
 *   message would move the button under the pointer); the submit does.
 * - `Field` renders a label, the control and its message: `aria-invalid`,
 *   `aria-describedby` pointing at the message id, messages joined with commas,
 *   one error style.
 * - Focus goes to the first invalid field: after a submit the browser refused,
 *   after the server's reply, and, without JavaScript, through `autofocus` in
 *   the server-rendered page.
 * - Without JavaScript the form is a plain POST; the browser checks the
 *   constraints (required, type, length) derived from the schema, the server
 *   answers with the field errors and the typed values (never a password).
 */

type AnyFields = Record<string, FieldMetadata<unknown>>;

const FocusContext = React.createContext<string | null>(null);

/**
 * Moves focus to the error summary at the top of the form (as GOV.UK and the NHS do: it is read out and
 * links to each field), else to the first control marked invalid, else to the form-level message.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  const summary = form.querySelector<HTMLElement>("[data-error-summary]");
  if (summary) {
    summary.focus();
    return;
  }
  const invalid = [...form.querySelectorAll<HTMLElement>("[aria-invalid='true']")].find(focusable);
  if (invalid) {
    invalid.focus();
    return;
  }
  form.querySelector<HTMLElement>("[data-form-errors]")?.focus();
}

/**
 * A form's schema as its page gives it: `now` on the server (`import.meta.env.SSR ? schema : undefined`, so
 * the browser build leaves the schema out of the page's script) and `load` for the browser, a dynamic import.
 */
export type SchemaSource<Schema extends z.ZodObject> = {
  now: Schema | undefined;
  load: () => Promise<Schema>;
  /** Tells apart two schemas one form id is used with (the article form's create and update). */
  key?: string;
};

/** Each form's validation once the browser loaded it, by form id: a second visit has it at once. */
const loadedValidation = new Map<string, FormValidation>();

/**
 * Loads a form's schema and the validation module when the form is first touched (focused or pressed), not
 * when the page is idle: evaluating zod is a long task, which at start counted in every form page's blocking
 * time though most visits never type (issue 62). Focus comes before the first blur, and a field left before
 * the checks arrived is checked when they do; a submit before that is the server's to check.
 */
function useLoadedValidation(
  formId: string,
  source: SchemaSource<z.ZodObject>,
  formRef: React.RefObject<HTMLFormElement | null>,
) {
  const id = source.key ? `${formId}:${source.key}` : formId;
  const [validation, setValidation] = React.useState<FormValidation | null>(() => {
    if (serverValidation) return source.now ? serverValidation(source.now) : null;
    return loadedValidation.get(id) ?? null;
  });
  const load = React.useRef(source.load);
  load.current = source.load;
  React.useEffect(() => {
    if (validation) return;
    let done = false;
    const form = formRef.current;
    // Runs once (`done`): the listeners and the idle callback that come after are let be until the cleanup.
    const start = () => {
      if (done) return;
      done = true;
      void Promise.all([load.current(), import("./validation.ts")]).then(([schema, module]) => {
        const loaded = module.formValidation(schema);
        loadedValidation.set(id, loaded);
        setValidation(loaded);
      });
    };
    form?.addEventListener("focusin", start);
    form?.addEventListener("pointerdown", start);
    // Focus already inside (a field the server's answer focused, or the reader was quicker than hydration).
    if (form?.contains(document.activeElement) && document.activeElement !== document.body) start();
    return () => {
      done = true;
      form?.removeEventListener("focusin", start);
      form?.removeEventListener("pointerdown", start);
    };
  }, [id, validation, formRef]);
  return validation;
}

export function useSubmissionForm<Schema extends z.ZodObject>({
  id,
  schema,
  lastResult,
  defaultValue,
  onInvalidSubmit,
}: {
  /** The form's id: its fields are `${id}-${name}`, their messages `${id}-${name}-error`. */
  id: string;
  /** The form's schema (its keys in the order of the fields on the page): now on the server, loaded in the browser. */
  schema: SchemaSource<Schema>;
  /** What the action answered (`{ result }`), if anything. */
  lastResult?: FormResult | null;
  defaultValue?: Partial<Record<keyof z.input<Schema>, string>>;
  /** Called when a submit is stopped in the browser because a field is invalid (e.g. to show a toast). */
  onInvalidSubmit?: (errors: Record<string, string[]>, formData: FormData) => void;
}) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = React.useState(0);
  // The error summary shows once a submit was refused (in the browser or by the server), not on a blur.
  const [attempted, setAttempted] = React.useState(lastResult?.status === "error");
  const validation = useLoadedValidation(id, schema as SchemaSource<z.ZodObject>, formRef);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue: defaultValue as DefaultValue<z.input<Schema>>,
    // Read when the form is first rendered: the server's HTML carries them (the browser checks them without
    // JavaScript); in the browser the form is `noValidate` and the schema speaks once loaded.
    constraint: validation?.constraint,
    // Without JavaScript the browser checks the constraints before posting; with it, the schema does.
    // The browser's render starts with `noValidate` already (the attribute is set below), so Conform does
    // not render the whole form a second time, synchronously, right after hydration.
    defaultNoValidate: typeof document !== "undefined",
    // Until the schema is loaded nothing is checked on blur or while typing (Conform would post the form to
    // ask the server); a submit goes to the server, which answers with the field errors.
    shouldValidate: validation ? "onBlur" : "onSubmit",
    shouldRevalidate: validation ? "onInput" : "onSubmit",
    onValidate: validation
      ? ({ formData }) => validation.parse(formData) as Submission<z.input<Schema>, string[], z.output<Schema>>
      : undefined,
  });

  // The fields the reader left before the checks arrived (onBlur below): each is checked on arrival, as its
  // blur would have been (on a slow connection, an address typed wrong and left must not wait for the submit).
  // Conform took the checks in its layout effect, before this runs.
  const leftEarly = React.useRef<(string | undefined)[]>([]);
  React.useEffect(() => {
    if (validation) for (const name of leftEarly.current.splice(0)) if (name) form.validate({ name });
  }, [validation, form]);

  // The server's reply came in (JavaScript on): focus its first invalid field.
  React.useEffect(() => {
    if (lastResult?.status === "error") {
      setAttempted(true);
      setFocusRequest((n) => n + 1);
    }
  }, [lastResult]);

  // The server's HTML has no `novalidate` (without JavaScript the browser checks); React does not patch an
  // attribute that differs at hydration, so it is set here, once React (and the schema) can check instead.
  React.useLayoutEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  React.useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const validationOnly = submitter?.getAttribute("name") === "__intent__";
    if (event.defaultPrevented && !validationOnly) {
      setAttempted(true);
      setFocusRequest((n) => n + 1);
      const errors: Record<string, string[]> = {};
      const formData = new FormData(event.currentTarget);
      const submission = validation?.parse(formData);
      if (submission?.status === "error" && submission.error) {
        for (const [name, messages] of Object.entries(submission.error)) if (messages) errors[name] = messages;
      }
      onInvalidSubmit?.(errors, formData);
    }
  };

  // Without JavaScript (server-rendered reply), `autofocus` on the first invalid field does the same.
  const serverErrors = lastResult?.status === "error" ? (lastResult.error ?? {}) : {};
  const order = import.meta.env.SSR && validation ? validation.order : [];
  const firstInvalid = !hydrating() ? null : (order.find((name) => serverErrors[name]?.length) ?? null);

  // Leaving a field for the form's submit button does not validate on blur: the message it would insert
  // moves the button between mouse down and mouse up, and the click is lost. The submit validates anyway.
  // (Conform listens for focusout on the document, as does React, whose root is the document and whose
  // listener was added first: stopping the event there keeps it from Conform's.)
  const onBlur = (event: React.FocusEvent<HTMLFormElement>) => {
    if (!validation) leftEarly.current.push((event.target as { name?: string }).name);
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.type === "submit" && next.form === event.currentTarget) {
      event.nativeEvent.stopImmediatePropagation();
    }
  };

  const formProps = { ...getFormProps(form), ref: formRef, onSubmit, onBlur, suppressHydrationWarning: true };
  return {
    form,
    fields: fields as unknown as { [K in keyof z.input<Schema> & string]-?: FieldMetadata<unknown> } & AnyFields,
    formProps,
    /** Pass to <FieldFocus>: the field that takes `autofocus` in a server-rendered reply. */
    firstInvalid,
    /** Pass to <FormErrors>: a submit was refused, so the error summary shows (and follows the fixes). */
    attempted,
  };
}

/** Wraps a form's fields so the first invalid one of a server-rendered reply takes `autofocus`. */
export function FieldFocus({ first, children }: { first: string | null; children: React.ReactNode }) {
  return <FocusContext.Provider value={first}>{children}</FocusContext.Provider>;
}

/** The props every control gets from its field: id, name, value, constraints, ARIA, autofocus. */
export type ControlProps = {
  id: string;
  name: string;
  defaultValue?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  autoFocus?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/** The control props of a field, for controls `Field` cannot wrap (a picker, an editor, an upload). */
export function useControlProps(
  field: FieldMetadata<unknown>,
  { kind = "input", describedBy }: { kind?: "input" | "textarea"; describedBy?: string } = {},
): ControlProps {
  const firstInvalid = React.useContext(FocusContext);
  const props =
    kind === "textarea"
      ? getTextareaProps(field, { ariaDescribedBy: describedBy })
      : getInputProps(field, { type: "text", ariaDescribedBy: describedBy });
  const { type: _type, key: _key, form: _form, ...rest } = props as typeof props & { type?: string; form?: string };
  return {
    ...(rest as ControlProps),
    // `form` and `key` come from Conform for controls outside the <form>; ours are inside it.
    autoFocus: firstInvalid === field.name || undefined,
  };
}

/** The message under a field: its id is what the control's aria-describedby points at. */
export function FieldErrors({ field, className }: { field: FieldMetadata<unknown>; className?: string }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className={cn("text-sm font-medium text-destructive", className)}>
      {field.errors.join(", ")}
    </p>
  );
}

/** A labelled field: label, the control the render function draws with the given props, hint and message. */
export function Field({
  field,
  label,
  hint,
  kind = "input",
  labelAside,
  className,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: React.ReactNode;
  /** A line under the control that the control is described by. */
  hint?: React.ReactNode;
  kind?: "input" | "textarea";
  /** Something on the label's line (a "Forgot password?" link). */
  labelAside?: React.ReactNode;
  className?: string;
  children: (props: ControlProps) => React.ReactNode;
}) {
  const control = useControlProps(field, { kind, describedBy: hint ? field.descriptionId : undefined });
  return (
    <div className={cn("grid gap-2", className)}>
      {labelAside ? (
        <div className="flex items-center justify-between">
          <Label htmlFor={field.id}>{label}</Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={field.id}>{label}</Label>
      )}
      {children(control)}
      {hint ? (
        <p id={field.descriptionId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldErrors field={field} />
    </div>
  );
}

/**
 * A form's error summary from its Conform state: every field's messages (linked to the field) and the
 * form-level ones, shown once a submit was refused (`attempted`) and following the fixes as she makes them.
 * A form-level message alone (a refused sign-in, a rate limit) shows as the summary's only line.
 */
export function FormErrors({
  form,
  attempted = true,
  title,
  className,
}: {
  form: { id: string; errors?: string[]; errorId: string; allErrors?: Record<string, string[]> };
  attempted?: boolean;
  title?: string;
  className?: string;
}) {
  const all = form.allErrors ?? (form.errors ? { "": form.errors } : {});
  const items: SummaryItem[] = [];
  for (const [name, messages] of Object.entries(all)) {
    if (!messages?.length) continue;
    if (name === "") items.push(...messages.map((message) => ({ message })));
    else items.push({ message: messages.join(", "), fieldId: `${form.id}-${name}`, name });
  }
  const formLevel = all[""]?.length ? all[""] : null;
  // A form-level message is always shown (the server answered it); field messages once a submit was refused.
  const shown = attempted ? items : items.filter((item) => !item.fieldId);
  if (shown.length === 0) return null;
  return (
    <div id={formLevel ? form.errorId : undefined} className={className}>
      <ErrorSummary items={shown} title={title} autoFocus={hydrating() && attempted ? true : undefined} />
    </div>
  );
}

export { ERROR_SUMMARY_TITLE, ErrorSummary, type SummaryItem } from "./error-summary.tsx";
