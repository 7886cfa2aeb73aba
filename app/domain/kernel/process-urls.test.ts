import { describe, expect, test } from "vitest";
import {
  AGENCY_STEPS,
  agencyPath,
  agencyStepPath,
  legacyAgencyRedirect,
  legacySaleRedirect,
  NEW_AGENCY_PATH,
  NEW_SALE_PATH,
  SALE_STEPS,
  salePath,
  saleStepPath,
  stepOfPath,
} from "./process-urls";

const id = "0b6f7c2e-3a1d-4c5e-9f80-1234567890ab";
const at = (path: string) => new URL(path, "https://zaguan.test");

describe("process URLs by step", () => {
  test("each step of each process has its own address", () => {
    expect(salePath(id)).toBe(`/vender/${id}`);
    expect(SALE_STEPS.map((_, index) => saleStepPath(id, index + 1))).toEqual(
      ["anuncio", "campana", "visitas", "arras", "notaria", "cierre"].map((slug) => `/vender/${id}/${slug}`),
    );
    expect(agencyPath(id)).toBe(`/proceso-agencia/${id}`);
    expect(AGENCY_STEPS.map((_, index) => agencyStepPath(id, index + 1))).toEqual(
      ["publicar", "campana", "acuerdo", "comision-final"].map((slug) => `/proceso-agencia/${id}/${slug}`),
    );
    expect(stepOfPath(SALE_STEPS, `/vender/${id}/arras`)).toBe(4);
    expect(stepOfPath(AGENCY_STEPS, `/proceso-agencia/${id}/`)).toBeNull();
  });

  test("a new property's page is its first step, with 'nueva' in the property's place", () => {
    expect(NEW_SALE_PATH).toBe("/vender/nueva/anuncio");
    expect(NEW_AGENCY_PATH).toBe("/proceso-agencia/nueva/publicar");
    expect(stepOfPath(SALE_STEPS, NEW_SALE_PATH)).toBe(1);
  });

  test("the older query addresses of e-mails already sent lead to the new ones", () => {
    expect(legacySaleRedirect(at(`/vender?id=${id}`))).toBe(`/vender/${id}`);
    expect(legacySaleRedirect(at(`/vender?id=${id}&paso=1`))).toBe(`/vender/${id}/anuncio`);
    expect(legacySaleRedirect(at(`/vender?id=${id}&paso=9`))).toBe(`/vender/${id}`);
    expect(legacySaleRedirect(at("/vender?nueva"))).toBe(NEW_SALE_PATH);
    expect(legacySaleRedirect(at("/vender"))).toBeNull();
    expect(legacyAgencyRedirect(at(`/proceso-agencia?id=${id}&paso=1`))).toBe(
      `/proceso-agencia/${id}/publicar`,
    );
    expect(legacyAgencyRedirect(at("/proceso-agencia?nueva="))).toBe(NEW_AGENCY_PATH);
  });
});
