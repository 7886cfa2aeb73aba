import { test } from "@playwright/test";
import { fillSignIn } from "../auth/helpers";
import {
  expect,
  FACTS,
  fillListing,
  generatedPhotos,
  LISTING,
  propertyIdFrom,
  signUpVerified,
  toast,
} from "./helpers";

/**
 * An owner gives the facts a buyer may ask for (Ley 12/2023 art. 31); the energy
 * label 'En trámite' is refused at publish, and the public page shows both letters and the useful m².
 */
test.describe("the listing's facts", () => {
  test.describe.configure({ timeout: 180_000 });

  test("an owner fills the facts, 'En trámite' is refused at publish, and the page shows both energy letters and the useful m²", async ({
    page,
  }) => {
    const account = await signUpVerified(page);
    await page.goto("/auth?redirectTo=/vender");
    await fillSignIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/vender/);

    // Its own title: the portal of a whole run also holds sell.spec's listing.
    await fillListing(page, { ...LISTING, title: "Piso con certificado energético en Delicias" });
    await page.getByLabel("Calificación energética").selectOption("En trámite");
    await page.locator('input[type="file"]').setInputFiles(await generatedPhotos(15));
    await expect(toast(page, "Imágenes subidas correctamente.")).toBeVisible({ timeout: 90_000 });
    const propertyId = propertyIdFrom(page);

    await page.getByRole("button", { name: "Publicar anuncio" }).click();
    const pending = page.getByText(
      "«En trámite» solo vale para un borrador: para publicar, el anuncio debe mostrar la letra del certificado energético o «Exento».",
    );
    await expect(pending).toBeVisible();
    await expect(page.getByLabel("Calificación energética")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Calificación energética").selectOption(LISTING.energyRating);
    await expect(pending).toBeHidden();
    await page.getByRole("button", { name: "Publicar anuncio" }).click();
    await expect(toast(page, "¡Anuncio publicado!")).toBeVisible();

    const buyer = await page.context().newPage();
    await buyer.setViewportSize({ width: 390, height: 844 });
    await buyer.goto(`/propiedad/${propertyId}`);
    const facts = buyer.getByRole("region", { name: "Datos de la vivienda" });
    await expect(facts.getByRole("definition").filter({ hasText: `${FACTS.usefulSize} m²` })).toBeVisible();
    await expect(facts).toContainText("Superficie útil");
    await expect(facts).toContainText("Año de construcción");
    await expect(facts).toContainText(FACTS.yearBuilt);
    await expect(facts).toContainText("Libre");
    const energy = buyer.getByRole("region", { name: "Certificado energético" });
    await expect(
      energy.getByText(`Letra ${LISTING.energyRating}: ${FACTS.energyConsumption} kWh/m² año`),
    ).toBeVisible();
    await expect(
      energy.getByText(`Letra ${FACTS.energyEmissionsRating}: ${FACTS.energyEmissions} kg CO₂/m² año`),
    ).toBeVisible();
  });
});
