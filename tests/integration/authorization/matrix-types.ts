import type { Actor } from "./world";

/** What each caller gets: the matrix's words (see matrix.ts). */
export type Outcome =
  | "ok"
  | `redirect /${string}`
  | "400"
  | "401"
  | "402"
  | "403"
  | "404"
  | "405"
  | "409"
  | "422"
  | "503";
export type Expectation = Record<Actor, Outcome>;
export type RouteRule = {
  loader?: Expectation;
  /** Routes whose action takes no intent. */
  action?: Expectation;
  /** Routes whose action dispatches on `intent`: one row per intent. */
  intents?: Record<string, Expectation>;
  /**
   * Rows whose redirect is the success answer (the form saves, then goes to the panel), by actor:
   * these may change the caller's own data. Every other redirect is a refusal and changes nothing.
   */
  succeeds?: Record<string, readonly Actor[]>;
};
