import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { Db } from "#app/db/client.server";
import { queryRows } from "#app/db/client.server";

/** How many generated submissions each form must survive (issue 10: at least 10.000). */
export const HOSTILE_RUNS = Number(
  // The full count on PGlite; the PostgreSQL pass repeats a fifth of it (same code, other engine).
  process.env.HOSTILE_RUNS ?? (process.env.TEST_DB === "postgres" ? 2_000 : 10_000),
);

/** Stored-XSS, template and SQL-shaped payloads, and the LIKE/escape characters of a search box. */
export const HOSTILE_PAYLOADS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "</script><script>alert(document.cookie)</script>",
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "%",
  "_",
  "\\",
  "'",
  "\u0000",
  "\u202e",
  "🏠".repeat(40),
] as const;

/** Fields no form may take from the browser: who the user is, what they paid, what they are. */
export const FORBIDDEN_FIELDS = [
  "userId",
  "user_id",
  "role",
  "status",
  "payment_status",
  "paymentStatus",
  "price",
  "id",
  "emailVerified",
  "sale_confirmed",
  "marketingActive",
  "__proto__",
  "constructor",
  "prototype",
] as const;

/** One hostile value: wrong types spelled as text, huge, control characters, any code point, payloads. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 120 }),
  fc.constantFrom(...HOSTILE_PAYLOADS),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    "",
    " ",
    "true",
    "false",
    "null",
    "undefined",
    "NaN",
    "-1",
    "1e309",
    "[]",
    "{}",
    "[object Object]",
  ),
  fc.nat({ max: 12_000 }).map((length) => "x".repeat(length)),
  fc.emailAddress(),
);

/**
 * A form submission: the form's own fields with hostile values (missing, repeated as if an array,
 * or odd), plus forbidden extra fields. Entries, because a form can repeat a name.
 */
export function hostileSubmission(
  fields: readonly string[],
  fixed: Record<string, string> = {},
): fc.Arbitrary<Array<[string, string]>> {
  const own = fc.dictionary(
    fc.constantFrom(...fields),
    fc.array(hostileValue, { minLength: 1, maxLength: 3 }),
    {
      maxKeys: fields.length,
    },
  );
  const extra = fc.dictionary(fc.constantFrom(...FORBIDDEN_FIELDS), hostileValue, { maxKeys: 4 });
  return fc
    .tuple(own, extra)
    .map(([ownValues, extraValues]) => [
      ...Object.entries(fixed),
      ...Object.entries(ownValues).flatMap(([name, values]) =>
        values.map((value): [string, string] => [name, value]),
      ),
      ...Object.entries(extraValues),
    ]);
}

/** A same-origin urlencoded POST as a browser would send it. */
export function hostileRequest(url: string, entries: Array<[string, string]>, cookie?: string): Request {
  const body = new URLSearchParams();
  for (const [name, value] of entries) body.append(name, value);
  return new Request(url, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(url).origin,
      "sec-fetch-site": "same-origin",
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** Every text a response gives back (field errors, alerts), to check the language and the echo. */
export function textsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) textsOf(item, into);
  return into;
}

/** Zod's and the libraries' English defaults: a user must never read one of these. */
export const ENGLISH_MESSAGE =
  /\b(Invalid|Required|Expected|must be|should be|is not|Unrecognized|String must)\b/;

/** A fingerprint of every row of the tables a form could change: equal before and after a refusal. */
export async function tablesFingerprint(db: Db, tables: readonly string[]): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ n: number; digest: string | null }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`,
      ),
    );
    parts.push(`${table}:${row?.n}:${row?.digest}`);
  }
  return parts.join(" ");
}
