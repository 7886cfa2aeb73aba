import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, dismissCookieBanner, fillSignIn, waitForMail } from "../auth/helpers";
import { testerOwnOfferAccepted } from "./deal-helpers";
import { testerSampleAtStepThree, walkFromStepThreeToSix } from "./helpers";

const OWNER = "tester@zaguan.test";
const ADMIN = "admin@zaguan.test";

/**
 * The seller accepted a platform offer, then declares in step 6 that the buyer
 * came from elsewhere. The record says otherwise, so the sale asks for a reason and opens a review
 * that staff see side by side with the evidence; staff charge the fee and the seller is told.
 */
test("switching step 6 to an outside buyer after an accepted platform offer opens a staff review", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const propertyId = await testerSampleAtStepThree(page);

  // A buyer's offer on the listing (the signed-in tester's: it needs no confirmation e-mail, issue
  // #38), accepted by the seller.
  const buyerName = `Lucía Comisión ${Date.now() % 100000}`;
  await testerOwnOfferAccepted(page, { propertyId, buyerName, amount: "245.000" });

  // On to step 6, where the seller names someone else.
  await page.goto(`/vender?id=${propertyId}`);
  await walkFromStepThreeToSix(page);
  const question = page.getByRole("group", { name: "¿Quién ha comprado tu vivienda?" });
  await question.getByRole("radio", { name: /^Un comprador que no llegó/ }).check();
  await page.getByLabel("Nombre y apellidos de quien ha comprado").fill("Pedro Vecino Ruiz");
  // Closing with an outside buyer asks a second time; the record then points at the accepted
  // offer, so the sale waits for a reason, beside clause 5 of the terms.
  const confirmOutsideBuyer = async () => {
    await page.getByRole("button", { name: "Confirmar comprador" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sí, cerrar la venta" }).click();
  };
  await confirmOutsideBuyer();
  const evidence = page.getByRole("region", { name: /Lo que consta/ });
  await expect(evidence.getByText(buyerName).first()).toBeVisible();
  await page
    .getByLabel(/¿Cómo llegó el comprador/)
    .fill("Es un vecino del edificio que conocía la casa desde hace años.");
  await confirmOutsideBuyer();
  // The sale closes (the tax tips of a finished sale), and step 6 says the fee is under review.
  await expect(page.getByRole("dialog", { name: "Consejo fiscal" })).toBeVisible();
  await page.goto(`/vender?id=${propertyId}`);
  const underReview = page.getByText(
    /Comisión de éxito: En revisión: nuestro equipo está comparando tu respuesta/,
  );
  // Said by step 6, and by the congratulations at the top: the sale is done, the fee is not settled.
  await expect(underReview).toHaveCount(2);
  await expect(page.getByText(/¡Enhorabuena por la venta! Comisión de éxito: En revisión/)).toBeVisible();

  // Staff see the review with both sides, and charge the fee; the seller is told by e-mail.
  const staff = await (await browser.newContext()).newPage();
  await staff.goto("/auth?redirectTo=/admin/revisiones");
  await dismissCookieBanner(staff);
  await fillSignIn(staff, ADMIN, DEMO_PASSWORD);
  await expect(staff).toHaveURL(/\/admin\/revisiones/);
  const review = staff.getByRole("article").filter({ hasText: "Pedro Vecino Ruiz" }).first();
  await expect(review.getByLabel("Lo que declara el vendedor")).toContainText("Es un vecino del edificio");
  await expect(review.getByLabel(/Lo que consta en/)).toContainText(buyerName);
  await review.getByRole("button", { name: "Cobrar la comisión de éxito" }).click();
  await staff
    .getByRole("alertdialog", { name: "¿Cobrar la comisión de éxito?" })
    .getByRole("button", { name: "Sí, cobrar la comisión" })
    .click();
  await expect(review.getByRole("button", { name: "Cobrar la comisión de éxito" })).toHaveCount(0);
  const decided = await waitForMail(OWNER, "fee-review-decided");
  expect(decided.text.replace(/\u00a0/g, " ")).toContain("comisión de éxito");
  await staff.context().close();
});
