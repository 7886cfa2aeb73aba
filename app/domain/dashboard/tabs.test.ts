import { describe, expect, test } from "vitest";
import { dashboardHref, parseDashboardTab } from "./tabs";

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
});
