import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "../auth/helpers";
import { toast } from "../sell/helpers";
import { cards, DEMO, openPage } from "./helpers";

/**
 * The portal and listing pages kept for visitors without a session (server/page-cache.ts), as the
 * visitor meets them: a kept copy is a working page under its own CSP nonce, a signed-in owner's
 * page is never shared, and a change made through the app reaches the next visitor at once.
 */
const OWNER = { email: "xoana.castro@zaguan.test", name: "Xoana Castro Rial", shown: "Xoana" };

const cspNonce = (header: string | undefined) => /'nonce-([^']+)'/.exec(header ?? "")?.[1];

async function betanzosPath(page: Page) {
  await openPage(page, "/portal?q=betanzos");
  const link = cards(page).getByRole("link", { name: DEMO.betanzos });
  return (await link.getAttribute("href")) ?? "";
}

async function renameOwner(owner: Page, name: string) {
  await owner.goto("/dashboard?tab=datos");
  await owner.getByRole("button", { name: "Editar" }).click();
  await owner.getByLabel("Nombre completo").fill(name);
  await owner.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(toast(owner, "Tus datos se han guardado correctamente.")).toBeVisible();
}

test.describe("kept pages for visitors without a session", () => {
  test("a kept listing page carries a nonce of its own and works like a fresh one", async ({
    page,
    request,
  }) => {
    const path = await betanzosPath(page);
    await request.get(path);
    const first = await request.get(path);
    const second = await request.get(path);
    expect(second.headers()["x-page-cache"]).toBe("hit");
    const [firstNonce, secondNonce] = [first, second].map((r) =>
      cspNonce(r.headers()["content-security-policy"]),
    );
    expect(firstNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    const html = await second.text();
    expect(html).toContain(`nonce="${secondNonce}"`);
    expect(html).not.toContain(firstNonce as string);

    // In the browser: the kept copy's scripts run under its CSP and the page hydrates.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP blocked ${event.blockedURI} (${event.violatedDirective})`),
      );
    });
    await page.goto(path);
    const kept = await page.reload();
    expect(kept?.headers()["x-page-cache"]).toBe("hit");
    await page.getByRole("complementary").getByRole("button", { name: "Compartir" }).click();
    await expect(page.getByRole("dialog", { name: "Compartir Propiedad" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a signed-in owner's page is theirs alone, and their rename reaches the next visitor at once", async ({
    page,
    browser,
  }) => {
    test.slow();
    const path = await betanzosPath(page);
    await page.goto(path);
    // The public listing shows a private seller's first name only.
    await expect(page.getByText(OWNER.shown, { exact: true })).toBeVisible();
    expect((await page.reload())?.headers()["x-page-cache"]).toBe("hit");

    const owner = await browser.newPage();
    await signIn(owner, OWNER.email, DEMO_PASSWORD);
    await owner.waitForURL((url) => url.pathname !== "/auth");
    const own = await owner.goto(path);
    expect(own?.headers()["x-page-cache"]).toBeUndefined();
    await expect(owner.getByRole("link", { name: "Mi Panel" })).toBeVisible();

    const renamed = "Uxía Castro Rial";
    try {
      await renameOwner(owner, renamed);
      await page.goto(path);
      await expect(page.getByText("Uxía", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Mi Panel" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Acceder" }).first()).toBeVisible();
    } finally {
      await renameOwner(owner, OWNER.name);
    }
    await page.goto(path);
    await expect(page.getByText(OWNER.shown, { exact: true })).toBeVisible();
  });
});

test.describe("every public page at cache speed (issue 36)", () => {
  test("the landing, pitch pages, guides, blog, legal pages and calculator are kept; the kept landing works", async ({
    page,
    request,
  }) => {
    const blog = await (await request.get("/blog")).text();
    const article = /href="(\/blog\/(?!category\/)[^"/]+)"/.exec(blog)?.[1];
    expect(article).toBeTruthy();
    for (const path of [
      "/",
      "/como-vendemos",
      "/para-inmobiliarias",
      "/blog",
      article as string,
      "/politica-de-privacidad",
      "/calculadora-venta",
    ]) {
      await request.get(path);
      expect((await request.get(path)).headers()["x-page-cache"], path).toBe("hit");
    }
    // The sign-in page is never shared.
    await request.get("/auth");
    expect((await request.get("/auth")).headers()["x-page-cache"]).toBe("miss");

    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const kept = await page.goto("/");
    expect(kept?.headers()["x-page-cache"]).toBe("hit");
    await expect(page.getByTestId("launch-box")).toBeVisible();
    expect(errors).toEqual([]);
  });
});
