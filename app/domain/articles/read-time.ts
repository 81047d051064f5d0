/** Words in an HTML fragment: tags removed, entities count as spaces/letters. */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Words / 200, rounded up; empty content counts as 1 minute. */
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / 200));
}

export function formatReadTime(html: string): string {
  return `${readTimeMinutes(html)} min read`;
}
