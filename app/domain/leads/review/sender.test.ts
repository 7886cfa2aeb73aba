import { describe, expect, test } from "vitest";
import { normaliseSenderEmail } from "./sender";

describe("one sender however they spell their e-mail", () => {
  test("case, spaces and a +tag are the same person", () => {
    for (const spelling of [
      "Ana.Garcia@Example.es",
      " ana.garcia@example.es ",
      "ana.garcia+pisos@example.es",
    ])
      expect(normaliseSenderEmail(spelling)).toBe("ana.garcia@example.es");
  });

  test("at Gmail, dots and googlemail.com too; elsewhere a dot is another mailbox", () => {
    expect(normaliseSenderEmail("A.N.A+1@googlemail.com")).toBe("ana@gmail.com");
    expect(normaliseSenderEmail("a.na@gmail.com")).toBe("ana@gmail.com");
    expect(normaliseSenderEmail("a.na@example.es")).not.toBe(normaliseSenderEmail("ana@example.es"));
  });

  test("what is not an address is kept as typed, lower-cased", () => {
    expect(normaliseSenderEmail("+solo@x")).toBe("+solo@x");
    expect(normaliseSenderEmail("SIN-ARROBA")).toBe("sin-arroba");
  });
});
