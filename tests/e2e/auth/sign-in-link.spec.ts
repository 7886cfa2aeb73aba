import { expect, test } from "@playwright/test";
import { AFTER_SUBMIT, createVerifiedAccount, fillSignIn, linkPath, waitForMail } from "./helpers";

/**
 * Strangers' wrong passwords lock the account's passwords for an hour, and the
 * owner still gets in. The e2e server trusts the loopback proxy (server/app.ts), so the attackers'
 * addresses come in X-Forwarded-For; the owner's browser is the machine's own address.
 */
const ATTACKER_ADDRESSES = 5;
const GUESSES_PER_ADDRESS = 10;

test("a locked owner is told why, asks for the one-time link and gets in with it, once", async ({
  page,
  request,
}) => {
  // A sign-up, 50 password checks and a sign-in: several deliberately slow hashes.
  test.slow();
  const owner = await createVerifiedAccount(page, "bloqueada");

  // The attackers need no page: React Router's data endpoint runs the same action.
  const guesses = Array.from({ length: ATTACKER_ADDRESSES * GUESSES_PER_ADDRESS }, (_, guess) =>
    request.post("/auth.data", {
      form: { intent: "sign-in", email: owner.email, password: `adivina-${guess}` },
      headers: { "x-forwarded-for": `198.51.100.${(guess % ATTACKER_ADDRESSES) + 1}` },
      maxRedirects: 0,
    }),
  );
  const statuses = (await Promise.all(guesses)).map((response) => response.status());
  expect(statuses).toEqual(Array(ATTACKER_ADDRESSES * GUESSES_PER_ADDRESS).fill(401));

  await page.goto("/auth");
  await fillSignIn(page, owner.email, owner.password);
  const alert = page.getByRole("alert").filter({ hasText: "Sign in Failed" });
  await expect(alert).toContainText(
    "Esta cuenta ha recibido demasiados intentos con una contraseña equivocada",
    AFTER_SUBMIT,
  );
  await expect(alert).toContainText("Si es tu cuenta, puedes entrar ya con un enlace");

  const warning = await waitForMail(owner.email, "account-locked");
  expect(warning.subject).toBe("Alguien está intentando entrar en tu cuenta de Zaguán");
  expect(warning.text).toContain("te recomendamos cambiar la contraseña");

  await alert.getByRole("button", { name: "Enviarme un enlace para entrar" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Te hemos enviado un enlace para entrar" }).first(),
  ).toBeVisible(AFTER_SUBMIT);

  const mail = await waitForMail(owner.email, "sign-in-link");
  expect(mail.subject).toBe("Tu enlace para entrar en Zaguán");
  const link = linkPath(mail, "/entrar-con-enlace");
  await page.goto(link);
  await page.getByRole("button", { name: "Entrar en mi cuenta" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
  await expect(page.getByRole("heading", { level: 1, name: "Mi Panel de Control" })).toBeVisible();

  // Used once: in another browser the same link no longer signs in.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: "Enlace no válido" })).toContainText(
    "ya se ha usado o ha caducado",
  );
  await expect(page.getByRole("button", { name: "Entrar en mi cuenta" })).toHaveCount(0);
});
