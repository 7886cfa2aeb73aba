import { type Browser, test } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import {
  AFTER_SUBMIT,
  DEMO_PASSWORD,
  dismissCookieBanner,
  fillSignIn,
  signInThroughPage,
  uniqueEmail,
  waitForMail,
} from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";
import { cards, openPage } from "../portal/helpers";
import {
  answerWhoBought,
  expect,
  step,
  testerSampleAtStepThree,
  toast,
  walkFromStepThreeToSix,
} from "./helpers";

const TESTER = "tester@zaguan.test";
const ADMIN = "admin@zaguan.test";

/** Staff create a feed for a partner on /admin/campanas; its address is shown once. */
async function partnerFeed(browser: Browser, partner: string) {
  const staff = await (await browser.newContext()).newPage();
  await staff.goto("/auth?redirectTo=/admin/campanas");
  await dismissCookieBanner(staff);
  await fillSignIn(staff, ADMIN, DEMO_PASSWORD);
  await expect(staff.getByRole("heading", { level: 1, name: "Campañas" })).toBeVisible();
  await staff.getByLabel("Portal o socio").fill(partner);
  await staff.getByRole("button", { name: "Crear feed" }).click();
  const feedUrl = await staff.getByLabel("Dirección del feed").inputValue();
  return { staff, feedUrl };
}

/**
 * The paid campaign as a workflow: a tester pays (free, as testers do) → staff see it
 * on the board, labelled as a test, and mark 'Google Ads' active with its URL → the seller sees it
 * under 'Tu campaña' and has the e-mail. The Kyero feed carries the demo listings' paid campaigns
 * but never the tester's (test content). The sample is finished as sold.
 */
test("a tester's campaign stays out of the feed, staff mark Google Ads active, the seller sees it and is mailed", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const propertyId = await testerSampleAtStepThree(page);

  // Staff: a feed for a partner, read as the partner would.
  const { staff, feedUrl } = await partnerFeed(browser, "Kyero e2e");
  const feed = await staff.request.get(new URL(feedUrl).pathname + new URL(feedUrl).search);
  expect(feed.status()).toBe(200);
  const document = new XMLParser({ isArray: (name) => name === "property", parseTagValue: false }).parse(
    await feed.text(),
  ) as { root: { kyero: { feed_version: string }; property: Array<Record<string, unknown>> } };
  expect(document.root.kyero.feed_version).toBe("3");
  // The demo's paid campaigns are there, read as a partner reads them; the tester's sample is not.
  expect(document.root.property.length).toBeGreaterThan(0);
  for (const listed of document.root.property) {
    expect(listed).toMatchObject({ currency: "EUR", price_freq: "sale" });
    expect(String((listed.url as { es: string } | undefined)?.es)).toContain("utm_source=kyero");
  }
  expect(document.root.property.map((property) => property.id)).not.toContain(propertyId);

  // Staff find it on the board, labelled as a test, and mark Google Ads active with the ad's URL.
  const card = staff.locator(`[aria-labelledby="campaign-${propertyId}"]`);
  await expect(card.getByText("Prueba: anuncio de prueba, no es público")).toBeVisible();
  // "Activa" without the ad's address is refused, and the form still says "Activa":
  // saving again with the address stores what staff meant, not a silent "Pendiente".
  await card.getByLabel("Estado en Google Ads").selectOption("active");
  await card.getByRole("button", { name: "Guardar Google Ads" }).click();
  await expect(card.getByText("Indica la dirección del anuncio para marcarlo como activo.")).toBeVisible();
  await expect(card.getByLabel("Estado en Google Ads")).toHaveValue("active");
  await card.getByLabel("URL del anuncio en Google Ads").fill("https://ads.google.com/e2e-anuncio");
  await card.getByRole("button", { name: "Guardar Google Ads" }).click();
  await expect(staff.getByText("Canal actualizado.")).toBeVisible();

  // The seller sees it on the dashboard and is mailed.
  await page.goto(`/dashboard?propiedad=${propertyId}`);
  const campaign = page.getByRole("region", { name: "Tu campaña" });
  await expect(campaign).toContainText("Google Ads");
  await expect(campaign).toContainText("Activa");
  await expect(campaign.getByRole("link", { name: "Ver anuncio en Google Ads" })).toHaveAttribute(
    "href",
    "https://ads.google.com/e2e-anuncio",
  );
  const mail = await waitForMail(TESTER, "campaign-live");
  expect(mail.subject).toBe("Tu anuncio ya está en Google Ads");
  expect(mail.text).toContain("https://ads.google.com/e2e-anuncio");
  await page.goto(`/vender?id=${propertyId}`);

  // Finish the sample as sold: still never in the feed.
  await walkFromStepThreeToSix(page);
  // An outside buyer owes no success fee: confirming the answer closes the sale.
  await answerWhoBought(page, /^Un comprador que no llegó/);
  await page
    .getByRole("dialog", { name: "Consejo fiscal" })
    .getByRole("button", { name: "Ir a mi panel" })
    .click();
  await expect(toast(page, "¡Venta completada!")).toBeVisible();
  const after = await staff.request.get(new URL(feedUrl).pathname + new URL(feedUrl).search);
  expect(await after.text()).not.toContain(propertyId);

  // Sold: the campaign ended with it. The seller reads "Finalizada" on every channel…
  await page.goto(`/dashboard?propiedad=${propertyId}`);
  const ended = page.getByRole("region", { name: "Tu campaña" });
  await expect(ended).toContainText("Campaña finalizada en todos los canales.");
  await expect(ended.getByText("Finalizada", { exact: true })).toHaveCount(5);
  await expect(ended.getByText("Activa", { exact: true })).toHaveCount(0);
  await expect(ended).not.toContainText("Desde el");
  // …and staff see no channel "Activa", and a task to take the Google ad down, with its date.
  await staff.reload();
  const soldCard = staff.locator(`[aria-labelledby="campaign-${propertyId}"]`);
  await expect(soldCard.getByText("Vendida", { exact: false })).toBeVisible();
  // The channels' badges, not the options of each form's state menu (which lists "Activa" too).
  const badges = soldCard.locator("span");
  await expect(badges.filter({ hasText: /^Finalizada$/ })).toHaveCount(5);
  await expect(badges.filter({ hasText: /^Activa$/ })).toHaveCount(0);
  await expect(badges.filter({ hasText: /^Retirar anuncio$/ })).toHaveCount(1);
  // This sample's task: other test files on the same server leave takedown tasks of their own (the
  // staff panel's test retires a demo listing's ad), and the earliest due comes first.
  const title = ((await staff.locator(`#campaign-${propertyId}`).textContent()) ?? "").trim();
  const task = staff.getByRole("listitem", { name: `Retirar anuncio: ${title} en Google Ads` });
  await expect(task.first()).toContainText("https://ads.google.com/e2e-anuncio");
  await expect(task.first()).toContainText("Retirar antes del");
});

