import { describe, expect, test } from "vitest";
import { type ChecklistFacts, closingChecklist, notaSimpleAge, notaSimpleAgeText } from "./documents";

const resident: ChecklistFacts = {
  sellerResidence: "residente",
  province: "Madrid",
  mortgageToCancel: false,
  communityOfOwners: true,
  buyerFinancing: "cash",
};

const keysOf = (facts: ChecklistFacts) => closingChecklist(facts).map((item) => item.key);

describe("the closing checklist", () => {
  test("a resident seller in Madrid, free of charges, sold for cash", () => {
    expect(keysOf(resident)).toEqual([
      "nota-simple",
      "escritura",
      "ibi",
      "certificado-comunidad",
      "certificado-energetico",
      "poder-vendedor",
      "dni-comprador",
      "justificante-fondos",
      "poder-comprador",
    ]);
  });

  test("a non-resident seller brings the NIE and the buyer retains 3 % with modelo 211", () => {
    const items = closingChecklist({ ...resident, sellerResidence: "no-residente" });
    expect(items.find((item) => item.key === "nie-vendedor")?.party).toBe("seller");
    const retention = items.find((item) => item.key === "modelo-211");
    expect(retention?.party).toBe("buyer");
    expect(retention?.legalBasis).toContain("art. 25.2");
  });

  test("Cataluña asks for the cédula de habitabilidad; Madrid does not", () => {
    expect(keysOf({ ...resident, province: "Barcelona" })).toContain("cedula-habitabilidad");
    expect(keysOf({ ...resident, province: "Madrid" })).not.toContain("cedula-habitabilidad");
    expect(keysOf({ ...resident, province: null })).not.toContain("cedula-habitabilidad");
  });

  test("a mortgage on the home adds the lender's certificate of the outstanding debt", () => {
    expect(keysOf({ ...resident, mortgageToCancel: true })).toContain("certificado-deuda-hipoteca");
    expect(keysOf(resident)).not.toContain("certificado-deuda-hipoteca");
  });

  test("a buyer financing with a mortgage brings the FEIN; a cash buyer does not", () => {
    expect(keysOf({ ...resident, buyerFinancing: "mortgage" })).toContain("fein");
    expect(keysOf(resident)).not.toContain("fein");
  });

  test("a house without a community of owners needs no community certificate", () => {
    expect(keysOf({ ...resident, communityOfOwners: false })).not.toContain("certificado-comunidad");
  });

  test("every item says who brings it, why and on what legal basis", () => {
    const all = closingChecklist({
      sellerResidence: "no-residente",
      province: "Barcelona",
      mortgageToCancel: true,
      communityOfOwners: true,
      buyerFinancing: "mortgage",
    });
    expect(all).toHaveLength(14);
    for (const item of all) {
      expect(item.why.length).toBeGreaterThan(10);
      expect(item.legalBasis.length).toBeGreaterThan(5);
    }
    expect(all.find((item) => item.key === "poder-comprador")?.onlyIf).toBe(
      "Solo si no vas a estar en la firma.",
    );
  });
});

describe("the nota simple's age", () => {
  test("up to 90 days is recent; 91 is too old", () => {
    expect(notaSimpleAge("2026-09-01", "2026-11-30")).toEqual({ days: 90, tooOld: false });
    expect(notaSimpleAge("2026-09-01", "2026-12-01")).toEqual({ days: 91, tooOld: true });
  });

  test("across the October clock change a day is still a day", () => {
    expect(notaSimpleAge("2026-10-24", "2026-10-26").days).toBe(2);
  });

  test("the text tells a seller to ask for a new one", () => {
    expect(notaSimpleAgeText("2026-11-16", "2026-11-28")).toBe("Emitida hace 12 días.");
    expect(notaSimpleAgeText("2026-11-28", "2026-11-28")).toBe("Emitida hoy.");
    expect(notaSimpleAgeText("2026-06-01", "2026-11-28")).toBe(
      "Emitida hace 180 días: tiene más de 3 meses, pide una nueva antes de la firma.",
    );
  });
});
