import pino from "pino";
import { serializeError } from "./error-log";

/**
 * JSON logs. Secrets never reach a line: these paths are censored wherever they appear, and an
 * error under `err` is written as its class, cleaned message and stack only (lib/error-log.ts),
 * never the query parameters or rows it carries.
 */
export function createLogger({
  level = process.env.LOG_LEVEL ?? "info",
  destination,
}: {
  level?: string;
  destination?: pino.DestinationStream;
} = {}) {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "zaguan" },
    serializers: { err: serializeError },
    redact: {
      paths: [
        "password",
        "*.password",
        "newPassword",
        "*.newPassword",
        "token",
        "*.token",
        "headers.cookie",
        "headers.authorization",
        "*.headers.cookie",
        "*.headers.authorization",
        "card",
        "*.card",
        "cardNumber",
        "*.cardNumber",
      ],
      censor: "[oculto]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();

export type Logger = typeof logger;
