import { describe, expect, test } from "vitest";
import { ProfileSchema } from "./profile.schema";

describe("'Mis Datos' form", () => {
  test("keeps name and a valid DNI, normalised", () => {
    expect(ProfileSchema.parse({ name: " Lucía Fernández ", dni: "48273615-l" })).toEqual({
      name: "Lucía Fernández",
      dni: "48273615L",
    });
  });

  test("'N/A' or an empty DNI is stored as no DNI", () => {
    expect(ProfileSchema.parse({ name: "Lucía", dni: "N/A" }).dni).toBeNull();
    expect(ProfileSchema.parse({ name: "Lucía" }).dni).toBeNull();
  });

  test("a DNI with the wrong letter is refused with a Spanish message", () => {
    const result = ProfileSchema.safeParse({ name: "Lucía", dni: "48273615A" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Introduce un DNI o NIE válido/);
  });

  test("e-mail and role are not fields: they are dropped", () => {
    const parsed = ProfileSchema.parse({ name: "Lucía", email: "otro@example.es", role: "admin" });
    expect(Object.keys(parsed).sort()).toEqual(["dni", "name"]);
  });
});
