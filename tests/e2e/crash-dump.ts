/**
 * Run by the crash-safety test after the restarted server has stopped: opens
 * the DATA_DIR's database (or DATABASE_URL) the way the server does and prints
 * the rows the test wrote (chat messages, articles, contact messages and
 * proposals whose text carries MARKER) as JSON, so every acknowledged write
 * can be compared with what is really stored.
 */
import { asc, like } from "drizzle-orm";
import { database, db, schema } from "#platform/db.ts";

const marker = process.env.MARKER;
if (!marker) throw new Error("MARKER is required");
const pattern = `%${marker}%`;

const [chat, articles, contacts, proposals] = await Promise.all([
  db
    .select({
      id: schema.chatMessages.id,
      topic: schema.chatMessages.topic,
      content: schema.chatMessages.content,
      userId: schema.chatMessages.userId,
    })
    .from(schema.chatMessages)
    .where(like(schema.chatMessages.content, pattern))
    .orderBy(asc(schema.chatMessages.id)),
  db
    .select({
      slug: schema.articles.slug,
      title: schema.articles.title,
      category: schema.articles.category,
      excerpt: schema.articles.excerpt,
      content: schema.articles.content,
      imageDescription: schema.articles.imageDescription,
    })
    .from(schema.articles)
    .where(like(schema.articles.title, pattern)),
  db
    .select({
      name: schema.contactMessages.name,
      email: schema.contactMessages.email,
      message: schema.contactMessages.message,
    })
    .from(schema.contactMessages)
    .where(like(schema.contactMessages.message, pattern)),
  db
    .select({
      name: schema.proposals.name,
      company: schema.proposals.company,
      email: schema.proposals.email,
      proposal: schema.proposals.proposal,
    })
    .from(schema.proposals)
    .where(like(schema.proposals.proposal, pattern)),
]);
await database.close();
process.stdout.write(JSON.stringify({ chat, articles, contacts, proposals }));
