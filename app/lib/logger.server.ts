import pino from "pino";

/** JSON logs. Secrets never reach a line: these paths are censored wherever they appear. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { service: "zaguan" },
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
});

export type Logger = typeof logger;
