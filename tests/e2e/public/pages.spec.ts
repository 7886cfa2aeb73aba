import { expect, test } from "@playwright/test";

const GUIDES = [
  ["piso", "Cómo vender tu piso sin agencia"],
  ["casa", "Cómo vender tu casa sin agencia"],
  ["chalet", "Cómo vender tu chalet sin agencia"],
  ["local", "Cómo vender tu local comercial sin agencia"],
  ["oficina", "Cómo vender tu oficina sin agencia"],
  ["garaje", "Cómo vender tu plaza de garaje sin agencia"],
  ["terreno", "Cómo vender tu terreno o parcela sin agencia"],
  ["nave", "Cómo vender tu nave industrial sin agencia"],
] as const;

test.describe("the pitch pages", () => {
  test("/como-vendemos: 'Empezar mi Venta' goes to /vender, with the fixed fees stated", async ({ page }) => {
    await page.goto("/como-vendemos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Así vendemos tu casa sin agencia");
    await expect(page.getByText("605,00 € IVA incluido", { exact: false }).first()).toBeVisible();
    await page.getByRole("link", { name: "Empezar mi Venta" }).first().click();
    await expect(page).toHaveURL(/\/(vender|auth)/);
  });

  test("/para-inmobiliarias: 'Empezar a Colaborar' goes to /auth from=agency; custom campaigns by e-mail; 60/40", async ({
    page,
  }) => {
    await page.goto("/para-inmobiliarias");
    await expect(page.getByRole("link", { name: "Empezar a Colaborar" }).first()).toHaveAttribute(
      "href",
      "/auth?from=agency",
    );
    await expect(page.getByRole("link", { name: "Escríbenos" })).toHaveAttribute(
      "href",
      /^mailto:.+subject=/,
    );
    await expect(
      page.getByRole("heading", { name: "60 % para tu agencia, 40 % para nosotros" }),
    ).toBeVisible();
    await expect(page.getByText("3.000 €", { exact: true })).toBeVisible();
    await expect(page.getByText(/máximo de 48 horas/)).toBeVisible();
    await expect(page.getByText(/7 días hábiles/)).toBeVisible();
  });

  for (const [kind, title] of GUIDES) {
    test(`the ${kind} guide has its own advice and a button to /vender`, async ({ page }) => {
      const response = await page.goto(`/vender-${kind}-zaguan`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      for (const section of ["Documentos que vas a necesitar", "Cómo fijar el precio", "Qué fotografiar"]) {
        await expect(page.getByRole("heading", { name: section })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: /^Vender mi / }).first()).toHaveAttribute(
        "href",
        "/vender",
      );
      await expect(page).toHaveTitle(new RegExp(title));
    });
  }
});

test.describe("the legal pages", () => {
  test("the private owner's terms state the fees with IVA, 365 days, the success fee conditions, no exclusivity and a date", async ({
    page,
  }) => {
    await page.goto("/terminos-y-condiciones");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Términos y Condiciones del Servicio");
    await expect(page.getByText(/^Última actualización: \d+ de \w+ de \d{4}$/)).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText(
      "Tarifa de marketing: 500 € + IVA (21 %), es decir, 605,00 € IVA incluido",
    );
    await expect(main).toContainText("vigencia de 365 días");
    await expect(page.getByRole("heading", { name: "5. Cuándo se paga la comisión de éxito" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "6. Sin exclusividad" })).toBeVisible();
  });

  test("the agency contract leaves the agency's details blank and states the collaboration terms", async ({
    page,
  }) => {
    await page.goto("/terminos-y-condiciones-agencia");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contrato de Colaboración Inmobiliaria");
    const main = page.getByRole("main");
    for (const label of [
      "Razón social",
      "NIF",
      "Domicilio social",
      "Representante legal",
      "DNI del representante",
    ]) {
      await expect(main.getByRole("definition").filter({ hasText: "____" }).first()).toBeVisible();
      await expect(main.getByRole("term").filter({ hasText: label }).first()).toBeVisible();
    }
    await expect(main).toContainText("2 meses de campaña");
    await expect(main).toContainText("60 % para la Agencia");
    await expect(main).toContainText("48 horas");
    await expect(main).toContainText("7 días hábiles");
    await expect(main).toContainText("365 días");
  });

  test("the privacy policy names the controller, the rights and how to exercise them, and the cookies", async ({
    page,
  }) => {
    await page.goto("/politica-de-privacidad");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de Privacidad");
    for (const heading of [
      "1. Responsable del tratamiento",
      "6. Tus derechos y cómo ejercerlos",
      "7. Cookies",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByRole("main")).toContainText("copia de tu DNI o NIE");
    // The contents list jumps to a section.
    await page
      .getByRole("navigation", { name: "Contenido del documento" })
      .getByRole("link", { name: "7. Cookies" })
      .click();
    await expect(page).toHaveURL(/#7-cookies$/);
  });
});
