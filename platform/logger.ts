import { createRequire } from "node:module";
import { pino, type Logger } from "pino";
import type PinoPretty from "pino-pretty";
import { config } from "./config.ts";
import { isDeliberateLink, redactFields, redactSecrets } from "./redact.ts";
import { standIn } from "./stand-in.ts";

/**
 * The process logger, made at its first use (importing this module reads no setting). No log line carries a
 * token (verification, reset, setup: platform/redact.ts), a password, a cookie or an authorization header. The two log lines whose purpose is a one-time link
 * (the development outbox without SMTP, the start-up admin setup link) mark themselves and keep it.
 */
/**
 * On a terminal, one readable coloured line per event (pino-pretty, in this process, written synchronously so
 * nothing is lost at exit); otherwise, or with LOG_FORMAT=json, one JSON object per line for a log collector.
 * pino-pretty is a development dependency, loaded only when a terminal reads the log: an installation without
 * it (`npm ci --omit=dev`) writes JSON on a terminal too, and refuses LOG_FORMAT=pretty with a clear message.
 */
function loadPretty(): typeof PinoPretty | null {
  const wanted = config.LOG_FORMAT === "pretty" || (config.LOG_FORMAT === "auto" && process.stdout.isTTY === true);
  if (!wanted) return null;
  try {
    // Loaded where the logger is made, which is synchronous; pino-pretty is CommonJS.
    return createRequire(import.meta.url)("pino-pretty") as typeof PinoPretty;
  } catch (error) {
    if ((error as { code?: string }).code !== "MODULE_NOT_FOUND" || config.LOG_FORMAT === "pretty") {
      throw new Error("LOG_FORMAT=pretty needs pino-pretty, a development dependency (npm install)", { cause: error });
    }
    return null;
  }
}

let made: { logger: Logger; pretty: boolean } | undefined;

function processLogger() {
  made ??= makeLogger();
  return made;
}

/** The process logger (a stand-in: the logger is made at the first line logged, or by `prettyLogs()`). */
export const logger: Logger = standIn(() => processLogger().logger, { bindMethods: true });

/** Whether the log is written for a person at a terminal (pino-pretty) rather than as JSON lines. */
export function prettyLogs(): boolean {
  return processLogger().pretty;
}

function makeLogger() {
  const pretty = loadPretty();
  return { logger: pinoLogger(pretty), pretty: pretty !== null };
}

function pinoLogger(pretty: typeof PinoPretty | null): Logger {
  return pino(
    {
      level: config.NODE_ENV === "test" && !process.env.LOG_LEVEL ? "silent" : config.LOG_LEVEL,
      base: { service: "wellness-circle" },
      redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.password"], remove: true },
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (typeof first === "string")
            return method.apply(this, [redactSecrets(first), ...rest] as Parameters<typeof method>);
          const fields =
            first && typeof first === "object" && !(first instanceof Error) ? (first as Record<string, unknown>) : null;
          if (fields && isDeliberateLink(fields)) return method.apply(this, args);
          const message = rest.map((part) => (typeof part === "string" ? redactSecrets(part) : part));
          return method.apply(this, [fields ? redactFields(fields) : first, ...message] as Parameters<typeof method>);
        },
      },
    },
    pretty
      ? pretty({
          colorize: process.stdout.isTTY === true,
          sync: true,
          translateTime: "SYS:HH:MM:ss",
          ignore: "pid,hostname,service,req,res,responseTime",
          singleLine: true,
          // A request as a person reads it: "GET /articles 200 12 ms" (the JSON lines keep every field).
          messageFormat: (log, messageKey) => {
            const req = log.req as { method?: string; url?: string } | undefined;
            const res = log.res as { statusCode?: number } | undefined;
            if (req?.method && res?.statusCode)
              return `${req.method} ${req.url} ${res.statusCode} ${String(log.responseTime)} ms`;
            return String(log[messageKey] ?? "");
          },
        })
      : // JSON for a collector, written asynchronously: under load, the lines waiting for one write go out in
        // the next, instead of one system call per line on the request's path. pino flushes what is left at exit.
        pino.destination({ dest: 1, sync: false }),
  );
}