/** A demo listing (iker's, in Bilbao) that no other spec writes to: its figures here are this test's. */
const INDAUTXU = "Piso reformado en Indautxu con vistas al parque";
const INDAUTXU_OWNER = "iker.etxeberria@zaguan.test";

/**
 * Which channel brought the buyer: a visitor arrives from an idealista ad and
 * writes to the seller; the seller finds "idealista" on that contact in 'Compradores' and in the
 * funnel's 'De dónde vienen tus compradores', in figures and in words.
 */
test("a contact that arrived from idealista is shown as idealista in 'Compradores' and in the funnel", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await (await browser.newContext()).newPage();
  await openPage(visitor, "/portal?q=Indautxu");
  const href = await cards(visitor).first().getByRole("heading").getByRole("link").getAttribute("href");
  if (!href) throw new Error("the demo listing is not on the portal");
  const propertyId = href.split("/").at(-1)?.split("?")[0] ?? "";
  await openPage(
    visitor,
    `/propiedad/${propertyId}?utm_source=idealista&utm_medium=portal&utm_campaign=zaguan-${propertyId}`,
  );
  await expect(visitor.getByRole("heading", { level: 1, name: INDAUTXU })).toBeVisible();

  const buyerName = `Ainhoa desde idealista ${Date.now() % 100000}`;
  const contact = visitor.getByRole("region", { name: "Contactar con el vendedor" });
  await contact.getByLabel("Nombre", { exact: true }).fill(buyerName);
  await contact.getByLabel("Correo electrónico").fill(uniqueEmail("idealista"));
  await contact
    .getByLabel("Mensaje", { exact: true })
    .fill("Hola, he visto el piso en idealista. ¿Se puede visitar?");
  await contact.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
  await contact.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(contact.getByText("Mensaje enviado")).toBeVisible();
  await visitor.context().close();

  await signInThroughPage(page, INDAUTXU_OWNER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);

  await page.goto(`/dashboard?tab=compradores&propiedad=${propertyId}`);
  const lead = page.getByTestId("lead").filter({ hasText: buyerName });
  await expect(lead.getByTestId("lead-channel")).toHaveText("Llegó por: idealista");

  await page.goto(`/dashboard?propiedad=${propertyId}`);
  const split = page
    .getByRole("region", { name: "Interés en tu anuncio" })
    .getByRole("region", { name: "De dónde vienen tus compradores" });
  await expect(split).toContainText("Últimas 8 semanas, 1 contacto: 1 de idealista.");
  const idealista = split.getByRole("listitem").filter({ hasText: "idealista" });
  await expect(idealista).toHaveText(/idealista:\s*1 contacto,\s*100 %/);
  await expect(split.getByRole("listitem").filter({ hasText: "Directo (Zaguán)" })).toHaveText(
    /Directo \(Zaguán\):\s*0 contactos,\s*0 %/,
  );

  // On a phone the split stays readable: nothing runs off the screen, and axe finds nothing serious.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, "lead channel split");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/** Manuel's house in Triana: a demo listing with a running campaign that no other spec edits. */
const TRIANA = "Casa de patio andaluz en Triana";

/**
 * The seller's extras, from the form to where each goes: the point leaves for the partner's import
 * rounded to about 110 m, the floor plan as one of the photos in JPEG; what Kyero v3 has no element
 * for (the video, the tour) stays out of the feed and shows as links on the buyer's page.
 */
test("the seller's map point and floor plan reach the Kyero feed, the video and tour the buyer's page", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openPage(page, "/portal?q=Triana");
  const href = await cards(page)
    .filter({ hasText: TRIANA })
    .getByRole("heading")
    .getByRole("link")
    .getAttribute("href");
  const propertyId = href?.split("/").at(-1)?.split("?")[0] ?? "";
  expect(propertyId).toMatch(/^[0-9a-f-]{36}$/);

  // A buyer abroad reads the English page before the seller changes the video and tour: a kept copy.
  // New addresses each run, since a run before may have left its own.
  const stamp = Date.now() % 100000;
  const videoUrl = `https://www.youtube.com/watch?v=e2eTriana${stamp}`;
  const tourUrl = `https://my.matterport.com/show/?m=e2eTriana${stamp}`;
  const buyer = await (await browser.newContext()).newPage();
  const listingInEnglish = `/en/propiedad/${propertyId}`;
  // No cookie choice made: both visits ask for the same kept copy (the consent variant).
  await buyer.goto(listingInEnglish);
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(TRIANA);
  await expect(buyer.locator(`a[href="${videoUrl}"], a[href="${tourUrl}"]`)).toHaveCount(0);
  expect((await buyer.goto(listingInEnglish))?.headers()["x-page-cache"]).toBe("hit");

  await signInThroughPage(
    page,
    "manuel.ortega@zaguan.test",
    DEMO_PASSWORD,
    `?redirectTo=${encodeURIComponent(`/vender?id=${propertyId}`)}`,
  );
  await expect(page.getByText(`Propiedad: ${TRIANA}`)).toBeVisible(AFTER_SUBMIT);
  await step(page, 1).click();
  const abroad = page.getByRole("group", { name: "Mapa, plano, vídeo y referencia catastral" });
  await abroad.getByLabel("Latitud").fill("37,3836512");
  await abroad.getByLabel("Longitud").fill("-6,0027789");
  await abroad.getByLabel("Foto que es el plano").selectOption({ label: "Foto 3" });
  await abroad.getByLabel("Vídeo (YouTube o Vimeo)").fill(videoUrl);
  await abroad.getByLabel("Visita virtual").fill(tourUrl);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(toast(page, "Cambios guardados")).toBeVisible();
  const floorPlan = await abroad.getByLabel("Foto que es el plano").inputValue();
  expect(floorPlan).toMatch(/-1920\.webp$/);

  // The same buyer's next visit: the edit emptied the kept copy, and both links are there in English.
  await buyer.goto(listingInEnglish);
  const video = buyer.getByRole("link", { name: "Video (opens YouTube in a new tab)" });
  await expect(video).toHaveAttribute("href", videoUrl);
  const tour = buyer.getByRole("link", { name: "Virtual tour (opens my.matterport.com in a new tab)" });
  await expect(tour).toHaveAttribute("href", tourUrl);
  for (const link of [video, tour]) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expectNoSeriousViolations(buyer, "English listing with its video and tour");
  await buyer.context().close();

  // The partner imports the feed: the house is there, rounded, its floor plan among the JPEG photos.
  const { staff, feedUrl } = await partnerFeed(browser, "Kyero e2e campos");
  const feed = await staff.request.get(new URL(feedUrl).pathname + new URL(feedUrl).search);
  const xml = await feed.text();
  const document = new XMLParser({
    isArray: (name) => ["property", "image"].includes(name),
    parseTagValue: false,
  }).parse(xml) as { root: { property: Array<Record<string, unknown>> } };
  const house = document.root.property.find((property) => property.id === propertyId);
  expect(house?.location).toEqual({ latitude: "37.384", longitude: "-6.003" });
  expect(xml).not.toContain("37.3836");
  const images = house?.images as { image?: Array<{ url: string }> } | undefined;
  const photos = (images?.image ?? []).map((image) => image.url);
  expect(photos.length).toBeGreaterThanOrEqual(15);
  for (const url of photos) expect(url).toMatch(/\/feeds\/fotos\/.+-1920\.jpg$/);
  const planInFeed = floorPlan.replace(/^.*\/property-images\//, "").replace(/\.webp$/, ".jpg");
  expect(photos[2]).toContain(planInFeed);
  expect(house).not.toHaveProperty("video_url");
  expect(house).not.toHaveProperty("virtual_tour_url");

  // The floor plan's photo, fetched as the portal's importer would: a JPEG.
  const plan = await staff.request.get(new URL(photos[2] ?? "").pathname);
  expect(plan.status()).toBe(200);
  expect(plan.headers()["content-type"]).toBe("image/jpeg");
  expect([...(await plan.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});
