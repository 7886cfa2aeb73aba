import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { test } from "@playwright/test";
import { e2eDataDir } from "../../../playwright.config";
import { parseAttachments, parseMail } from "../../support/mail-reader";
import { DEMO_PASSWORD, signIn } from "../auth/helpers";
import {
  expect,
  payWithCard,
  sellToPlatformBuyerByCard,
  toast,
  walkFromStepThreeToSix,
} from "../sell/helpers";

const OWNER = "tester@zaguan.test";
const outbox = path.join(e2eDataDir, "outbox");

/** The e-mails of one template that reached the outbox after `before` was listed, to the owner. */
async function newMails(template: string, before: ReadonlySet<string>) {
  const names = (await readdir(outbox).catch(() => [] as string[])).filter(
    (name) => !before.has(name) && name.includes(`-${template}-`),
  );
  const mails = await Promise.all(
    names.map(async (name) => {
      const raw = await readFile(path.join(outbox, name), "utf8");
      return { ...parseMail(raw), attachments: parseAttachments(raw) };
    }),
  );
  return mails
    .filter((mail) => mail.to.includes(OWNER))
    .map((mail) => ({
      ...mail,
      text: mail.text.replace(/\u00a0/g, " "),
      subject: mail.subject.replace(/\u00a0/g, " "),
    }));
}

test("each fee paid leaves a receipt with its invoice PDF, and the closing e-mail names both invoices", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const before = new Set(await readdir(outbox).catch(() => [] as string[]));
  await signIn(page, OWNER, DEMO_PASSWORD, { redirectTo: "/vender?nueva" });
  await page.getByRole("button", { name: "Crear propiedad de prueba" }).click();
  await expect(toast(page, "Propiedad de prueba creada")).toBeVisible({ timeout: 60_000 });

  await payWithCard(page, "4242 4242 4242 4242");
  await expect(toast(page, "¡Pago completado!")).toBeVisible();
  // The receipt leaves through the durable queue, after the payment: it arrives within seconds.
  await expect.poll(async () => (await newMails("payment-receipt", before)).length).toBe(1);
  const [campaignReceipt] = await newMails("payment-receipt", before);
  expect(campaignReceipt?.subject).toBe("Recibo de tu pago: Campaña de Marketing (605,00 €)");
  const campaignInvoice = /factura (F-\d{4}-\d{5})/.exec(campaignReceipt?.text ?? "")?.[1];
  expect(campaignReceipt?.attachments).toEqual([
    expect.objectContaining({ filename: `factura-${campaignInvoice}.pdf`, contentType: "application/pdf" }),
  ]);
  expect(campaignReceipt?.attachments[0]?.content.startsWith("%PDF-")).toBe(true);

  // On to the sale through Zaguán: the success fee has its own receipt and invoice.
  await walkFromStepThreeToSix(page);
  await sellToPlatformBuyerByCard(page);

  await expect.poll(async () => (await newMails("payment-receipt", before)).length).toBe(2);
  const successReceipt = (await newMails("payment-receipt", before)).find((mail) =>
    mail.subject.includes("Comisión de Éxito"),
  );
  const successInvoice = /factura (F-\d{4}-\d{5})/.exec(successReceipt?.text ?? "")?.[1];
  expect(successReceipt?.attachments[0]?.filename).toBe(`factura-${successInvoice}.pdf`);

  await expect.poll(async () => (await newMails("sale-completed", before)).length).toBe(1);
  const [closing] = await newMails("sale-completed", before);
  expect(closing?.text).toContain(`Campaña de Marketing: 605,00 € (factura ${campaignInvoice})`);
  expect(closing?.text).toContain(`Comisión de Éxito: 605,00 € (factura ${successInvoice})`);
});
