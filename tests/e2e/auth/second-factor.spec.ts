import { expect, test } from "@playwright/test";
import { totpFromBase32 } from "../../support/totp";
import { waitForPageReady } from "../page-ready";
import {
  AFTER_SUBMIT,
  createVerifiedAccount,
  DEMO_PASSWORD,
  dismissCookieBanner,
  fillSignIn,
  typeSecondFactorCode,
} from "./helpers";

test("the demo admin types the authenticator code after the password and the staff panel opens", async ({
  page,
}) => {
  await page.goto(`/auth?${new URLSearchParams({ redirectTo: "/admin" })}`);
  await dismissCookieBanner(page);
  await page.getByLabel("Correo electrónico").fill("admin@zaguan.test");
  await page.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("heading", { name: "Verificación en dos pasos", level: 1 })).toBeVisible(
    AFTER_SUBMIT,
  );
  // A wrong code opens nothing.
  await page.getByLabel("Código de la aplicación de autenticación").fill("000000");
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByText("El código no es correcto.", { exact: false })).toBeVisible(AFTER_SUBMIT);
  await typeSecondFactorCode(page, "ZAGUANDEMOADMIN2FATOTPSECRET2345");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an owner sets up an authenticator app in 'Mis Datos' (QR, key, recovery codes) and sign-in asks for it", async ({
  page,
}) => {
  test.slow();
  const account = await createVerifiedAccount(page, "dos-pasos");
  await page.goto("/auth");
  await dismissCookieBanner(page);
  await fillSignIn(page, account.email, account.password);
  await page.waitForURL(/\/dashboard/, AFTER_SUBMIT);
  await page.goto("/dashboard/datos");
  await waitForPageReady(page);
  await page.getByRole("link", { name: "Activar la verificación en dos pasos" }).click();
  await page.getByLabel("Tu contraseña actual").fill(account.password);
  await page.getByRole("button", { name: "Empezar" }).click();
  await expect(page.getByRole("img", { name: "Código QR para tu aplicación de autenticación" })).toBeVisible(
    AFTER_SUBMIT,
  );
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await expect(
    page.getByRole("list", { name: "2. Guarda tus códigos de recuperación" }).getByRole("listitem"),
  ).toHaveCount(10);
  await page.getByLabel("Código de la aplicación de autenticación").fill(totpFromBase32(secret));
  await page.getByRole("button", { name: "Activar la verificación en dos pasos" }).click();
  await expect(page).toHaveURL(/\/dashboard\/datos$/, AFTER_SUBMIT);
  await expect(page.getByText("Verificación en dos pasos activada", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Gestionar la verificación en dos pasos" })).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/auth");
  await fillSignIn(page, account.email, account.password);
  await typeSecondFactorCode(page, secret);
  await expect(page).toHaveURL(/\/dashboard/);
});
