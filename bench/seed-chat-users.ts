/**
 * The chat benchmark's senders, prepared directly in the database: COUNT verified users and a session for
 * each, inserted as rows, and the signed session cookie a browser would hold (better-auth's own format:
 * the session token, a dot and its HMAC-SHA256 under the auth secret). No sign-up or sign-in endpoint is
 * called, so the site's abuse limits are neither tripped nor raised.
 *
 * Run by bench/chat.ts before the server starts, against the bench's DATA_DIR (`node
 * bench/seed-chat-users.ts`, COUNT in the environment): migrates and prints the cookies as JSON.
 */
import { database } from "#platform/db.ts";
import { prepareChatSenders } from "#tests/helpers/chat-senders.ts";

await database.migrate();
const { cookies } = await prepareChatSenders(Number(process.env.COUNT ?? 10));
await database.close();
process.stdout.write(JSON.stringify(cookies));
