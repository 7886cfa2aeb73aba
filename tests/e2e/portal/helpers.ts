import { expect, type Page } from "@playwright/test";
import { signIn } from "../auth/helpers";

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

const ownAddress = new WeakSet<Page>();

/**
 * A visitor's browser is a device of its own, with an address of its own: the e2e server reads the
 * client's address from X-Forwarded-For, as behind the proxy it trusts. From the machine's one
 * address, the buyers of every spec file shared the 10 contacts an hour an address may send
 * (app/domain/leads/intake/rate-limits.server.ts), and which specs ran on the same server decided
 * whether a test's contact was refused. The limits themselves are portal/lead-flood.spec.ts's
 * subject. Kept for the page's life, so one visitor stays one address.
 */
async function asVisitorOfItsOwn(page: Page) {
  if (ownAddress.has(page)) return;
  ownAddress.add(page);
  const byte = () => 1 + Math.floor(Math.random() * 254);
  // 100.64.0.0/10 (shared address space): none of the specs' own fixed addresses is in it.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `100.${64 + (byte() % 64)}.${byte()}.${byte()}` });
}

/** A demo listing found through the portal's search, opened as a visitor would; returns its path. */
export async function openListingFromPortal(page: Page, query: string) {
  await asVisitorOfItsOwn(page);
  await openPage(page, `/portal?q=${encodeURIComponent(query)}`);
  const href = await cards(page).first().getByRole("heading").getByRole("link").getAttribute("href");
  if (!href) throw new Error(`no listing on the portal for «${query}»`);
  await openPage(page, href);
  return href;
}

/** A `datetime-local` value `days` ahead at a Madrid wall-clock `time` (the browser runs in Madrid). */
export const inDays = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

type Buyer = { name: string; email: string };

/** 'Solicitar visita' filled and sent; the first time is required, the others optional. */
export async function requestViewing(page: Page, buyer: Buyer, slots: [string, ...string[]]) {
  await asVisitorOfItsOwn(page);
  const section = page.getByRole("region", { name: "Solicitar visita" });
  await section.getByLabel("Nombre", { exact: true }).fill(buyer.name);
  await section.getByLabel("Correo electrónico").fill(buyer.email);
  for (const [index, slot] of slots.entries())
    await section
      .getByLabel(index === 0 ? "Fecha y hora 1" : `Fecha y hora ${index + 1} (opcional)`)
      .fill(slot);
  await section.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
  await section.getByRole("button", { name: "Solicitar visita" }).click();
  return page.getByRole("region", { name: "Solicitar visita" });
}

/** 'Hacer una oferta' filled (not sent: a test may want to see an error first). */
/**
 * 'Hacer una oferta' filled. Without `email`, the e-mail is left as the form has it: a signed-in
 * buyer's verified address, which the form shows read-only.
 */
export async function fillOffer(
  page: Page,
  offer: Omit<Buyer, "email"> & {
    email?: string;
    amount: string;
    financing: "Hipoteca" | "Contado";
    arrasInDays: number;
    conditions?: string;
  },
) {
  await asVisitorOfItsOwn(page);
  const form = page.getByRole("region", { name: "Hacer una oferta" });
  await form.getByLabel("Nombre", { exact: true }).fill(offer.name);
  if (offer.email !== undefined) await form.getByLabel("Correo electrónico").fill(offer.email);
  await form.getByLabel("Importe de la oferta (€)").fill(offer.amount);
  await form
    .getByLabel("Fecha propuesta para firmar las arras")
    .fill(new Date(Date.now() + offer.arrasInDays * 86_400_000).toISOString().slice(0, 10));
  await form.getByRole("radio", { name: offer.financing }).check();
  if (offer.conditions) await form.getByLabel("Condiciones (opcional)").fill(offer.conditions);
  await form.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
  return form;
}

/** The owner signs in (in a browser with nobody signed in) and opens 'Compradores'. */
export async function openBuyersTab(page: Page, email: string, password: string) {
  await signIn(page, email, password, { redirectTo: "/dashboard?tab=compradores" });
}

/** One buyer's entry in 'Compradores'. */
export const leadOf = (page: Page, buyerName: string) =>
  page.getByTestId("lead").filter({ hasText: buyerName });
