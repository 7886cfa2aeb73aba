import { expect, type Page, test } from "@playwright/test";
import { dismissCookieBanner } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";

/**
 * '/verificar-contrato' in a browser, as a stranger holding a file: the form posts the code and the
 * PDF through the server's own guards (the route's body limit takes files), and the answer says only
 * what the holder may learn. A signed contract to match needs the signing pages (step 4); the
 * matches are proved in app/routes/public/contract-check.server.test.ts.
 */
async function check(
  page: Page,
  { code = "", file }: { code?: string; file?: { name: string; body: string } },
) {
  await page.getByLabel("Código de verificación").fill(code);
  if (file)
    await page.getByLabel("El contrato en PDF").setInputFiles({
      name: file.name,
      mimeType: file.name.endsWith(".pdf") ? "application/pdf" : "text/plain",
      buffer: Buffer.from(file.body, "latin1"),
    });
  await page.getByRole("button", { name: "Verificar" }).click();
  return page.getByRole("status");
}

const NOT_OURS = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

test.describe("checking a contract", () => {
  test("an unknown code, a PDF the platform never sealed and a file that is no PDF: each told so, nothing more", async ({
    page,
  }) => {
    await page.goto("/verificar-contrato");
    await dismissCookieBanner(page);
    await expect(page.getByRole("heading", { name: "Verificar un contrato" })).toBeVisible();
    await expectNoSeriousViolations(page, "the empty form");

    const unknown = await check(page, { code: "00000-00000" });
    await expect(unknown).toHaveText(
      "No hay ningún contrato con ese código. Revisa que lo has copiado bien.",
    );

    await page.goto("/verificar-contrato");
    const notOurs = await check(page, { file: { name: "contrato-arras.pdf", body: NOT_OURS } });
    await expect(notOurs).toContainText(
      "No reconocemos este archivo como un contrato firmado en la plataforma.",
    );

    await page.goto("/verificar-contrato");
    const text = await check(page, { file: { name: "contrato.txt", body: "no soy un pdf" } });
    await expect(text).toHaveText("El archivo no es un PDF.");
    await expectNoSeriousViolations(page, "with an answer");
  });
});
