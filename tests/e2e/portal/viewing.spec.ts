import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signInThroughPage, uniqueEmail, waitForMail } from "../auth/helpers";
import { cards, openPage } from "./helpers";

/** The same demo listing as contact.spec.ts (no other spec reads its leads); nothing is published or sold. */
const LISTING = "Chalet con piscina y vistas a la Serra de Tramuntana";
const SELLER_EMAIL = "margalida.ferrer@zaguan.test";

/** A Madrid wall-clock time `days` ahead, as a datetime-local input takes it. */
const inDays = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

test("a visitor asks for a viewing; the owner confirms it in 'Compradores'; the buyer's e-mail carries the .ics", async ({
  page,
}) => {
  const buyerEmail = uniqueEmail("visita");
  const buyerName = `Lola Visitante ${Date.now() % 100000}`;
  await openPage(page, "/portal?q=Tramuntana");
  const href = await cards(page).first().getByRole("heading").getByRole("link").getAttribute("href");
  if (!href) throw new Error("the demo listing is not on the portal");
  await openPage(page, href);
  const section = page.getByRole("region", { name: "Solicitar visita" });
  await section.getByLabel("Nombre", { exact: true }).fill(buyerName);
  await section.getByLabel("Correo electrónico").fill(buyerEmail);
  await section.getByLabel("Fecha y hora 1").fill(inDays(6, "10:30"));
  await section.getByLabel("Fecha y hora 2 (opcional)").fill(inDays(7, "18:00"));
  await section.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
  await section.getByRole("button", { name: "Solicitar visita" }).click();
  await expect(section.getByText("Solicitud de visita enviada")).toBeVisible();
  expect(await page.content()).not.toContain(SELLER_EMAIL);
  await waitForMail(SELLER_EMAIL, "viewing-request-to-seller");

  await page.context().clearCookies();
  await signInThroughPage(page, SELLER_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  await page.goto("/dashboard?tab=compradores");
  const lead = page.getByTestId("lead").filter({ hasText: buyerName });
  await expect(lead.getByText("Visita solicitada")).toBeVisible();
  await lead.getByRole("button", { name: "Abrir" }).click();
  await lead.getByRole("radio", { name: /18:00/ }).check();
  await lead.getByRole("button", { name: "Confirmar visita" }).click();
  await expect(page.getByText("Visita confirmada").first()).toBeVisible();
  await expect(lead.getByText(/Visita el .*18:00/)).toBeVisible();

  const confirmation = await waitForMail(buyerEmail, "viewing-confirmed-buyer");
  const invitation = confirmation.attachments.find((file) => file.contentType === "text/calendar");
  expect(invitation?.filename).toBe("visita.ics");
  expect(invitation?.content).toContain("BEGIN:VEVENT");
  expect(invitation?.content).toMatch(/DTSTART:\d{8}T1[67]0000Z/);
  expect(`${confirmation.text}${confirmation.html}`).not.toContain(SELLER_EMAIL);

  // Left as it is: a confirmed viewing on a listing that stays published, read by no other spec.
});
