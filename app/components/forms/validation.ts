import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";
import { parseSubmission } from "#app/lib/forms.ts";

/**
 * What a form's schema gives its page: the constraints the fields carry as attributes (required, lengths,
 * pattern) and the check a submit, a blur or a keystroke runs. The server renders with it at once; the
 * browser imports this module and the schema after hydration (`useSubmissionForm`), so neither zod nor the
 * schema is in a form page's first load (issue 62).
 */
export type FormValidation = {
  constraint: ReturnType<typeof getZodConstraint>;
  parse: (formData: FormData) => ReturnType<typeof parseSubmission>;
  /** The schema's keys, in the order of the fields on the page. */
  order: string[];
};

export function formValidation(schema: z.ZodObject): FormValidation {
  return {
    constraint: getZodConstraint(schema),
    parse: (formData) => parseSubmission(formData, schema),
    order: Object.keys(schema.shape),
  };
}
