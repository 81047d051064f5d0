import crypto from "node:crypto";
import { authSecret } from "./auth-secret.ts";
import { once } from "./stand-in.ts";

const subjectHashKey = once(() =>
  crypto.createHmac("sha256", authSecret()).update("moderation-audit-subject").digest(),
);

/**
 * What a moderation audit entry about an anonymous message keeps instead of its sender's id: a keyed hash
 * of the id (HMAC-SHA256 under a key derived from the server's secret). The log, its page and anything
 * read from the table name nobody; her own data download, which knows her id, still finds the entries
 * about her, and her standing as a reporter still counts them.
 */
export function auditSubjectKey(userId: string): string {
  return crypto.createHmac("sha256", subjectHashKey()).update(userId).digest("base64url");
}
