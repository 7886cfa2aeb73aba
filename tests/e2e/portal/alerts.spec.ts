import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { request as playwrightRequest, test } from "@playwright/test";
import { e2eDataDir } from "../../../playwright.config";
import { parseMail } from "../../support/mail-reader";
import {
  AFTER_SUBMIT,
  createVerifiedAccount,
  DEMO_PASSWORD,
  dismissCookieBanner,
  fillSignIn,
  linkPath,
  waitForMail,
} from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";
import { expect, propertyIdFrom, toast } from "../sell/helpers";
import { openPage } from "./helpers";

const TESTER = "tester@zaguan.test";

/** How many new-listing alerts reached this address (the outbox of the e2e server). */
async function alertCount(to: string): Promise<number> {
  const outbox = path.join(e2eDataDir, "outbox");
  const names = (await readdir(outbox)).filter((name) => name.includes("-alert-new-listings-"));
  const mails = await Promise.all(
    names.map(async (name) => parseMail(await readFile(path.join(outbox, name), "utf8"))),
  );
  return mails.filter((mail) => mail.to === to).length;
}

/**
 * Issue #24: a buyer saves a portal search (signing in on the way), a matching listing is
 * published, exactly one alert arrives, and its unsubscribe link works without signing in — from
 * the page's button and as the mail client's RFC 8058 one-click POST. The tester's sample is the
 * new listing, deleted at the end so the portal's counts stay as they were.
 */
test("a saved search alerts once of a new listing, and its e-mail unsubscribes without signing in", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const buyer = await createVerifiedAccount(page, "alertas");

  await openPage(page, "/portal?q=Fuencarral&provincia=Madrid&tipo=Piso");
  await page.getByRole("link", { name: "Guardar búsqueda" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await fillSignIn(page, buyer.email, buyer.password);
  await expect(page.getByRole("heading", { name: "Guardar búsqueda", level: 1 })).toBeVisible(AFTER_SUBMIT);
  await expect(page.getByText("Piso · Madrid · «Fuencarral»")).toBeVisible();
  await expectNoSeriousViolations(page, "guardar búsqueda");
  await page.getByLabel("Nombre de la búsqueda").fill("Pisos en Fuencarral");
  await page.getByRole("button", { name: "Guardar búsqueda" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=busquedas/, AFTER_SUBMIT);
  const saved = page.getByTestId("saved-search").filter({ hasText: "Pisos en Fuencarral" });
  await expect(saved.getByRole("radio", { name: "Al momento" })).toBeChecked();
  await expect(saved.getByRole("link", { name: "Ver resultados de «Pisos en Fuencarral»" })).toHaveAttribute(
    "href",
    "/portal?q=Fuencarral&provincia=Madrid&tipo=Piso",
  );

  // An owner publishes a flat on Calle de Fuencarral (the tester's sample), in a browser of their own.
  const owner = await (await browser.newContext()).newPage();
  await owner.goto("/auth?redirectTo=/vender%3Fnueva");
  await dismissCookieBanner(owner);
  await fillSignIn(owner, TESTER, DEMO_PASSWORD);
  await owner.getByRole("button", { name: "Crear propiedad de prueba" }).click();
  await expect(toast(owner, "Propiedad de prueba creada")).toBeVisible({ timeout: 60_000 });
  const propertyId = propertyIdFrom(owner);

  const mail = await waitForMail(buyer.email, "alert-new-listings");
  expect(mail.subject).toBe("Nueva propiedad para «Pisos en Fuencarral»");
  expect(mail.text).toContain(`/propiedad/${propertyId}`);
  expect(mail.text).toContain("/dashboard?tab=busquedas");
  expect(await alertCount(buyer.email)).toBe(1);

  // The e-mail's link, opened where nobody is signed in: a page with a button; GET alone changes nothing.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(linkPath(mail, "/alertas/baja"));
  await expect(
    stranger.getByText("¿Quieres dejar de recibir los avisos de tu búsqueda «Pisos en Fuencarral»?"),
  ).toBeVisible();
  await expectNoSeriousViolations(stranger, "darse de baja");
  await page.reload();
  await expect(saved.getByRole("radio", { name: "Al momento" })).toBeChecked();
  await stranger.getByRole("button", { name: "Darme de baja" }).click();
  await expect(stranger.getByRole("status")).toHaveText(
    "Listo: ya no recibirás los avisos de tu búsqueda «Pisos en Fuencarral».",
  );
  await page.reload();
  await expect(saved.getByRole("radio", { name: "Desactivada" })).toBeChecked();

  // Back on, then the mail client's one-click POST (RFC 8058): from its servers, no Origin, no cookies.
  await saved.getByText("Al momento").click();
  await saved.getByRole("button", { name: "Guardar avisos de «Pisos en Fuencarral»" }).click();
  await expect(toast(page, "Avisos guardados")).toBeVisible();
  await expect(saved.getByRole("radio", { name: "Al momento" })).toBeChecked();
  const header = mail.headers.get("list-unsubscribe") ?? "";
  expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  const provider = await playwrightRequest.newContext();
  const oneClick = await provider.post(header.replace(/^<|>$/g, ""), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);
  await provider.dispose();
  await page.reload();
  await expect(saved.getByRole("radio", { name: "Desactivada" })).toBeChecked();

  // The sample goes, so the other specs find the portal as they left it.
  await owner.goto(`/dashboard?propiedad=${propertyId}`);
  await owner.getByRole("button", { name: /^Eliminar «/ }).click();
  await owner.getByRole("dialog").getByRole("button", { name: "Eliminar propiedad" }).click();
  await expect(toast(owner, /eliminada/i)).toBeVisible();
  expect(await alertCount(buyer.email)).toBe(1);
});
