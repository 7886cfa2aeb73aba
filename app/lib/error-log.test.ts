import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { routePattern, serializeError } from "./error-log";

/** What PostgreSQL's driver throws: a message, an SQLSTATE, names, and the refused row in `detail`. */
function databaseError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), { name: "error", severity: "ERROR", ...fields });
}

describe("an error as the logs get it", () => {
  const refused = databaseError('new row for relation "leads" violates check constraint "leads_probe"', {
    code: "23514",
    table: "leads",
    constraint: "leads_probe",
    detail: "Failing row contains (Marta Compradora, marta@example.es, 611222333).",
  });
  const failed = new DrizzleQueryError(
    'insert into "leads" ("buyer_name", "buyer_email") values ($1, $2)',
    ["Marta Compradora", "marta@example.es"],
    refused,
  );

  test("a failed query: its class, the SQL without its parameters, frames, and the cause's names", () => {
    const logged = serializeError(failed);
    expect(logged.type).toBe("DrizzleQueryError");
    expect(logged.message).toBe(
      'Failed query: insert into "leads" ("buyer_name", "buyer_email") values ($1, $2)',
    );
    expect(logged.stack?.split("\n")[0]).toBe(`DrizzleQueryError: ${logged.message}`);
    expect(logged.stack?.split("\n").length).toBeGreaterThan(1);
    expect(logged.cause).toMatchObject({
      type: "DatabaseError",
      code: "23514",
      table: "leads",
      constraint: "leads_probe",
    });
    const written = JSON.stringify(logged);
    expect(written).not.toMatch(/Marta|marta@example|611222333|params/);
  });

  test("a data exception's refused value is hidden; other messages are kept", () => {
    const badDate = databaseError('date/time field value out of range: "2027-02-30"', { code: "22008" });
    expect(serializeError(badDate).message).toBe('date/time field value out of range: "[oculto]"');
    expect(serializeError(new TypeError("x is not a function")).message).toBe("x is not a function");
  });

  test("a thrown value that is not an Error gives only its kind", () => {
    expect(serializeError("marta@example.es")).toEqual({
      type: "string",
      message: "(no Error object thrown)",
    });
    expect(JSON.stringify(serializeError({ email: "marta@example.es" }))).not.toContain("marta");
  });
});

describe("the route a request matched", () => {
  test("params become their names; .data and the index's _root are dropped", () => {
    expect(routePattern("/solicitud/abc.def", { token: "abc.def" })).toBe("/solicitud/:token");
    expect(routePattern("/propiedad/7b1c.data", { id: "7b1c" })).toBe("/propiedad/:id");
    expect(routePattern("/files/fotos/a%20b.webp", { "*": "fotos/a b.webp" })).toBe("/files/*");
    expect(routePattern("/_root.data", {})).toBe("/");
    expect(routePattern("/dashboard", {})).toBe("/dashboard");
  });
});
