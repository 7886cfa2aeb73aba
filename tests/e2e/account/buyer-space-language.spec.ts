import { expect, type Page, test } from "@playwright/test";
import { AFTER_SUBMIT, linkPath, uniqueEmail, waitForMail } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";

const PHONE = { width: 390, height: 844 };

async function rejectCookies(page: Page, label: string) {
  const reject = page.getByRole("button", { name: label });
  if (!(await reject.isVisible())) return;
  await reject.click();
  await expect(reject).toBeHidden();
}

test.describe("a buyer's account in their language", () => {
  test("signs up on /en/auth, reads the space in English, switches it to German", async ({ page }) => {
    // Sign-up, verification and sign-in: each a deliberately slow password hash.
    test.slow();
    await page.setViewportSize(PHONE);
    const account = { name: "Emma Clarke", email: uniqueEmail("emma"), password: "a cottage by the sea" };

    await page.goto("/en/auth?tab=registro");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await rejectCookies(page, "Reject");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to your account" })).toBeVisible();
    await expectNoSeriousViolations(page, "the English sign-up page at 390 px");
    await page.getByLabel("Full name").fill(account.name);
    await page.getByLabel("Email address").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Check your inbox")).toBeVisible(AFTER_SUBMIT);
    await expect(
      page.getByText("You need to confirm your email address before you can sign in."),
    ).toBeVisible();

    // The e-mail's link opens the page in the account's language, which confirms by itself.
    const mail = await waitForMail(account.email, "verification");
    await page.goto(linkPath(mail, "/en/verify-email"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("Email address confirmed")).toBeVisible(AFTER_SUBMIT);
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/en/auth",
    );

    // A wrong password first: the refusal is English too.
    await page.goto("/en/auth");
    await expectNoSeriousViolations(page, "the English sign-in page at 390 px");
    await page.getByLabel("Email address").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill("not my password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Wrong email address or password." })).toBeVisible(
      AFTER_SUBMIT,
    );
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible(AFTER_SUBMIT);

    await page.getByRole("tab", { name: "Favourites" }).click();
    await expect(page.getByText("You haven’t saved any homes yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "property search" })).toHaveAttribute("href", "/en/portal");
    await expectNoSeriousViolations(page, "the English favourites at 390 px");

    await page.getByRole("tab", { name: "My details" }).click();
    const language = page.getByLabel("Language for emails");
    await expect(language).toHaveValue("en");
    await language.selectOption("de");
    await page.getByRole("button", { name: "Save language" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible(AFTER_SUBMIT);
    await expect(page.getByLabel("Sprache der E-Mails")).toHaveValue("de");

    await page.getByRole("tab", { name: "Merkliste" }).click();
    await expect(page.getByText("Sie haben noch keine Immobilie gemerkt.")).toBeVisible();
    await page.getByRole("tab", { name: "Suchaufträge" }).click();
    await expect(page.getByRole("heading", { name: "Gespeicherte Suchaufträge" })).toBeVisible();

    // Every tab it sees named in German, none of the seller's 'Compradores' without a listing, and
    // the site's header and footer in German around them.
    await expect(page.getByRole("tablist").getByRole("tab")).toHaveText([
      "Meine Immobilien",
      "Meine Daten",
      "Meine Dokumente",
      "Meine Zahlungen",
      "Merkliste",
      "Suchaufträge",
    ]);
    await expect(page.getByRole("contentinfo")).toContainText("Alle Rechte vorbehalten.");
    await expect(page.getByRole("banner").getByRole("button", { name: "Menü öffnen" })).toBeVisible();
    await expectNoSeriousViolations(page, "the German dashboard's tabs, header and footer at 390 px");
  });
  test("an English buyer who forgot their password resets it in English, from the e-mail's link", async ({
    page,
  }) => {
    // Sign-up, verification, the new password and signing in with it: each a slow password hash.
    test.slow();
    const account = { name: "Oliver Hughes", email: uniqueEmail("oliver"), password: "a villa near Jávea" };
    await page.goto("/en/auth?tab=registro");
    await rejectCookies(page, "Reject");
    await page.getByLabel("Full name").fill(account.name);
    await page.getByLabel("Email address").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Check your inbox")).toBeVisible(AFTER_SUBMIT);
    await page.goto(linkPath(await waitForMail(account.email, "verification"), "/en/verify-email"));
    await expect(page.getByText("Email address confirmed")).toBeVisible(AFTER_SUBMIT);

    await page.goto("/en/auth");
    await page.getByRole("link", { name: "Forgotten your password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email address").fill(account.email);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByText("Check your inbox")).toBeVisible(AFTER_SUBMIT);

    const mail = await waitForMail(account.email, "password-reset");
    await page.goto(linkPath(mail, "/en/reset-password"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("New password").fill("a farmhouse in Ronda");
    await page.getByLabel("Repeat your password").fill("a farmhouse in Ronda");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("Password updated")).toBeVisible(AFTER_SUBMIT);
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/en/auth",
    );
  });
});
