import { describe, expect, test } from "vitest";
import { describeMatch, isPossibleOnly, matchDeclaredBuyer, normalisePhone } from "./declared-buyer-match";

const lucia = { buyerName: "Lucía", buyerEmail: "lucia.fm@example.com", buyerPhone: "+34 611 22 33 44" };

describe("an outside buyer is compared with a lead on everything the record holds", () => {
  test("a phone with or without +34, 0034 and spaces is one number", () => {
    expect(normalisePhone("+34 611 22 33 44")).toBe("611223344");
    expect(normalisePhone("0034611223344")).toBe("611223344");
    expect(normalisePhone("611-22-33-44")).toBe("611223344");
    expect(normalisePhone("+44 7700 900123")).toBe("447700900123");
  });

  test("a lead who typed only 'Lucía' is a possible match for 'Lucía Fernández Mora', nothing more", () => {
    const on = matchDeclaredBuyer({ name: "Lucía Fernández Mora" }, lucia);
    expect(on).toEqual(["first_name"]);
    expect(isPossibleOnly(on)).toBe(true);
    expect(matchDeclaredBuyer({ name: "Marta Fernández Mora" }, lucia)).toEqual([]);
  });

  test("the same e-mail, phone or DNI is evidence, and staff read which", () => {
    const on = matchDeclaredBuyer(
      { name: "Lucía Fernández Mora", email: " Lucia.FM@example.com", phone: "611223344" },
      lucia,
    );
    expect(on).toEqual(["email", "phone", "first_name"]);
    expect(isPossibleOnly(on)).toBe(false);
    expect(describeMatch(on)).toBe("el e-mail, el teléfono y solo el nombre de pila (posible coincidencia)");
    const byDni = matchDeclaredBuyer(
      { name: "Pedro Otro", dni: "12.345.678-z" },
      { buyerName: "P.", buyerEmail: "p@example.com", dni: "12345678Z" },
    );
    expect(byDni).toEqual(["dni"]);
  });

  test("a different phone or e-mail matches nothing", () => {
    expect(
      matchDeclaredBuyer(
        { name: "Pedro Vecino", email: "pedro@example.com", phone: "+34 622 000 000" },
        lucia,
      ),
    ).toEqual([]);
  });
});
