/**
 * Text people send is stored as given, except for NUL (U+0000): PostgreSQL
 * text cannot hold it (the insert fails), and no form or chat message needs
 * it. Every place that reads text from a request passes it through here.
 */
export function storableText(value: string): string {
  return value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
}

/** The same, for every string inside a JSON body (objects and arrays, in place). */
export function storableJson<T>(value: T): T {
  if (typeof value === "string") return storableText(value) as T;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) value[index] = storableJson(value[index]);
    return value;
  }
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = storableJson(record[key]);
  }
  return value;
}

/**
 * Text put into HTML or XML (mails, the 413 page, SVG avatars): the five
 * characters that can end an element or an attribute become numeric
 * references, so the result is safe in text and in quoted attributes.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
