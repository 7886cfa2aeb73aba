/**
 * The one check that a value from a URL or a form is a UUID, before it reaches a query: PostgreSQL
 * refuses a malformed `uuid` with an error (22P02) where the caller wants "not found". Any version
 * passes, as PostgreSQL takes any; a schema field uses Zod's `z.uuid()`. Copies of the pattern
 * elsewhere fail `app/house-rules.test.ts`.
 */
export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const UUID = new RegExp(`^${UUID_SOURCE}$`, "i");

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);
