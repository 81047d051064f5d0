import { pino } from "pino";
import { config } from "./config.ts";

export const logger = pino({
  level: config.NODE_ENV === "test" && !process.env.LOG_LEVEL ? "silent" : config.LOG_LEVEL,
  base: { service: "wellness-circle" },
  redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.password"], remove: true },
});
