import express, { type RequestHandler } from "express";
import { DEFAULT_BODY_LIMIT } from "./body-limit.ts";

/** Deeper than any body the auth endpoints take (theirs are two levels at most). */
export const MAX_JSON_DEPTH = 16;

/** Whether a JSON text nests arrays or objects deeper than `max`, found by a scan, before any parser recurses. */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return false;
}

export const TOO_DEEP_MESSAGE = "The request body is nested too deeply.";

/**
 * Reads a body for the auth handler (within the body limit, which answered 413 already when over) and
 * refuses one nested too deeply with 400, so no parser or validator recurses through it. The auth handler
 * takes the text read here as the body.
 */
export function refuseDeepJson(): RequestHandler[] {
  return [
    express.text({ type: () => true, limit: DEFAULT_BODY_LIMIT }),
    (req, res, next) => {
      if (typeof req.body === "string" && jsonDepthExceeds(req.body)) {
        res.status(400).json({ message: TOO_DEEP_MESSAGE });
        return;
      }
      next();
    },
  ];
}
