import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, uniqueEmail, waitForMail } from "../auth/helpers";
import { inDays, leadOf, openBuyersTab, openListingFromPortal, requestViewing } from "./helpers";

/**
 * The demo listing of contact.spec.ts and leads-no-js.spec.ts, found by this search: each adds
 * leads of buyers with their own names; nothing is published or sold.
 */
const LISTING = "Tramuntana";
const SELLER_EMAIL = "margalida.ferrer@zaguan.test";

test("a visitor asks for a viewing; the owner confirms it in 'Compradores'; the buyer's e-mail carries the .ics", async ({
  page,
}) => {
  const buyerEmail = uniqueEmail("visita");
  const buyerName = `Lola Visitante ${Date.now() % 100000}`;
  await openListingFromPortal(page, LISTING);
  const section = await requestViewing(page, { name: buyerName, email: buyerEmail }, [
    inDays(6, "10:30"),
    inDays(7, "18:00"),
  ]);
  await expect(section.getByText("Solicitud de visita enviada")).toBeVisible();
  expect(await page.content()).not.toContain(SELLER_EMAIL);
  await waitForMail(SELLER_EMAIL, "viewing-request-to-seller");

  await page.context().clearCookies();
  await openBuyersTab(page, SELLER_EMAIL, DEMO_PASSWORD);
  const lead = leadOf(page, buyerName);
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
