import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { FORM_ALREADY_SENT } from "#app/domain/leads/intake/lead-form-messages";
import { LEAD_RATE_LIMITS } from "#app/domain/leads/intake/rate-limits.server";
import { parseMail } from "#tests/support/mail-reader";
import { e2eDataDir } from "../../../playwright.config";
import { AFTER_SUBMIT, DEMO_PASSWORD, waitForMail } from "../auth/helpers";
import { openBuyersTab, openListingFromPortal } from "./helpers";

/** A demo listing no other spec writes to: its owner's inbox and 'Compradores' are this test's alone. */
const LISTING = "Casa de piedra restaurada en el Empordà";
const SELLER_EMAIL = "jordi.puig@zaguan.test";
/** Three addresses, as a proxy in front of the server reports them (loopback is a trusted proxy). */
const FLOODERS = ["203.0.113.11", "203.0.113.12", "203.0.113.13"];

/** The form stamp the page hands this visitor. */
async function stampOf(request: APIRequestContext, listingPath: string, ip: string) {
  const page = await request.get(listingPath, { headers: { "x-forwarded-for": ip } });
  const stamp = /name="formStamp" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!stamp) throw new Error("no form stamp on the listing page");
  return stamp;
}

let sequence = 0;
/** 'Contactar con el vendedor' posted by a script from `ip`, as a bot would: a new name and e-mail each time. */
async function post(request: APIRequestContext, listingPath: string, ip: string, formStamp: string) {
  sequence += 1;
  const name = `Remitente masivo ${sequence}`;
  const response = await request.post(listingPath, {
    headers: { "x-forwarded-for": ip },
    form: {
      intent: "contact",
      formStamp,
      name,
      email: `masivo-${sequence}-${Date.now()}@example.es`,
      message: "Compra seguidores baratos en nuestra web, oferta limitada.",
      acceptPrivacy: "on",
      website: "",
    },
    maxRedirects: 0,
  });
  return { name, status: response.status(), body: response.status() === 303 ? "" : await response.text() };
}

/** The e-mails about this listing in the server's outbox, by template. */
async function outboxAbout(listing: string) {
  const outbox = path.join(e2eDataDir, "outbox");
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.map(async (name) => ({ name, ...parseMail(await readFile(path.join(outbox, name), "utf8")) })),
  );
  return mails.filter((mail) => mail.subject.includes(`«${listing}»`) && mail.to === SELLER_EMAIL);
}

test("30 posts from 3 addresses with one page's stamp do not silence a listing: a new buyer's message is accepted and the owner gets the held ones in one digest", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const listingPath = await openListingFromPortal(page, "Empordà");
  await expect(page.getByRole("heading", { level: 1, name: LISTING })).toBeVisible();
  const before = new Set((await outboxAbout(LISTING)).map((mail) => mail.name));

  // 30 posts, 10 from each address, all with the stamp of one page load: the stamp serves one.
  const stamp = await stampOf(request, listingPath, FLOODERS[0] as string);
  const oneStamp = [];
  for (let index = 0; index < 30; index++)
    oneStamp.push(await post(request, listingPath, FLOODERS[index % 3] as string, stamp));
  expect(oneStamp.filter((answer) => answer.status === 303)).toHaveLength(1);
  const refused = oneStamp.filter((answer) => answer.status === 400);
  expect(refused).toHaveLength(29);
  for (const answer of refused) expect(answer.body).toContain(FORM_ALREADY_SENT);

  // The same addresses load the page before each post, as a smarter script would: each is heard
  // until its own limit, past the listing's rate their messages are held, and the 10th of the first
  // address (which already spent one) is told to wait. Nobody else is.
  const perAddress = await Promise.all(
    FLOODERS.map(async (ip) => {
      const answers = [];
      for (let index = 0; index < LEAD_RATE_LIMITS.perAddress.limit; index++)
        answers.push(await post(request, listingPath, ip, await stampOf(request, listingPath, ip)));
      return answers;
    }),
  );
  const fresh = perAddress.flat();
  expect(fresh.filter((answer) => answer.status === 429)).toHaveLength(1);
  expect(fresh.filter((answer) => answer.status >= 500)).toHaveLength(0);
  const accepted = [oneStamp, fresh].flat().filter((answer) => answer.status === 303);
  expect(accepted).toHaveLength(30);
  const rate = LEAD_RATE_LIMITS.perListingBeforeHold.limit;

  // A real buyer, from an address of their own, in a browser: 'Mensaje enviado'.
  const buyerContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" } });
  const buyerPage = await buyerContext.newPage();
  await openListingFromPortal(buyerPage, "Empordà");
  const buyerName = `Laia Compradora ${Date.now() % 100000}`;
  const section = buyerPage.getByRole("region", { name: "Contactar con el vendedor" });
  await section.getByLabel("Nombre", { exact: true }).fill(buyerName);
  await section.getByLabel("Correo electrónico").fill(`laia-${Date.now()}@example.es`);
  await section
    .getByLabel("Mensaje", { exact: true })
    .fill("Hola, ¿podría visitar la casa el sábado por la mañana?");
  await section.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
  await section.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(section.getByText("Mensaje enviado")).toBeVisible();
  await buyerContext.close();

  // The owner: an e-mail each for the listing's first `rate` messages of the hour, and one digest
  // naming every other one — each accepted message told exactly once.
  const digest = await waitForMail(SELLER_EMAIL, "held-leads-digest", { timeout: 90_000 });
  const mails = (await outboxAbout(LISTING)).filter((mail) => !before.has(mail.name));
  expect(mails.filter((mail) => mail.name.includes("-held-leads-digest-"))).toHaveLength(1);
  const oneByOne = mails.filter((mail) => mail.name.includes("-enquiry-to-seller-"));
  expect(oneByOne).toHaveLength(rate);
  const names = accepted.map((answer) => answer.name);
  const mailedAlone = names.filter((name) =>
    oneByOne.some((mail) => mail.text.includes(`${name} te ha escrito`)),
  );
  const inDigest = names.filter((name) => digest.text.includes(`Mensaje de ${name} ·`));
  expect(mailedAlone).toHaveLength(rate);
  expect(inDigest).toHaveLength(30 - rate);
  expect(new Set([...mailedAlone, ...inDigest]).size).toBe(30);

  // 'Pendientes de revisión' in 'Compradores', by sender: the three connections and the real
  // buyer. The owner ticks the real buyer, approves her, and marks one connection's flood as spam.
  await page.context().clearCookies();
  await openBuyersTab(page, SELLER_EMAIL, DEMO_PASSWORD);
  await page
    .getByRole("navigation", { name: "Propiedades" })
    .getByRole("link", { name: new RegExp(LISTING) })
    .click();
  const review = page.getByRole("region", { name: /Pendientes de revisión/ });
  const senders = review.getByTestId("held-sender");
  await expect(senders).toHaveCount(FLOODERS.length + 1);
  await expect(senders.first()).toContainText(buyerName);
  await review.getByRole("checkbox", { name: `Seleccionar el contacto de ${buyerName}` }).check();
  await review.getByRole("button", { name: "Aprobar seleccionados" }).click();
  await expect(page.getByText("Contacto aprobado").first()).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByTestId("lead").filter({ hasText: buyerName })).toBeVisible();
  await expect(senders).toHaveCount(FLOODERS.length);

  await senders.first().getByRole("button", { name: "Marcar todo como spam" }).click();
  await expect(page.getByText("Marcado como spam").first()).toBeVisible(AFTER_SUBMIT);
  await expect(senders).toHaveCount(FLOODERS.length - 1);
});
