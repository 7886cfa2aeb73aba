import type express from "express";
import type { Logger } from "#app/lib/logger.server";

const SERVER_ERROR = "¡Ups! Algo salió mal. Inténtalo de nuevo en unos minutos.";
const NOT_FOUND = "No encontrado";
const BAD_REQUEST = "La petición no es válida.";

/**
 * The last middleware: an error no route answered (a middleware's, or one thrown before React
 * Router's own handling) leaves the same JSON line as a route's (app/entry.server.tsx
 * handleError): error level, request id, the path without its query, the method and the error as
 * lib/error-log.ts writes it — never a stack on stderr with the query's parameters. A client's
 * mistake (a 4xx the error carries: a missing built file, a body cut short) and a request given up
 * on are answered without an error line.
 */
export function answerUnhandledErrors(log: Logger): express.ErrorRequestHandler {
  return (error, req, res, next) => {
    const status = clientErrorStatus(error) ?? 500;
    if (status >= 500 && !req.destroyed) {
      log.error(
        { requestId: res.locals.requestId, route: req.path, method: req.method, err: error },
        "unhandled error",
      );
    }
    // Part of the answer is sent: Express's default ends the connection.
    if (res.headersSent) return next(error);
    res
      .status(status)
      .type("text/plain; charset=utf-8")
      .send(status >= 500 ? SERVER_ERROR : status === 404 ? NOT_FOUND : BAD_REQUEST);
  };
}

function clientErrorStatus(error: unknown): number | null {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const given = typeof status === "number" ? status : statusCode;
  return typeof given === "number" && given >= 400 && given < 500 ? given : null;
}
