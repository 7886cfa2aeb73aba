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

describe("a card's heart (issue 38 point 7)", () => {
  test("a card the signed-in buyer saved says 'Quitar de favoritos' and posts the removal", () => {
    const html = renderToStaticMarkup(<PropertyCard listing={listing} saved />);
    expect(html).toContain('aria-label="Quitar de favoritos"');
    expect(html).toContain('value="unfavourite"');
    expect(html).not.toContain("Guardar en favoritos");
  });

  test("any other card, the one a visitor's shared page has, says 'Guardar en favoritos'", () => {
    const html = renderToStaticMarkup(<PropertyCard listing={listing} />);
    expect(html).toContain('aria-label="Guardar en favoritos"');
    expect(html).toContain('value="favourite"');
    expect(html).not.toContain("Quitar de favoritos");
  });
});

describe("the phone behind 'Ver teléfono' (issue #38 point 6)", () => {
  test("a card carries no number: a button posting 'ver-telefono' to the listing's page", () => {
    const html = renderToStaticMarkup(<PropertyCard listing={listing} />);
    expect(html).not.toContain("tel:");
    expect(html).not.toMatch(/600\D?000\D?000/);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain(`action="/propiedad/${listing.id}"`);
    expect(form).toContain('method="post"');
    const button = /<button[^>]*>(?:(?!<\/button>).)*Ver teléfono<\/button>/.exec(html)?.[0] ?? "";
    expect(button).toContain('name="intent"');
    expect(button).toContain('value="ver-telefono"');
    expect(button).toContain("Ver teléfono");
  });

  test("without a phone, or reserved, a disabled button says why", () => {
    const none = textOf(renderToStaticMarkup(<PropertyCard listing={{ ...listing, hasPhone: false }} />));
    expect(none).toContain("Contacto no disponible");
    expect(none).not.toContain("Ver teléfono");
    const reserved = textOf(
      renderToStaticMarkup(<PropertyCard listing={{ ...listing, arrasSigned: true }} />),
    );
    expect(reserved).not.toContain("Ver teléfono");
  });
});
