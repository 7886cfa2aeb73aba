/**
 * How an error reaches the logs: its class, a message and a stack — never the values it carries.
 * Drizzle puts a failed query's parameters (a buyer's name, e-mail, message…) in its message and
 * in `params`; PostgreSQL puts a refused row in `detail` and a refused value in the message of a
 * data exception (`invalid input syntax for type uuid: "…"`). pino's own serializer writes every
 * enumerable property and the message as thrown; this one writes only what is listed here.
 */
export type LoggedError = {
  /** The error's class (`DrizzleQueryError`, `TypeError`…). */
  type: string;
  message: string;
  /** The call frames, under a first line rebuilt from `type` and the cleaned message. */
  stack?: string;
  /** PostgreSQL's SQLSTATE and the names it reports: identifiers, never values. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

const MAX_MESSAGE = 1_000;
const MAX_FRAMES = 30;
const MAX_CAUSES = 3;
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Class 22, data exception: its messages quote the value that was refused. */
const DATA_EXCEPTION = /^22/;
const QUOTED = /"(?:[^"\\]|\\.)*"/g;
const FRAME = /^\s+at /;

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    // A thrown string or object may be anything a user typed: only its kind.
    return { type: error === null ? "null" : typeof error, message: "(no Error object thrown)" };
  }
  const fields = databaseFields(error);
  const type = errorClass(error, fields.code !== undefined);
  const message = cleanMessage(error.message, fields.code);
  const logged: LoggedError = { type, message, ...fields };
  const frames = (error.stack ?? "").split("\n").filter((line) => FRAME.test(line));
  if (frames.length > 0) logged.stack = [`${type}: ${message}`, ...frames.slice(0, MAX_FRAMES)].join("\n");
  if (error.cause !== undefined && error.cause !== error && depth < MAX_CAUSES)
    logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** PGlite's bundle minifies its error class to a letter: an error with an SQLSTATE is a database's. */
function errorClass(error: Error, isDatabaseError: boolean): string {
  const className = error.constructor?.name ?? "";
  if (className.length > 2 && className !== "Error") return className;
  if (isDatabaseError) return "DatabaseError";
  return error.name && error.name !== "error" ? error.name : "Error";
}

function cleanMessage(message: string, code: string | undefined): string {
  // Drizzle: "Failed query: <sql with $1…>\nparams: <the values>". The SQL names no value.
  let cleaned = message.split(/\r?\nparams:/, 1)[0] ?? "";
  if (code && DATA_EXCEPTION.test(code)) cleaned = cleaned.replace(QUOTED, '"[oculto]"');
  return cleaned.length > MAX_MESSAGE ? `${cleaned.slice(0, MAX_MESSAGE)}…` : cleaned;
}

function databaseFields(error: Error): Pick<LoggedError, "code" | "constraint" | "table" | "column"> {
  const fields = error as Partial<Record<"code" | "constraint" | "table" | "column", unknown>>;
  if (typeof fields.code !== "string" || !SQLSTATE.test(fields.code)) return {};
  const picked: Pick<LoggedError, "code" | "constraint" | "table" | "column"> = { code: fields.code };
  for (const name of ["constraint", "table", "column"] as const) {
    const value = fields[name];
    if (typeof value === "string" && value.length <= 128) picked[name] = value;
  }
  return picked;
}

/**
 * The route a request matched, as its pattern: `/solicitud/:token` rather than the token itself.
 * `params` are the ones React Router matched (decoded); `.data` (single fetch) is dropped.
 */
export function routePattern(pathname: string, params: Record<string, string | undefined>): string {
  let path = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const splat = params["*"];
  if (splat) {
    const encoded = splat.split("/").map(encodeURIComponent).join("/");
    if (path.endsWith(`/${encoded}`)) path = `${path.slice(0, -encoded.length)}*`;
  }
  const names = new Map(
    Object.entries(params).flatMap(([name, value]) =>
      name !== "*" && value ? [[value, name] as const] : [],
    ),
  );
  return path
    .split("/")
    .map((segment) => {
      const name = names.get(safeDecode(segment));
      return name ? `:${name}` : segment;
    })
    .join("/");
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
