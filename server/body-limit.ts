import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { siteName } from "#app/lib/site.ts";
import { escapeHtml } from "#app/lib/text.ts";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "#platform/uploads.ts";

/**
 * Request bodies are capped before anything reads them.
 * One mechanism sits in front of every body reader (React Router actions'
 * `request.formData()`, better-auth's JSON under /api/auth, the upload parser,
 * anything added later): a limit per kind of request, checked against
 * Content-Length at once and counted chunk by chunk as a body without one
 * streams in. Past the limit the request is answered 413 (JSON under /api,
 * a small HTML page otherwise), nothing more of the body is read or kept,
 * the reader never sees an end of body (so a truncated form is never
 * acted on), and the connection is closed.
 */
const KB = 1024;
const MB = 1024 * KB;

/** Forms, auth JSON and every other body. */
export const DEFAULT_BODY_LIMIT = 64 * KB;
/** Multipart overhead around an upload's 10 MB (boundaries, part headers, a few fields). */
export const MULTIPART_OVERHEAD = 64 * KB;
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;
/**
 * The article editor posts multipart: up to 200,000 characters of content (at most 800 KB of UTF-8,
 * app/domain/articles/schema.ts) and, without JavaScript, the image itself (10 MB). 1 MB of headroom
 * on top of the image, the same figure app/routes/articles/article-form.server.ts checks.
 */
export const ARTICLE_BODY_LIMIT = MAX_UPLOAD_BYTES + 1 * MB;

/**
 * The newsletter composer posts up to 50,000 characters of free text (app/domain/newsletter/rules.ts), up
 * to 200 KB of UTF-8 and three times that once form-encoded, beside the subject, intro and articles.
 */
export const NEWSLETTER_BODY_LIMIT = 768 * KB;

/** How long a refused connection may stay half-open so the client reads the 413 before it is dropped. */
const LINGER_MS = 2_000;

type Kind = { limit: number; message: string };

const TOO_LARGE = (limit: number) =>
  `This request is too large. The most this address accepts is ${formatBytes(limit)}.`;

function formatBytes(bytes: number) {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / KB)} KB`;
}

/** The article editor's pages; with JavaScript, React Router posts the same form to `<path>.data`. */
const ARTICLE_WRITE = /^\/(?:articles\/add|admin\/articles\/new|articles\/[^/]+\/edit)(?:\.data|\/_\.data|\/)?$/;

/**
 * The admin's forms that may carry an image posted without JavaScript (a new product, a product's page, a
 * new interview, an interview's page, a new person, a person's page): the article editor's limit, the figure
 * app/lib/upload-form.server.ts checks. Past it the answer says the image is too large, which is what makes
 * such a body that big.
 */
const IMAGE_FORM_WRITE = /^\/admin\/(?:catalogue|interviews|people)\/[^/]+(?:\.data|\/_\.data|\/)?$/;

/**
 * An interview's conversation (app/routes/admin/interview-conversation.tsx), posted multipart. What its
 * fields' own maximum lengths let through always arrives, so an over-long conversation is answered with its
 * message and the text kept rather than cut off here: 40 questions of 300 and answers of 5,000 characters
 * and a 3,000-character introduction (CONVERSATION_LIMITS) are 215,000 characters, at most 645 KB of
 * UTF-8, beside 82 part headers. The whole is then refused past 60,000 characters, with its reason.
 */
export const CONVERSATION_BODY_LIMIT = 768 * KB;
const CONVERSATION_WRITE = /^\/admin\/interviews\/[^/]+\/conversation(?:\.data|\/_\.data|\/)?$/;

/** The newsletter composer's pages (new issue, an issue), also at their single-fetch addresses. */
const NEWSLETTER_WRITE = /^\/admin\/newsletter\/(?:new|issues\/[^/]+)(?:\.data|\/_\.data|\/)?$/;

/** The limit that applies to a request, by its path. */
export function bodyKind(path: string): Kind {
  if (path === "/api/uploads") return { limit: UPLOAD_BODY_LIMIT, message: UPLOAD_MESSAGES.tooLarge };
  if (ARTICLE_WRITE.test(path)) return { limit: ARTICLE_BODY_LIMIT, message: TOO_LARGE(ARTICLE_BODY_LIMIT) };
  if (IMAGE_FORM_WRITE.test(path)) return { limit: ARTICLE_BODY_LIMIT, message: UPLOAD_MESSAGES.tooLarge };
  if (CONVERSATION_WRITE.test(path))
    return { limit: CONVERSATION_BODY_LIMIT, message: TOO_LARGE(CONVERSATION_BODY_LIMIT) };
  if (NEWSLETTER_WRITE.test(path)) return { limit: NEWSLETTER_BODY_LIMIT, message: TOO_LARGE(NEWSLETTER_BODY_LIMIT) };
  return { limit: DEFAULT_BODY_LIMIT, message: TOO_LARGE(DEFAULT_BODY_LIMIT) };
}

type Pushable = IncomingMessage & { push: (chunk: unknown, encoding?: BufferEncoding) => boolean };

function refuse(req: Request, res: Response, kind: Kind, received: number) {
  const socket = req.socket;
  // Nothing more of the body reaches a reader (its stream never ends, so a cut form is never acted on),
  // and the socket reads no more: what the client still sends waits in the kernel's buffers.
  (req as Pushable).push = () => false;
  socket.pause();
  req.log?.warn(
    { limit: kind.limit, received, declared: req.headers["content-length"] ?? null },
    "request body too large",
  );
  if (res.headersSent) {
    socket.destroy();
    return;
  }
  // `Connection: close` so the client does not send its next request on this connection. Node then ends
  // the connection through destroySoon() as soon as the answer is written; done at once, the unread body
  // still queued makes the kernel reset the connection, and the reset can reach the client before it
  // has read the 413. So close gently instead: FIN after the answer, then drop it a moment later.
  socket.destroySoon = function lingeringClose(this: typeof socket) {
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
  res.once("finish", () => {
    // Node resumes an unread request once its answer is out (reading and discarding it): stop that.
    setImmediate(() => socket.pause());
  });
  res.status(413).set("Connection", "close").set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ error: kind.message });
  else {
    res
      .type("html")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Request too large | ${escapeHtml(siteName())}</title></head>` +
          `<body><h1>Request too large</h1><p>${escapeHtml(kind.message)}</p><p><a href="/">Back to Home</a></p></body></html>`,
      );
  }
}

/**
 * Express middleware; mount it before anything that reads a body. `kindFor` picks the limit
 * (tests pass a smaller one).
 */
export function limitRequestBodies(kindFor: (path: string) => Kind = bodyKind): RequestHandler {
  return (req, res, next) => {
    const hasBody = req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
    if (!hasBody) return next();
    const kind = kindFor(req.path);
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > kind.limit) return refuse(req, res, kind, 0);

    // Count the body as the HTTP parser hands it over (it calls `push` on the request for each chunk),
    // before any reader (formData, JSON, busboy) sees it.
    const message = req as Pushable;
    const push = message.push.bind(message);
    // The parser may already have handed over the first bytes (those that came with the headers).
    let received = message.readableLength;
    if (received > kind.limit) return refuse(req, res, kind, received);
    let refused = false;
    message.push = (chunk, encoding) => {
      if (refused) return false;
      if (chunk !== null && chunk !== undefined) {
        received += typeof chunk === "string" ? Buffer.byteLength(chunk, encoding) : (chunk as Uint8Array).byteLength;
        if (received > kind.limit) {
          refused = true;
          refuse(req, res, kind, received);
          return false;
        }
      }
      return push(chunk, encoding);
    };
    next();
  };
}
