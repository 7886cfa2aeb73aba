import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { PortalListing } from "#app/domain/listings/portal.server";
import { PropertyCard } from "./property-card";

const listing: PortalListing = {
  id: "6f1c2a3e-0000-4000-8000-000000000001",
  title: "Piso de prueba luminoso en Chamberí",
  address: "Calle de Fuencarral 100, Madrid",
  propertyType: "Piso",
  origin: "particular",
  price: 250_000,
  bedrooms: 3,
  bathrooms: 2,
  size: 95,
  hasPhone: true,
  energyRating: "D",
  arrasSigned: false,
  hasActiveDeal: false,
  coverImage: null,
};

/** The card's text as a screen reader gets it: tags dropped, the visually hidden parts kept. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the 'Prueba' label on a card (issue #34 point 12)", () => {
  test("a tester's own card says 'Prueba', and what it means to a screen reader", () => {
    const text = textOf(renderToStaticMarkup(<PropertyCard listing={listing} isTest />));
    expect(text).toMatch(/Prueba\s*: anuncio de prueba, no es público/);
  });

  test("a public card has no such label", () => {
    const text = textOf(renderToStaticMarkup(<PropertyCard listing={listing} />));
    expect(text).not.toContain("anuncio de prueba");
  });
});
