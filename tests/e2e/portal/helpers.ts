import { expect, type Page } from "@playwright/test";

export { PORTAL_PAGE_SIZE } from "#app/domain/listings/filters";

/** The portal's cards, in the order shown. */
export const cards = (page: Page) => page.getByRole("article");

export const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 2 });

export const filterForm = (page: Page) => page.getByRole("search", { name: "Filtrar propiedades" });

/** Opens a page and answers the cookie banner, which would otherwise cover the bottom-left card. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  const reject = page.getByRole("button", { name: "Rechazar" });
  if (await reject.isVisible()) await reject.click();
  await expect(reject).toBeHidden();
  return response;
}

/** Demo listings (app/demo/listings) whose titles the tests look for. */
export const DEMO = {
  soho: "Ático con terraza y vistas al puerto en el Soho",
  alicanteLocal: "Local en esquina con gran escaparate en el centro de Alicante",
  lasRozas: "Chalet adosado con jardín en Las Rozas",
  malvarrosa: "Ático dúplex con solárium frente a la playa de la Malvarrosa",
  ruzafa: "Dúplex con terraza privada en Ruzafa",
  gracia: "Local comercial a pie de calle en Gràcia",
  chamberi: "Piso exterior de 3 dormitorios en Chamberí",
  tetuan: "Piso para reformar en Tetuán, ideal para inversión",
  betanzos: "Casa de campo con hórreo cerca de Betanzos",
} as const;

/** 25 of the 28 demo listings are published; the other 3 are sold. */
export const PUBLISHED_DEMO_LISTINGS = 25;
/** 12 a page: two full pages and one listing on the third. */
export const DEMO_PORTAL_PAGES = 3;
