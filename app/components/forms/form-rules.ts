import type { Submission } from "@conform-to/react";
import type { z } from "zod";

/** A field's constraints as attributes (required, length, pattern…), the shape Conform renders. */
export type Constraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
  accept?: string;
};

/** A form's check in the browser: the posted fields to Conform's submission (values, or messages by field). */
export type Validate = (formData: FormData) => Submission<Record<string, unknown>>;

/**
 * What `useSubmissionForm` needs of a form's schema: the constraints its fields render (and the browser
 * checks without JavaScript), and the check itself. A form whose schema is not in its page's first
 * script (zod and the schema load when the form is first used) gives its constraints written out, kept
 * equal to the schema's by a test, and `load`; a form that has the schema at hand gives `schemaRules`.
 */
export type FormRules<Schema extends z.ZodObject> = {
  /** Each field's constraints, keyed in the order of the fields on the page. */
  constraint: Record<string, Constraint>;
  /** The check, when it is already loaded. */
  loaded?: Validate;
  /** Loads the check (the schema and zod). */
  load: () => Promise<Validate>;
  /** Carries the schema's type only (the fields' names and values). */
  readonly schema?: Schema;
};
