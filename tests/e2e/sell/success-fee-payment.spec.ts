import { test } from "@playwright/test";
import { DEMO_PASSWORD, signIn, waitForMail } from "../auth/helpers";
import { waitForPageReady } from "../page-ready";
import { testerOwnOfferAccepted } from "./deal-helpers";
import {
  answerWhoBought,
  expect,
  payWithCard,
  testerSampleAtStepThree,
  walkFromStepThreeToSix,
} from "./helpers";

const OWNER = "tester@zaguan.test";
const ADMIN = "admin@zaguan.test";

/**
 * A seller closed with an "outside" buyer although they had accepted a platform offer; staff charge
 * the success fee after confirming what they charge, and whom; the seller finds it pending in
 * 'Mis Pagos', pays it with the test card, and finds it paid there with its invoice.
 */
test("a success fee staff charge is paid from 'Mis Pagos' with its invoice", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const propertyId = await testerSampleAtStepThree(page);

  const buyerName = `Marta Comisión ${Date.now() % 100000}`;
  await testerOwnOfferAccepted(page, { propertyId, buyerName, amount: "250.000" });

  // Step 6: an outside buyer, with the reason the record asks for.
  await page.goto(`/vender?id=${propertyId}`);
  await walkFromStepThreeToSix(page);
  await answerWhoBought(page, /^Un comprador que no llegó/);
  await page.getByLabel(/¿Cómo llegó el comprador/).fill("Es un vecino del edificio que conocía la casa.");
  await page.getByRole("button", { name: "Confirmar comprador" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sí, cerrar la venta" }).click();
  await expect(page.getByRole("dialog", { name: "Consejo fiscal" })).toBeVisible();

  // Staff: the charge asks first, with the amount, the seller and what the record holds.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, ADMIN, DEMO_PASSWORD, { redirectTo: "/admin/revisiones" });
  const review = staff
    .getByRole("article")
    .filter({ has: staff.getByText(buyerName).first() })
    .first();
  await review.getByRole("button", { name: "Cobrar la comisión de éxito" }).click();
  const question = staff.getByRole("alertdialog", { name: "¿Cobrar la comisión de éxito?" });
  await expect(question).toContainText(/605,00\s€ IVA incluido/);
  await expect(question).toContainText(OWNER);
  await expect(question).toContainText(buyerName);
  await question.getByRole("button", { name: "Sí, cobrar la comisión" }).click();
  await expect(staff.getByText(/el vendedor la tiene pendiente en «Mis Pagos»/)).toBeVisible();
  const decided = await waitForMail(OWNER, "fee-review-decided");
  expect(decided.text).toContain("/dashboard/pagos");

  // The seller: pending in 'Mis Pagos', with its amount and why; 'Pagar' opens the card payment.
  await page.goto("/dashboard/pagos");
  const pending = page.getByRole("region", { name: "Pendiente de pago" });
  const pay = pending.locator(`a[href*="${propertyId}"]`);
  await expect(pay).toHaveText("Pagar");
  const owed = pending.getByRole("article").filter({ has: page.locator(`a[href*="${propertyId}"]`) });
  await expect(owed).toContainText(/605,00\s€/);
  await expect(owed).toContainText("cláusula 5");
  await pay.click();
  await waitForPageReady(page);
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page.getByText(/Comisión de éxito: Pagada \(605,00\s€\)/)).toBeVisible();

  // Paid: no longer pending, and the payment is in the table with its invoice.
  await page.goto("/dashboard/pagos");
  await expect(page.locator(`a[href*="${propertyId}"]`)).toHaveCount(0);
  const paid = page
    .getByRole("table", { name: "Mis pagos" })
    .getByRole("row")
    .filter({ hasText: "Comisión de Éxito" })
    .first();
  await expect(paid).toContainText("Pagado");
  await expect(paid.getByRole("link", { name: /^Descargar factura F-\d{4}-\d{5}$/ })).toBeVisible();

  // Staff see it paid.
  await staff.reload();
  await expect(review).toContainText("Comisión pagada");
  await staff.context().close();
});
