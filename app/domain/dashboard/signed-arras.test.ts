import { describe, expect, test } from "vitest";
import { signedArrasOf } from "./signed-arras";

const PROPERTY = "5b0c3f4e-1d2a-4c5b-9e8f-0a1b2c3d4e5f";
const contract = {
  id: "6c0c3f4e-1d2a-4c5b-9e8f-0a1b2c3d4e5f",
  propertyId: PROPERTY,
  propertyTitle: "Piso en Lavapiés",
  draftedAt: "2026-11-01T10:00:00.000Z",
  signedAt: "2026-11-03T10:00:00.000Z",
  sealedVersionId: "7d0c3f4e-1d2a-4c5b-9e8f-0a1b2c3d4e5f",
};

describe("the signed arras in 'Resumen final'", () => {
  test("arras signed in Zaguán link to the sealed copy both parties signed", () => {
    expect(signedArrasOf([contract], PROPERTY)).toEqual([
      {
        id: contract.id,
        signedAt: contract.signedAt,
        label: "Contrato de arras firmado en Zaguán",
        href: `/contratos/versiones/${contract.sealedVersionId}/firmado`,
      },
    ]);
  });

  test("arras marked as signed on paper link to the contract generated for them", () => {
    const [document] = signedArrasOf([{ ...contract, sealedVersionId: null }], PROPERTY);
    expect(document?.href).toBe(`/contratos/arras/${contract.id}/pdf`);
  });

  test("a draft, or another property's contract, is not listed", () => {
    expect(signedArrasOf([{ ...contract, signedAt: null }], PROPERTY)).toEqual([]);
    expect(signedArrasOf([contract], "8e0c3f4e-1d2a-4c5b-9e8f-0a1b2c3d4e5f")).toEqual([]);
  });
});
