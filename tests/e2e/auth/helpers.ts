import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET } from "../../../app/demo/accounts";
import { baseURL, e2eDataDir } from "../../../playwright.config";
import { type MailFile, type ParsedMail, parseAttachments, parseMail } from "../../support/mail-reader";
import { totpFromBase32 } from "../../support/totp";
import { waitForPageReady } from "../page-ready";

export const DEMO_PASSWORD = "zaguan-demo";

/**
 * For what follows a form post that hashes a password (sign-in, sign-up, reset) or waits for the
 * page to hydrate: fast on an idle machine, seconds on a shared, loaded one; the e-mail
 * verification page (hydrate, then verify) took over 20 s beside a CPU hog (session 17).
 */
export const AFTER_SUBMIT = { timeout: 45_000 };

/** A fresh address per call, so runs never collide with earlier ones. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.es`;
}

export async function dismissCookieBanner(page: Page) {
  const reject = page.getByRole("button", { name: "Rechazar" });
  if (!(await reject.isVisible())) return;
  await reject.click();
  await expect(reject).toBeHidden();
}

/** The newest e-mail of this template to this address in the e2e server's outbox (DATA_DIR/outbox). */
export async function waitForMail(
  to: string,
  template:
    | "verification"
    | "password-reset"
    | "sign-up-existing"
    | "sign-in-link"
    | "account-locked"
    | "enquiry-to-seller"
    | "enquiry-copy"
    | "enquiry-receipt"
    | "offer-confirm"
    | "offer-to-seller"
    | "deal-agreed-buyer"
    | "deal-agreed-seller"
    | "offer-closed"
    | "deal-released-buyer"
    | "deal-released-favourite"
    | "deal-fell-through"
    | "deal-fell-through-available"
    | "offer-countered"
    | "offer-countered-back"
    | "viewing-request-to-seller"
    | "viewing-confirmed-buyer"
    | "viewing-request-copy"
    | "viewing-buyer-proposed"
    | "campaign-live"
    | "alert-new-listings"
    | "alert-price-drops"
    | "held-leads-digest"
    | "fee-review-decided"
    | "arras-to-sign"
    | "arras-signing-code"
    | "arras-signed",
  {
    timeout = 15_000,
    where = () => true,
  }: {
    timeout?: number;
    /**
     * Which of the address's e-mails of that template: a demo seller gets one per earlier test,
     * and the newest in the outbox is not this test's until it has arrived.
     */
    where?: (mail: ParsedMail) => boolean;
  } = {},
): Promise<ParsedMail & { attachments: MailFile[] }> {
  const outbox = path.join(e2eDataDir, "outbox");
  let found: (ParsedMail & { attachments: MailFile[] }) | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[]))
          .filter((name) => name.includes(`-${template}-`))
          .sort()
          .reverse();
        for (const name of files) {
          const raw = await readFile(path.join(outbox, name), "utf8");
          const mail = parseMail(raw);
          if (mail.to === to && where(mail)) {
            found = { ...mail, attachments: parseAttachments(raw) };
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail (${template}) to ${to} in the outbox`, timeout },
    )
    .toBe(true);
  return found as ParsedMail & { attachments: MailFile[] };
}

/** The link of the e-mail, as a path on the server under test. */
export function linkPath(mail: ParsedMail, pathname: string): string {
  const link = (mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).find(
    (url) => new URL(url).pathname === pathname,
  );
  if (!link) throw new Error(`no ${pathname} link in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  if (email === DEMO_ADMIN_EMAIL) await passDemoAdminSecondFactor(page);
}

/** Staff type their authenticator app's code after the password (ADR 0043); the demo's secret is in the README. */
export async function passDemoAdminSecondFactor(page: Page) {
  await typeSecondFactorCode(page, DEMO_ADMIN_TOTP_SECRET);
}

export async function typeSecondFactorCode(page: Page, secret: string) {
  const field = page.getByLabel("Código de la aplicación de autenticación");
  await expect(field).toBeVisible(AFTER_SUBMIT);
  await field.fill(totpFromBase32(secret));
  await page.getByRole("button", { name: "Verificar" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/verificacion-en-dos-pasos"), AFTER_SUBMIT);
}

/**
 * Signs in as the sign-in form does without JavaScript — a POST to /auth, then the demo admin's
 * authenticator code — and opens the page the server sends the account to. The session lands in
 * the page's browser context as it would through the form, without loading and hydrating /auth
 * first (docs/benchmarks/test-suite.md): for the tests whose subject is not the sign-in page, which
 * use signInThroughPage. The cookie banner is answered 'Rechazar' the same way. Waits, as a
 * sign-in through the form did, until the page works (`ready: false` for a plain server page, which
 * has nothing to hydrate).
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  { redirectTo, ready = true }: { redirectTo?: string; ready?: boolean } = {},
) {
  const sameSite = { headers: { origin: baseURL }, maxRedirects: 0 };
  await page.request.post("/consentimiento", { ...sameSite, form: { analytics: "false" } });
  const form: Record<string, string> = { intent: "sign-in", email, password };
  if (redirectTo) form.redirectTo = redirectTo;
  let answer = await page.request.post("/auth", { ...sameSite, form });
  let next = answer.headers().location ?? "";
  if (email === DEMO_ADMIN_EMAIL && next.startsWith("/verificacion-en-dos-pasos")) {
    const code = totpFromBase32(DEMO_ADMIN_TOTP_SECRET);
    answer = await page.request.post(next, { ...sameSite, form: { intent: "totp", code } });
    next = answer.headers().location ?? "";
  }
  expect(answer.status(), `signing in ${email} answered ${answer.status()}, not a redirect`).toBe(302);
  await page.goto(next);
  if (ready) await waitForPageReady(page);
}

export async function signInThroughPage(page: Page, email: string, password: string, query = "") {
  await page.goto(`/auth${query}`);
  await dismissCookieBanner(page);
  await fillSignIn(page, email, password);
}

export async function signUpThroughPage(
  page: Page,
  account: { name: string; email: string; password: string },
) {
  await page.goto("/auth?tab=registro");
  await dismissCookieBanner(page);
  await page.getByLabel("Nombre completo").fill(account.name);
  await page.getByLabel("Correo electrónico").fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
}

/** Signs up through the page and opens the verification link from the outbox. */
export async function createVerifiedAccount(page: Page, label: string) {
  const account = {
    name: "Elena Prueba Martín",
    email: uniqueEmail(label),
    password: "una frase bastante larga",
  };
  await signUpThroughPage(page, account);
  await expect(page.getByText("Revisa tu correo")).toBeVisible(AFTER_SUBMIT);
  const mail = await waitForMail(account.email, "verification");
  await page.goto(linkPath(mail, "/verify-email"));
  await expect(page.getByText("¡Correo verificado!")).toBeVisible(AFTER_SUBMIT);
  return account;
}
