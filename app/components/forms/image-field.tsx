import type { ReactNode } from "react";
import { ImageUpload } from "#app/components/articles/image-upload.tsx";
import { PlainField, type PlainErrors } from "#app/components/forms/plain-field.tsx";

/**
 * An image and, when the form has one, its alt text (the product, interview and people forms): the image
 * through the upload path the articles use (uploaded on its own once React runs, posted with the form
 * without it, so the form must be `multipart/form-data`), its error beside it, then the alt text as a plain
 * field. The route reads the post with `readFormWithImage(request, name)`.
 */
export function ImageField({
  name,
  label,
  url,
  errors,
  alt,
}: {
  /** The form field that carries the image's url (the file itself is posted as `image`). */
  name: string;
  label: ReactNode;
  url: string;
  errors: PlainErrors;
  /** The alt text's field, when the image has one. */
  alt?: { name: string; label: ReactNode; hint?: ReactNode; value: string; required?: boolean };
}) {
  const error = errors[name]?.[0];
  const labelId = `${name}-label`;
  return (
    <>
      <div>
        <p id={labelId} className="block text-sm font-medium">
          {label}
        </p>
        <div className="mt-1.5">
          <ImageUpload
            name={name}
            defaultUrl={url || null}
            labelledBy={labelId}
            describedBy={error ? `${name}-error` : undefined}
            invalid={Boolean(error)}
          />
        </div>
        {error ? (
          <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      {alt ? (
        <PlainField name={alt.name} label={alt.label} hint={alt.hint} errors={errors}>
          {(control) => <input {...control} required={alt.required} maxLength={200} defaultValue={alt.value} />}
        </PlainField>
      ) : null}
    </>
  );
}
