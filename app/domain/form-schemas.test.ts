import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { z } from "#app/lib/zod";
import { normalizeAdminSearch } from "./admin/query";
import { offerSchema } from "./leads/offers/offer.schema";
import { PORTAL_PARAM, parsePortalQuery } from "./listings/filters";
import { listingSchema } from "./sale/listing.schema";

/**
 * Every text a form keeps is clean, field by field: whatever string a field is sent (any
 * character, control characters, line separators and bidi controls most of all), it is either
 * refused or comes out with no control character but LF and tab and no bidi control. This is the
 * cheap layer of the hostile-input tests (tests/integration/hostile/): the class of bug they found
 * last — a field written as a bare `z.string()`, so a NUL reached PostgreSQL — is found here in
 * milliseconds, for every field of every form schema, new ones included (the glob below), at
 * counts the database layer could not afford (docs/benchmarks/test-suite.md).
 */

/** Every module that declares forms: `*.schema.ts` and `schemas.ts` under app/domain/. */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.schema.ts", "./**/schemas.ts"], {
  eager: true,
});

/** Schemas built by a function, called as their routes call them. */
const FACTORY_SCHEMAS: Record<string, z.ZodType> = {
  "leads/offers/offer.schema.ts offerSchema": offerSchema("2026-11-26"),
  "sale/listing.schema.ts listingSchema (con DNI)": listingSchema({ requireDni: true }),
};

/** The object schemas inside an exported schema: itself, a pipe's input, a union's options. */
function objectSchemas(schema: unknown): z.ZodObject[] {
  if (schema instanceof z.ZodObject) return [schema];
  if (schema instanceof z.ZodPipe) return objectSchemas(schema.in);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap(objectSchemas);
  return [];
}

const FIELDS = [
  ...Object.entries(modules).flatMap(([path, exports]) =>
    Object.entries(exports).flatMap(([name, value]) =>
      objectSchemas(value).flatMap((schema, index) =>
        Object.entries(schema.shape).map(([field, fieldSchema]) => ({
          where: `${path.slice(2)} ${name}${index ? `[${index}]` : ""}.${field}`,
          field,
          schema: fieldSchema as z.ZodType,
        })),
      ),
    ),
  ),
  ...Object.entries(FACTORY_SCHEMAS).flatMap(([where, schema]) =>
    objectSchemas(schema).flatMap((object) =>
      Object.entries(object.shape).map(([field, fieldSchema]) => ({
        where: `${where}.${field}`,
        field,
        schema: fieldSchema as z.ZodType,
      })),
    ),
  ),
];

/**
 * Fields whose text is never kept nor shown: a password is hashed byte for byte, a record id or a
 * proposed slot is only looked up among the user's own rows (a NUL finds nothing), a redirect goes
 * through safeLocalPath.
 */
const NOT_KEPT_AS_TEXT = /^(password|newPassword|confirmPassword|currentPassword|token|redirectTo|slot)$|Id$/;

/** What no kept text may hold: controls other than LF and tab, Unicode line separators, bidi controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNCLEAN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Every string a parsed value holds (a field may parse to an array or an object). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Text a person could type around the characters that matter: letters, digits, €, ñ, a date. */
const typed = fc.constantFrom("Marta", "611 222 333", "250.000", "2027-03-01", "Calle Ñandú 3", "€", "");
const troublesome = fc.constantFrom(
  "\u0000",
  "\r\n",
  "\r",
  "\u0085",
  "\u2028",
  "\u2029",
  "\u202E",
  "\u2066",
  "\t",
  "\u001B",
  "\u007F",
  "\u009F",
);
const hostileText = fc
  .array(fc.oneof(typed, troublesome, fc.string({ unit: "binary", maxLength: 8 })), { maxLength: 6 })
  .map((parts) => parts.join(""));

/** Deep runs (`npm run test:deep`) try ten times as many strings per field. */
const RUNS_PER_FIELD = process.env.PROPERTY_RUNS === "deep" ? 20_000 : 2_000;

describe("every form field keeps only clean text", () => {
  test("the glob finds the forms (a renamed folder must not empty this test)", () => {
    expect(FIELDS.length).toBeGreaterThan(80);
  });

  for (const { where, schema } of FIELDS.filter(({ field }) => !NOT_KEPT_AS_TEXT.test(field))) {
    test(where, () => {
      fc.assert(
        fc.property(hostileText, (text) => {
          const parsed = schema.safeParse(text);
          if (!parsed.success) return;
          for (const kept of strings(parsed.data)) expect(kept).not.toMatch(UNCLEAN);
        }),
        { numRuns: RUNS_PER_FIELD },
      );
    });
  }
});

describe("the search boxes keep only clean text", () => {
  test("the portal's query, whatever each parameter holds", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.values(PORTAL_PARAM)), hostileText), (values) => {
        const query = parsePortalQuery(new URLSearchParams(values));
        for (const kept of strings(query)) expect(kept).not.toMatch(UNCLEAN);
      }),
      { numRuns: RUNS_PER_FIELD },
    );
  });

  test("the staff panel's search", () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(normalizeAdminSearch(text)).not.toMatch(UNCLEAN);
      }),
      { numRuns: RUNS_PER_FIELD },
    );
  });
});

/** What shows blank in the seller's e-mail and dashboard: a name made only of these is no name. */
const INVISIBLE_CHARACTER = fc.constantFrom(
  "\u200B",
  "\u00AD",
  "\u2060",
  "\u3164",
  "\u200E",
  "\u200F",
  "\u061C",
  "\u{E0020}",
  "\u{E0041}",
  "\u200D",
  "\u2800",
);
const INVISIBLE_ONLY = fc
  .tuple(INVISIBLE_CHARACTER, fc.array(fc.oneof(INVISIBLE_CHARACTER, fc.constant(" ")), { maxLength: 5 }))
  .map(([first, rest]) => [first, ...rest].join(""));

describe("every name field refuses a name nobody can see", () => {
  const nameFields = FIELDS.filter(({ field }) => /name$/i.test(field));

  test("the glob finds the name fields", () => {
    expect(nameFields.length).toBeGreaterThan(5);
  });

  for (const { where, schema } of nameFields) {
    test(where, () => {
      fc.assert(
        fc.property(INVISIBLE_ONLY, (text) => {
          expect(schema.safeParse(text).success).toBe(false);
        }),
        { numRuns: 200 },
      );
    });
  }
});
