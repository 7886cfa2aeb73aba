import { describe, expect, test } from "vitest";
import { dashboardHref, leadLogHref, parseDashboardTab } from "./tabs";

describe("dashboard tab in the URL", () => {
  test("no tab or an unknown one opens 'Mis Propiedades'", () => {
    expect(parseDashboardTab(null)).toBe("propiedades");
    expect(parseDashboardTab("cualquiera")).toBe("propiedades");
  });
  test("Spanish values and the spec's English names both work", () => {
    expect(parseDashboardTab("pagos")).toBe("pagos");
    expect(parseDashboardTab("documents")).toBe("documentos");
    expect(parseDashboardTab("profile")).toBe("datos");
  });
  test("links leave the default tab out", () => {
    expect(dashboardHref("propiedades")).toBe("/dashboard");
    expect(dashboardHref("datos")).toBe("/dashboard?tab=datos");
    expect(dashboardHref("propiedades", "abc")).toBe("/dashboard?propiedad=abc");
  });
  test("'Compradores' links name the listing and the open lead", () => {
    expect(parseDashboardTab("compradores")).toBe("compradores");
    expect(leadLogHref("abc", "l1")).toBe("/dashboard?tab=compradores&propiedad=abc&contacto=l1");
    expect(leadLogHref("abc")).toBe("/dashboard?tab=compradores&propiedad=abc");
  });
});
