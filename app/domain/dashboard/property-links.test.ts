import { describe, expect, test } from "vitest";
import { editListingPath, processPath, publicListingPath } from "./property-links";

const id = "0b6f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f";

describe("the dashboard's links name their property", () => {
  test("'Continuar Proceso' opens the sale or the agency process of that property", () => {
    expect(processPath("particular", id)).toBe(`/vender/${id}`);
    expect(processPath("agency", id)).toBe(`/proceso-agencia/${id}`);
  });

  test("'Editar anuncio' opens the listing step of that property", () => {
    expect(editListingPath("particular", id)).toBe(`/vender/${id}/anuncio`);
    expect(editListingPath("agency", id)).toBe(`/proceso-agencia/${id}/publicar`);
  });

  test("'Ver anuncio' opens its public page", () => {
    expect(publicListingPath(id)).toBe(`/propiedad/${id}`);
  });
});
