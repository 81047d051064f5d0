import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { FormRules, Validate } from "#app/components/forms/form-rules.ts";
import { parseSubmission } from "#app/lib/forms.ts";

/** The rules of a form whose schema is in the page's script already: constraints from it, checked at once. */
export function schemaRules<Schema extends z.ZodObject>(schema: Schema): FormRules<Schema> {
  const validate: Validate = (formData) => parseSubmission(formData, schema) as ReturnType<Validate>;
  return { constraint: getZodConstraint(schema), loaded: validate, load: () => Promise.resolve(validate) };
}
