/**
 * The vault's size limits, apart from its schemas (vault-rules.ts): the browser's sync engine batches
 * requests by them, and importing the schemas there would ship the validation library to every page that
 * records a save (the quiz among them).
 */

/**
 * What one member may keep: 8,000 records (ten years of daily health-log days, cycle entries and every quiz,
 * with room) and 8 MiB of sealed bytes (those ten years at the 1 KB size are under 4 MiB; only long notes
 * reach the 8 KB size). The panel shows her how much she uses; a save past it is refused and kept on her
 * device, so nothing is lost.
 */
export const VAULT_QUOTA = { records: 8000, bytes: 8 * 1024 * 1024 } as const;
/** Records in one request: a request stays under the 64 KB body limit even with the larger size. */
export const MAX_RECORDS_PER_REQUEST = 40;
/** Largest total of blob characters in one request (the body limit is 64 KB). */
export const MAX_BLOB_CHARS_PER_REQUEST = 60_000;
