import { describe, expect, test } from "vitest";
import {
  dashboardHref,
  dashboardTabOfPath,
  leadLogHref,
  legacyTabRedirect,
  parseDashboardTab,
  visibleDashboardTabs,
} from "./dashboard-urls";

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
    expect(dashboardHref("datos")).toBe("/dashboard/datos");
    expect(dashboardHref("pagos", "abc")).toBe("/dashboard/pagos?propiedad=abc");
    expect(dashboardHref("propiedades", "abc")).toBe("/dashboard?propiedad=abc");
  });
  test("'Compradores' links name the listing and the open lead", () => {
    expect(parseDashboardTab("compradores")).toBe("compradores");
    expect(leadLogHref("abc", "l1")).toBe("/dashboard/compradores?propiedad=abc&contacto=l1");
    expect(leadLogHref("abc")).toBe("/dashboard/compradores?propiedad=abc");
    expect(leadLogHref(null, "l1")).toBe("/dashboard/compradores?contacto=l1");
  });
  test("each tab's path names it; the index and an unknown path are 'Mis Propiedades'", () => {
    expect(dashboardTabOfPath("/dashboard/pagos")).toBe("pagos");
    expect(dashboardTabOfPath("/dashboard/compradores/")).toBe("compradores");
    expect(dashboardTabOfPath("/dashboard")).toBe("propiedades");
    expect(dashboardTabOfPath("/dashboard/otra")).toBe("propiedades");
  });
  test("an older '?tab=' address (an e-mail sent before) goes to the tab's path with its other parameters", () => {
    const old = (query: string) => legacyTabRedirect(new URL(`http://localhost/dashboard${query}`));
    expect(old("?tab=compradores&propiedad=abc&contacto=l1")).toBe(
      "/dashboard/compradores?propiedad=abc&contacto=l1",
    );
    expect(old("?tab=pagos")).toBe("/dashboard/pagos");
    expect(old("?tab=leads&propiedad=abc")).toBe("/dashboard/compradores?propiedad=abc");
    expect(old("?tab=propiedades&propiedad=abc")).toBe("/dashboard?propiedad=abc");
    expect(old("?tab=cualquiera")).toBe("/dashboard");
    expect(old("?propiedad=abc")).toBeNull();
    expect(old("")).toBeNull();
  });
});

describe("the tabs an account sees, whatever its language", () => {
  test("a buyer with no property: the panel's four, their favourites and searches; no 'Compradores'", () => {
    expect(visibleDashboardTabs({ open: "favoritos", hasListings: false, sentRequests: false })).toEqual([
      "propiedades",
      "datos",
      "documentos",
      "pagos",
      "favoritos",
      "busquedas",
    ]);
    expect(visibleDashboardTabs({ open: "datos", hasListings: false, sentRequests: true })).toContain(
      "solicitudes",
    );
  });
  test("an owner sees 'Compradores'; an open tab always shows (staff on another owner's buyers)", () => {
    expect(visibleDashboardTabs({ open: "propiedades", hasListings: true, sentRequests: false })).toContain(
      "compradores",
    );
    expect(visibleDashboardTabs({ open: "compradores", hasListings: false, sentRequests: false })).toContain(
      "compradores",
    );
    expect(visibleDashboardTabs({ open: "solicitudes", hasListings: false, sentRequests: false })).toContain(
      "solicitudes",
    );
  });
});
