import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseMail } from "#tests/support/mail-reader";
import { e2eDataDir } from "../../../playwright.config";
import { uniqueEmail, waitForMail } from "../auth/helpers";
import { openListingFromPortal } from "./helpers";

/** A demo listing that only gains leads in these tests (as in contact.spec.ts). */
const LISTING = "Tramuntana";
const SELLER_EMAIL = "margalida.ferrer@zaguan.test";

/** Every e-mail in the e2e server's outbox addressed to `to`, whatever its template. */
async function outboxTo(to: string) {
  const outbox = path.join(e2eDataDir, "outbox");
  const mails = [];
  for (const name of await readdir(outbox)) {
    const raw = await readFile(path.join(outbox, name), "utf8");
    const mail = parseMail(raw);
    if (mail.to === to) mails.push({ ...mail, raw });
  }
  return mails;
}

test.describe("issue #34: buyer forms a stranger cannot abuse", () => {
  test("the outbox never holds an unverified sender's free text", async ({ page }) => {
    const address = uniqueEmail("victima");
    const typed = {
      name: `Gana dinero en estafa.example ${Date.now() % 100000}`,
      phone: "+34 806 000 000",
      message: "Reclama tu premio de 5.000 € en http://estafa.example/premio hoy mismo.",
    };
    await openListingFromPortal(page, LISTING);
    const section = page.getByRole("region", { name: "Contactar con el vendedor" });
    await section.getByLabel("Nombre", { exact: true }).fill(typed.name);
    await section.getByLabel("Correo electrónico").fill(address);
    await section.getByLabel("Teléfono (opcional)").fill(typed.phone);
    await section.getByLabel("Mensaje", { exact: true }).fill(typed.message);
    await section.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
    await section.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(section.getByText("Mensaje enviado")).toBeVisible();

    // The seller receives the message; the address typed, a receipt in our own words.
    const toSeller = await waitForMail(SELLER_EMAIL, "enquiry-to-seller", {
      where: (mail) => Boolean(mail.headers.get("reply-to")?.includes(address)),
    });
    expect(toSeller.headers.get("reply-to")).toContain(address);
    const receipt = await waitForMail(address, "enquiry-receipt");
    expect(receipt.text).toContain("Hemos recibido un mensaje enviado desde esta dirección");
    expect(receipt.text).toContain("Si no fuiste tú, ignora este correo");

    const mails = await outboxTo(address);
    expect(mails).toHaveLength(1);
    for (const mail of mails)
      for (const part of [mail.subject, mail.text, mail.html, mail.raw])
        for (const text of [typed.name, typed.message, typed.phone, "estafa.example"])
          expect(part).not.toContain(text);
  });

  test("the four impossible dates answer 400 with the field error, and every typed value stays", async ({
    page,
  }) => {
    // Four full submissions, each rendered again by the server: more than the default budget.
    test.setTimeout(180_000);
    await openListingFromPortal(page, LISTING);
    const offer = () => page.getByRole("region", { name: "Hacer una oferta" });
    const typed = {
      name: "Marta Fechas Imposibles",
      email: uniqueEmail("fechas"),
      amount: "1.100.000",
      conditions: "Sujeta a la concesión de la hipoteca.",
    };
    for (const day of ["2027-02-30", "2027-02-29", "2027-04-31", "2027-06-31"]) {
      const form = offer();
      await form.getByLabel("Nombre", { exact: true }).fill(typed.name);
      await form.getByLabel("Correo electrónico").fill(typed.email);
      await form.getByLabel("Importe de la oferta (€)").fill(typed.amount);
      await form.getByRole("radio", { name: "Contado" }).check();
      // A date input never lets a person type a day that does not exist; a crafted post does.
      const date = form.getByLabel("Fecha propuesta para firmar las arras");
      await date.evaluate((input: HTMLInputElement) => {
        input.type = "text";
      });
      await date.fill(day);
      await form.getByLabel("Condiciones (opcional)").fill(typed.conditions);
      await form.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
      const answered = page.waitForResponse(
        (response) => response.request().method() === "POST" && response.url().includes("/propiedad/"),
      );
      await form.getByRole("button", { name: "Enviar oferta" }).click();
      expect((await answered).status(), day).toBe(400);

      const again = offer();
      await expect(again.getByText("Esa fecha no existe: revisa el día y el mes.")).toBeVisible();
      await expect(again.getByLabel("Fecha propuesta para firmar las arras")).toHaveAttribute("value", day);
      await expect(again.getByLabel("Nombre", { exact: true })).toHaveValue(typed.name);
      await expect(again.getByLabel("Correo electrónico")).toHaveValue(typed.email);
      await expect(again.getByLabel("Importe de la oferta (€)")).toHaveValue(typed.amount);
      await expect(again.getByRole("radio", { name: "Contado" })).toBeChecked();
      await expect(again.getByLabel("Condiciones (opcional)")).toHaveValue(typed.conditions);
      await expect(page.getByText("Algo salió mal")).toHaveCount(0);
    }
  });
});
