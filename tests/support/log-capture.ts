import { createLogger } from "#app/lib/logger.server";

export type LogRecord = Record<string, unknown> & { level: number; msg: string };

/** The app's logger, configured as in production, writing its JSON lines here instead of stdout. */
export function captureLogs() {
  const lines: string[] = [];
  const logger = createLogger({
    level: "info",
    destination: { write: (chunk: string) => void lines.push(...chunk.split("\n").filter(Boolean)) },
  });
  return {
    logger,
    /** Everything written, as the text a log collector would receive. */
    text: () => lines.join("\n"),
    records: () => lines.map((line) => JSON.parse(line) as LogRecord),
    clear: () => void lines.splice(0),
  };
}

/** pino's number for the error level. */
export const ERROR_LEVEL = 50;
