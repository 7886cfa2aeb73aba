import { describe, expect, test } from "vitest";
import {
  type EvidenceLead,
  type FeeEvidence,
  namesMatch,
  normaliseDni,
  normaliseName,
  platformEvidence,
  samePerson,
} from "./fee-evidence";

const marta: EvidenceLead = {
  id: "7b0c3f4e-1d2a-4c5b-9e8f-0a1b2c3d4e5f",
  buyerName: "Marta Compradora López",
  buyerEmail: "Marta.Compradora@Example.com",
  createdAt: "2026-11-03T10:00:00Z",
};
const nothing: FeeEvidence = { acceptedOffer: null, arrasBuyers: [], leads: [] };

describe("names, DNI and e-mails are compared as people write them", () => {
  test("case, accents, hyphens and extra spaces do not matter", () => {
    expect(normaliseName("  José  PÉREZ-Ruiz ")).toBe("jose perez ruiz");
    expect(namesMatch("josé pérez ruiz", "JOSE PEREZ-RUIZ")).toBe(true);
    expect(namesMatch("Núñez Íñigo", "nunez inigo")).toBe(true);
  });

  test("one surname written or two is the same person; a different surname is not", () => {
    expect(namesMatch("Marta Compradora", "Marta Compradora López")).toBe(true);
    expect(namesMatch("Marta López", "Marta Compradora López")).toBe(true);
    expect(namesMatch("Marta García", "Marta Compradora López")).toBe(false);
  });

  test("a first name alone is too common to be evidence", () => {
    expect(namesMatch("Marta", "Marta Compradora López")).toBe(false);
    expect(namesMatch("", "Marta")).toBe(false);
  });

  test("a DNI written with dots, dashes or lower case is the same DNI", () => {
    expect(normaliseDni("12.345.678-z")).toBe("12345678Z");
    expect(samePerson({ name: "M. C.", dni: "12345678z" }, { name: "Otra", dni: "12 345 678-Z" })).toBe(true);
  });

  test("the same e-mail in another case is the same person, whatever the name", () => {
    expect(
      samePerson(
        { name: "MC", email: "marta.compradora@example.com " },
        { name: "X", email: marta.buyerEmail },
      ),
    ).toBe(true);
  });
});

describe("does the record point at a platform lead when the seller declares an outside buyer", () => {
  test("nothing on record: the declaration stands on its own", () => {
    expect(platformEvidence(nothing, { name: "Pedro Vecino Ruiz" })).toEqual([]);
  });

  test("leads who are not the declared buyer are no evidence", () => {
    expect(platformEvidence({ ...nothing, leads: [marta] }, { name: "Pedro Vecino Ruiz" })).toEqual([]);
  });

  test("an accepted platform offer is evidence, whoever is declared", () => {
    const hits = platformEvidence(
      {
        ...nothing,
        leads: [marta],
        acceptedOffer: {
          leadId: marta.id,
          buyerName: marta.buyerName,
          buyerEmail: marta.buyerEmail,
          amount: 250_000,
        },
      },
      { name: "Pedro Vecino Ruiz" },
    );
    expect(hits.map((hit) => hit.kind)).toEqual(["accepted_offer"]);
    expect(hits[0]?.text).toContain("Marta Compradora López");
    expect(hits[0]?.text).toContain("250.000");
  });

  test("an arras contract made out to a lead is evidence", () => {
    const hits = platformEvidence(
      { ...nothing, leads: [marta], arrasBuyers: [{ name: "MARTA COMPRADORA", dni: "12345678Z" }] },
      { name: "Pedro Vecino Ruiz" },
    );
    expect(hits.map((hit) => hit.kind)).toEqual(["arras_buyer_is_lead"]);
    expect(hits[0]?.text).toContain("3 de noviembre de 2026");
  });

  test("an arras buyer who never contacted through the platform is no evidence", () => {
    const evidence = {
      ...nothing,
      leads: [marta],
      arrasBuyers: [{ name: "Pedro Vecino Ruiz", dni: "87654321X" }],
    };
    expect(platformEvidence(evidence, { name: "Pedro Vecino Ruiz", dni: "87654321X" })).toEqual([]);
  });

  test("declaring a lead's name as the outside buyer is evidence", () => {
    const hits = platformEvidence({ ...nothing, leads: [marta] }, { name: "marta compradora" });
    expect(hits.map((hit) => hit.kind)).toEqual(["declared_buyer_is_lead"]);
  });

  test("declaring by the DNI of an arras buyer who is a lead is evidence, even under another name", () => {
    const evidence = {
      ...nothing,
      leads: [marta],
      arrasBuyers: [{ name: "Marta Compradora", dni: "12345678Z" }],
    };
    const hits = platformEvidence(evidence, { name: "M. C. L.", dni: "12345678-z" });
    expect(hits.map((hit) => hit.kind)).toEqual(["arras_buyer_is_lead", "declared_buyer_is_lead"]);
  });
});

describe("an outside declaration against every lead of the listing (docs/decisions/0051)", () => {
  const lucia: EvidenceLead = {
    id: "1c9d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
    buyerName: "Lucía",
    buyerEmail: "lucia.fm@example.com",
    buyerPhone: "611 22 33 44",
    createdAt: "2026-11-05T10:00:00Z",
  };

  test("a lead who typed only her first name is a possible match, for staff to look at", () => {
    const hits = platformEvidence({ ...nothing, leads: [lucia] }, { name: "Lucía Fernández Mora" });
    expect(hits).toHaveLength(1);
    expect(hits[0]?.kind).toBe("declared_buyer_may_be_lead");
    expect(hits[0]?.text).toContain("podría ser Lucía");
    expect(hits[0]?.text).toContain("solo el nombre de pila");
  });

  test("the declared phone, written with +34, is the lead's: it is the lead, and says so", () => {
    const hits = platformEvidence(
      { ...nothing, leads: [lucia] },
      { name: "Lucía Fernández Mora", phone: "+34611223344" },
    );
    expect(hits[0]?.kind).toBe("declared_buyer_is_lead");
    expect(hits[0]?.matchedOn).toEqual(["phone", "first_name"]);
    expect(hits[0]?.text).toContain("el teléfono");
  });

  test("someone else with another e-mail contradicts nothing", () => {
    expect(
      platformEvidence(
        { ...nothing, leads: [lucia] },
        { name: "Pedro Vecino Ruiz", email: "pedro@example.com" },
      ),
    ).toEqual([]);
  });
});
