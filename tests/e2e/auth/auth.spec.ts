import { expect, test } from "@playwright/test";
import {
  AFTER_SUBMIT,
  createVerifiedAccount,
  DEMO_PASSWORD,
  dismissCookieBanner,
  fillSignIn,
  linkPath,
  signInThroughPage,
  signUpThroughPage,
  uniqueEmail,
  waitForMail,
} from "./helpers";

test.describe("accounts: sign up, verify, sign in", () => {
  test("sign up → the link from the outbox → sign in → /dashboard; not before verifying", async ({
    page,
  }) => {
    // A whole journey: several sign-ups and sign-ins, each a deliberately slow password hash.
    test.slow();
    const account = {
      name: "Nerea Gómez Prieto",
      email: uniqueEmail("alta"),
      password: "mi casa de la playa",
    };
    await signUpThroughPage(page, account);
    await expect(page.getByText("Revisa tu correo")).toBeVisible(AFTER_SUBMIT);
    await expect(page.getByText("Debes verificar tu correo antes de poder iniciar sesión.")).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();

    // Signing in before verifying is refused, saying why, with a way to get a new link.
    await signInThroughPage(page, account.email, account.password);
    await expect(
      page.getByRole("alert").filter({ hasText: "Todavía no has verificado tu correo" }),
    ).toBeVisible(AFTER_SUBMIT);
    await page.getByRole("button", { name: "Reenviar correo de verificación" }).click();
    // Said twice on purpose: next to the button and in the toast.
    await expect(
      page.getByRole("status").filter({ hasText: "te hemos enviado un enlace nuevo" }).first(),
    ).toBeVisible(AFTER_SUBMIT);

    const mail = await waitForMail(account.email, "verification");
    expect(mail.subject).toBe("Confirma tu correo electrónico en Zaguán");
    // The address is not proved yet: nothing typed into the form comes back in the e-mail.
    expect(mail.text.startsWith("Hola:\n")).toBe(true);
    expect(mail.text).not.toContain(account.name);
    await page.goto(linkPath(mail, "/verify-email"));
    await expect(page.getByText("¡Correo verificado!")).toBeVisible(AFTER_SUBMIT);
    await page.getByRole("link", { name: "Iniciar sesión" }).last().click();

    await fillSignIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
    await expect(page.getByRole("heading", { level: 1, name: "Mi Panel de Control" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Salir" }).first()).toBeVisible();

    // A used link says so instead of failing.
    await page.goto(linkPath(mail, "/verify-email"));
    await expect(page.getByText("Tu correo ya está verificado")).toBeVisible(AFTER_SUBMIT);
  });

  test("a wrong password says 'Sign in Failed' and keeps the e-mail, not the password", async ({ page }) => {
    await signInThroughPage(page, "particular@zaguan.test", "no-es-esta");
    const alert = page.getByRole("alert").filter({ hasText: "Sign in Failed" });
    await expect(alert).toContainText("Correo o contraseña incorrectos.", AFTER_SUBMIT);
    await expect(page.getByLabel("Correo electrónico")).toHaveValue("particular@zaguan.test");
    await expect(page.getByLabel("Contraseña", { exact: true })).toHaveValue("");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("an address already registered gets the answer a new one gets; its owner an e-mail with the ways in", async ({
    page,
  }) => {
    await signUpThroughPage(page, {
      name: "Gana 5.000 EUR al dia en estafa.example/premio",
      email: "tester@zaguan.test",
      password: "otra frase larga",
    });
    await expect(page.getByText("Revisa tu correo")).toBeVisible(AFTER_SUBMIT);
    await expect(page.getByText("Debes verificar tu correo antes de poder iniciar sesión.")).toBeVisible();
    await expect(page.getByText("ya está registrado")).toHaveCount(0);

    const mail = await waitForMail("tester@zaguan.test", "sign-up-existing");
    expect(mail.subject).toBe("Alguien ha intentado crear una cuenta en Zaguán con tu correo");
    expect(mail.text).not.toContain("estafa.example");
    await page.goto(linkPath(mail, "/request-password-reset"));
    await expect(page).toHaveURL(/\/request-password-reset$/);
  });

  test("a signed-in user opening /auth goes to /dashboard", async ({ page }) => {
    await signInThroughPage(page, "particular@zaguan.test", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
  });
});

test.describe("password reset", () => {
  test("request → e-mail → new password → sign in with it; the old one no longer works", async ({ page }) => {
    // A whole journey: several sign-ups and sign-ins, each a deliberately slow password hash.
    test.slow();
    const account = await createVerifiedAccount(page, "olvido");
    await page.goto("/auth");
    await page.getByRole("link", { name: "¿Has olvidado tu contraseña?" }).click();
    await expect(page).toHaveURL(/\/request-password-reset$/);
    await page.getByLabel("Correo electrónico").fill(account.email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText("Si existe una cuenta con ese correo")).toBeVisible(AFTER_SUBMIT);

    const mail = await waitForMail(account.email, "password-reset");
    await page.goto(linkPath(mail, "/reset-password"));
    await page.getByLabel("Contraseña nueva").fill("nueva frase secreta");
    await page.getByLabel("Repite la contraseña").fill("nueva frase secreta!");
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText("Las contraseñas no coinciden.")).toBeVisible(AFTER_SUBMIT);
    await page.getByLabel("Contraseña nueva").fill("abc");
    await page.getByLabel("Repite la contraseña").fill("abc");
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText("La contraseña debe tener al menos 6 caracteres.")).toBeVisible(AFTER_SUBMIT);
    await page.getByLabel("Contraseña nueva").fill("nueva frase secreta");
    await page.getByLabel("Repite la contraseña").fill("nueva frase secreta");
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText("Contraseña actualizada")).toBeVisible(AFTER_SUBMIT);

    // The link works once.
    await page.goto(linkPath(mail, "/reset-password"));
    await expect(
      page.getByText("Token no válido o ausente. No se puede restablecer la contraseña.").last(),
    ).toBeVisible(AFTER_SUBMIT);

    await signInThroughPage(page, account.email, account.password);
    await expect(page.getByRole("alert").filter({ hasText: "Correo o contraseña incorrectos." })).toBeVisible(
      AFTER_SUBMIT,
    );
    await fillSignIn(page, account.email, "nueva frase secreta");
    await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
  });

  test("an address without an account gets the same answer", async ({ page }) => {
    await page.goto("/request-password-reset");
    await dismissCookieBanner(page);
    await page.getByLabel("Correo electrónico").fill(uniqueEmail("nadie"));
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText("Si existe una cuenta con ese correo")).toBeVisible(AFTER_SUBMIT);
  });

  test("links without a token say so and move on to /auth", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(
      page.getByText("Token no válido o ausente. No se puede restablecer la contraseña.").last(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/verify-email");
    await expect(page.getByText("No se encontró un token o correo electrónico válido.").last()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe("who may go where", () => {
  test("signed-out visitors are sent to /auth and, once signed in, continue where they were going", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
    await page.goto("/vender");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fvender$/);
    await dismissCookieBanner(page);
    await fillSignIn(page, "particular@zaguan.test", DEMO_PASSWORD);
    // /vender goes on to the owner's sale, on its step.
    await expect(page).toHaveURL(/\/vender\/[0-9a-f-]{36}\/[a-z-]+$/, AFTER_SUBMIT);
  });

  test("the agency process remembers from=agency and continues there after signing in", async ({ page }) => {
    await page.goto("/proceso-agencia");
    await expect(page).toHaveURL(/\/auth\?.*from=agency/);
    await expect(page.getByRole("heading", { level: 1, name: "Accede para colaborar" })).toBeVisible();
    await dismissCookieBanner(page);
    await fillSignIn(page, "agencia@zaguan.test", DEMO_PASSWORD);
    // /proceso-agencia goes on to the agency's collaboration, on its step.
    await expect(page).toHaveURL(/\/proceso-agencia\/[0-9a-f-]{36}\/[a-z-]+$/, AFTER_SUBMIT);
  });

  test("a user who is not an admin opening /admin lands on /dashboard", async ({ page }) => {
    await signInThroughPage(page, "particular@zaguan.test", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
    for (const path of ["/admin", "/admin/tools", "/agency/final-fee"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
    }
  });
});

test.describe("signing out", () => {
  test("'Salir' ends the session and clears the in-progress property kept in the browser", async ({
    page,
  }) => {
    await signInThroughPage(page, "tester@zaguan.test", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
    await page.evaluate(() => {
      localStorage.setItem("propertyInProgress", JSON.stringify({ userId: "x", title: "Piso" }));
      localStorage.setItem("agencyPropertyInProgress", JSON.stringify({ userId: "x" }));
      localStorage.setItem("otra-cosa", "se queda");
    });
    await page.getByRole("button", { name: "Salir" }).first().click();
    await expect(page.getByText("Has cerrado sesión").first()).toBeVisible(AFTER_SUBMIT);
    await expect(page.getByRole("link", { name: "Acceder" }).first()).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem("propertyInProgress"),
        localStorage.getItem("agencyPropertyInProgress"),
        localStorage.getItem("otra-cosa"),
      ]),
    ).toEqual([null, null, "se queda"]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?/);
  });

  test("'Salir' on a public page (its script, no React) clears the in-progress property too", async ({
    page,
  }) => {
    await signInThroughPage(page, "tester@zaguan.test", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
    await page.goto("/como-vendemos");
    await page.evaluate(() => localStorage.setItem("propertyInProgress", JSON.stringify({ userId: "x" })));
    await page.getByRole("button", { name: "Salir" }).first().click();
    await expect(page.getByText("Has cerrado sesión").first()).toBeVisible(AFTER_SUBMIT);
    expect(await page.evaluate(() => localStorage.getItem("propertyInProgress"))).toBeNull();
  });

  test("'Cerrar sesión en todos los dispositivos' signs out the other browser too", async ({
    page,
    browser,
  }) => {
    // A whole journey: several sign-ups and sign-ins, each a deliberately slow password hash.
    test.slow();
    const account = await createVerifiedAccount(page, "dispositivos");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInThroughPage(otherPage, account.email, account.password);
    await expect(otherPage).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);

    await signInThroughPage(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
    // The button lives in the dashboard's 'Mis Datos' tab.
    await page.getByRole("tab", { name: "Mis Datos" }).click();
    await page.getByRole("button", { name: "Cerrar sesión en todos los dispositivos" }).click();
    await expect(page.getByText("Hemos cerrado tu sesión en todos los dispositivos.").first()).toBeVisible(
      AFTER_SUBMIT,
    );

    await otherPage.goto("/dashboard");
    await expect(otherPage).toHaveURL(/\/auth\?/);
    await other.close();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in, a wrong password and the sign-up form all work as plain forms", async ({ page }) => {
    await page.goto("/auth?redirectTo=%2Fvender");
    await page.getByLabel("Correo electrónico").fill("particular@zaguan.test");
    await page.getByLabel("Contraseña", { exact: true }).fill("equivocada");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("Correo o contraseña incorrectos.")).toBeVisible(AFTER_SUBMIT);
    await expect(page.getByLabel("Correo electrónico")).toHaveValue("particular@zaguan.test");

    await page.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/vender$/, AFTER_SUBMIT);
  });
});
