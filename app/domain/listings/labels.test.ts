import { describe, expect, test } from "vitest";
import {
  adminStatusLabel,
  countLabel,
  dashboardBadge,
  listingStatus,
  ORIGIN_BADGE,
  originLabel,
  sellerName,
} from "#app/domain/listings/labels";
import { EMPTY_PROGRESS } from "#app/domain/process/steps";
import type { ProgressFlags } from "#app/domain/sale/steps";

const published = { status: "published" as const, ...EMPTY_PROGRESS };
const withFlags = (overrides: Partial<ProgressFlags>) => ({ ...published, ...overrides });

describe("admin status label", () => {
  test("a sold property shows 'Vendido' even when every other flag is set", () => {
    expect(
      adminStatusLabel({
        status: "sold",
        title: "Ático en Sevilla",
        saleConfirmed: true,
        notaryDone: true,
        arrasSigned: true,
        visitsManaged: true,
        marketingActive: true,
      }),
    ).toBe("Vendido");
  });

  test("a sold property with no flags still shows 'Vendido'", () => {
    expect(adminStatusLabel({ ...published, status: "sold" })).toBe("Vendido");
  });

  test("a confirmed sale not yet marked sold shows 'Comisión Pagada'", () => {
    expect(adminStatusLabel(withFlags({ saleConfirmed: true, notaryDone: true }))).toBe("Comisión Pagada");
  });

  test("a done notary appointment outranks arras, viewings and marketing", () => {
    expect(
      adminStatusLabel(
        withFlags({ notaryDone: true, arrasSigned: true, visitsManaged: true, marketingActive: true }),
      ),
    ).toBe("Notaría");
  });

  test("signed arras show 'Arras'", () => {
    expect(adminStatusLabel(withFlags({ arrasSigned: true, marketingActive: true }))).toBe("Arras");
  });

  test("managed viewings show 'Visitas'", () => {
    expect(adminStatusLabel(withFlags({ visitsManaged: true, marketingActive: true }))).toBe("Visitas");
  });

  test("active marketing shows 'Marketing'", () => {
    expect(adminStatusLabel(withFlags({ title: "Casa", marketingActive: true }))).toBe("Marketing");
  });

  test("a property with only a title shows 'Ficha Creada'", () => {
    expect(adminStatusLabel(withFlags({ title: "Casa en Orense" }))).toBe("Ficha Creada");
  });

  test("a property with nothing saved, or a blank title, shows 'Iniciado'", () => {
    expect(adminStatusLabel(published)).toBe("Iniciado");
    expect(adminStatusLabel(withFlags({ title: "  " }))).toBe("Iniciado");
    expect(adminStatusLabel({ ...published, status: "draft" })).toBe("Iniciado");
  });
});

describe("origin label", () => {
  test("an agency property is a 'Colaboración de Agencia'", () => {
    expect(originLabel("agency")).toBe("Colaboración de Agencia");
  });

  test("a private property is a 'Venta Particular'", () => {
    expect(originLabel("particular")).toBe("Venta Particular");
  });
});

describe("seller name", () => {
  test("an agency property shows the agency's company name", () => {
    expect(
      sellerName({ origin: "agency", agencyCompanyName: "Inmobiliaria Sol S.L.", profileName: "Ana" }),
    ).toBe("Inmobiliaria Sol S.L.");
  });

  test("an agency property without a company name shows 'Agencia Colaboradora', never the person", () => {
    expect(
      sellerName({ origin: "agency", agencyCompanyName: null, profileName: "Ana", ownerName: "Luis" }),
    ).toBe("Agencia Colaboradora");
    expect(sellerName({ origin: "agency", agencyCompanyName: "   " })).toBe("Agencia Colaboradora");
  });

  test("a private property shows the first name of the seller's profile, never the surnames", () => {
    expect(
      sellerName({
        origin: "particular",
        profileName: "Ana García",
        ownerName: "Luis",
        agencyCompanyName: "X",
      }),
    ).toBe("Ana");
  });

  test("a private property without a profile name shows the owner's first name", () => {
    expect(sellerName({ origin: "particular", profileName: null, ownerName: "Luis Pérez" })).toBe("Luis");
  });

  test("a blank profile name counts as missing", () => {
    expect(sellerName({ origin: "particular", profileName: " ", ownerName: "Luis Pérez" })).toBe("Luis");
  });

  test("a private property with no names at all shows 'Propietario Particular'", () => {
    expect(sellerName({ origin: "particular" })).toBe("Propietario Particular");
    expect(sellerName({ origin: "particular", profileName: "", ownerName: "" })).toBe(
      "Propietario Particular",
    );
  });

  test("surrounding spaces are not shown", () => {
    expect(sellerName({ origin: "particular", profileName: "  Ana  " })).toBe("Ana");
  });
});

const listing = {
  status: "published" as const,
  arrasSigned: false,
  saleConfirmed: false,
  hasActiveDeal: false,
};

describe("listing status", () => {
  test("a listing saved but never published is 'Borrador', whatever else it has", () => {
    expect(listingStatus({ ...listing, status: "draft" })).toBe("Borrador");
  });

  test("a published listing is 'En venta'", () => {
    expect(listingStatus(listing)).toBe("En venta");
  });

  test("signed arras make a published listing 'Reservado'", () => {
    expect(listingStatus({ ...listing, arrasSigned: true })).toBe("Reservado");
  });

  test("a sold status or a confirmed sale is 'Vendida', past the arras", () => {
    expect(listingStatus({ ...listing, status: "sold", arrasSigned: true })).toBe("Vendida");
    expect(listingStatus({ ...listing, arrasSigned: true, saleConfirmed: true })).toBe("Vendida");
  });

  test("a listing taken down by staff is 'Retirado'", () => {
    expect(listingStatus({ ...listing, status: "unpublished" })).toBe("Retirado");
  });
});

describe("dashboard badge", () => {
  test("a sold property is 'Vendida'", () => {
    expect(dashboardBadge({ ...listing, status: "sold" })).toBe("Vendida");
  });

  test("a listing on the portal is 'En venta', an agency's too: its origin has a badge of its own (issue #35)", () => {
    expect(dashboardBadge(listing)).toBe("En venta");
    expect(ORIGIN_BADGE).toBe("Colaboración");
  });

  test("a draft is 'Borrador', reserved arras 'Reservado' and a withdrawn listing 'Retirado', never 'En venta'", () => {
    expect(dashboardBadge({ ...listing, status: "draft" })).toBe("Borrador");
    expect(dashboardBadge({ ...listing, arrasSigned: true })).toBe("Reservado");
    expect(dashboardBadge({ ...listing, status: "unpublished" })).toBe("Retirado");
  });
});

describe("count label", () => {
  test("one is singular, every other count plural", () => {
    expect(countLabel(1, "baño", "baños")).toBe("1 baño");
    expect(countLabel(2, "baño", "baños")).toBe("2 baños");
    expect(countLabel(0, "dormitorio", "dormitorios")).toBe("0 dormitorios");
  });
});
