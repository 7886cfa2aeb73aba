import { expect, type Page, test } from "@playwright/test";
import { waitForPageReady } from "../page-ready";

/** React reports hydration mismatches as console errors: a page that hydrates cleanly logs none. */
function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("the landing page", () => {
  test("the hero leads to /vender and the launch date being past, Zaguán has arrived in Spain", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Vende tu casa sin agencia");
    await expect(page.getByRole("link", { name: "Vender Propiedad" }).first()).toHaveAttribute(
      "href",
      "/vender",
    );
    await expect(page.getByText("¡Zaguán ya ha llegado a España!")).toBeVisible();
    await expect(page.getByRole("timer")).toHaveCount(0);
    await waitForPageReady(page);
    expect(errors).toEqual([]);
  });

  test("before the launch, the countdown ticks every second without moving the page, then says Zaguán has arrived", async ({
    page,
  }) => {
    // No console check here: the fake clock is in 2025 and the server's in 2026, so the footer's
    // copyright year differs between server and browser. Clean hydration is checked above.
    // The server renders with its own clock (after the launch); the browser's clock is before it,
    // and stops at a known instant once the page has loaded.
    await page.clock.install({ time: new Date("2025-08-10T21:59:00+02:00") });
    await page.goto("/");
    await page.clock.pauseAt(new Date("2025-08-10T21:59:50+02:00"));

    const timer = page.getByRole("timer");
    // One static sentence for screen readers; the digits never announce themselves.
    await expect(timer).toHaveAttribute("aria-live", "off");
    await expect(timer).toHaveAccessibleName(
      /Cuenta atrás para la llegada de Zaguán a España, el 11 de agosto de 2025/,
    );
    const seconds = timer.locator('[data-unit="seconds"]');
    await expect(timer.locator('[data-unit="days"]')).toHaveText("1");
    await expect(timer.locator('[data-unit="hours"]')).toHaveText("02");
    await expect(timer.locator('[data-unit="minutes"]')).toHaveText("00");
    await expect(seconds).toHaveText("09");
    const box = page.getByTestId("launch-box");
    const before = await box.boundingBox();
    const secondsWidth = (await seconds.boundingBox())?.width;

    await page.clock.runFor(1000);
    await expect(seconds).toHaveText("08");
    await page.clock.runFor(2000);
    await expect(seconds).toHaveText("06");
    // Tabular digits: the numbers change, their boxes do not.
    expect((await seconds.boundingBox())?.width).toBe(secondsWidth);

    await page.clock.fastForward("26:00:10");
    await page.clock.runFor(1000);
    await expect(page.getByText("¡Zaguán ya ha llegado a España!")).toBeVisible();
    await expect(page.getByRole("timer")).toHaveCount(0);
    // Countdown and message share one box: nothing below it moves.
    expect((await box.boundingBox())?.height).toBe(before?.height);
  });

  test("the 'not an agency' statement, the two seller profiles and the marketing reach are there", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "No somos una agencia inmobiliaria" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tu vivienda lleva meses a la venta" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Quieres ahorrarte la comisión" })).toBeVisible();
    await expect(page.getByText("+25.000", { exact: true })).toBeVisible();
    await expect(page.getByText("20–40", { exact: true })).toBeVisible();
  });

  test("each of the six steps opens on its own, one at a time, and each offers a way to /vender", async ({
    page,
  }) => {
    await page.goto("/#pasos");
    const steps = page.getByRole("list", { name: "Pasos de la venta" });
    await expect(steps.locator("details")).toHaveCount(6);
    const arras = steps.locator("details", { hasText: "Negocia y firma el contrato de arras" });
    await arras.locator("summary").click();
    await expect(arras).toHaveAttribute("open", "");
    await expect(arras.getByRole("link", { name: "Empezar por aquí" })).toHaveAttribute("href", "/vender");
    await expect(steps.locator("details[open]")).toHaveCount(1);
    // The keyboard opens the next one: Tab to its summary, Enter.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const documents = steps.locator("details", { hasText: "Reúne la documentación para la notaría" });
    await expect(documents).toHaveAttribute("open", "");
    await expect(arras).not.toHaveAttribute("open", "");
  });

  test("the comparison table states 3 %–7 %, up to 14.000 € on a 200.000 € flat and a saving up to 13.500 €", async ({
    page,
  }) => {
    await page.goto("/");
    const table = page.getByRole("table", { name: /Comparativa de costes/ });
    await expect(table).toContainText("Del 3 % al 7 % del precio de venta + IVA");
    await expect(table).toContainText("De 6.000 € a 14.000 € + IVA");
    await expect(table.getByRole("row", { name: /Tu ahorro/ })).toContainText("Hasta 13.500 €");
  });

  test("the calculator compares an agency's 3 %–7 % with our fixed fees as the owner types, IVA stated", async ({
    page,
  }) => {
    await page.goto("/");
    const price = page.getByLabel("Precio de venta de tu vivienda");
    await expect(price).toHaveValue("200.000");
    const result = page.locator("#calculadora output");
    await expect(result).toContainText("entre 5.000 € y 13.500 €");

    await price.fill("300.000");
    await expect(result).toContainText("entre 8.000 € y 20.500 €");
    const calculator = page.locator("#calculadora");
    await expect(calculator).toContainText("9.000 € – 21.000 €");
    await expect(calculator).toContainText("10.890 € – 25.410 € con IVA");
    await expect(calculator).toContainText("605 € – 1.210 € con IVA");
    await expect(calculator).toContainText("IVA del 21 %");

    await price.fill("mucho");
    await expect(calculator.getByText(/Escribe un precio entre 1 €/)).toBeVisible();
    await expect(price).toHaveAttribute("aria-invalid", "true");
  });

  test("without JavaScript the calculator still answers: the price travels in the URL", async ({
    request,
  }) => {
    // React separates adjacent text with empty comments in server HTML.
    const html = (await (await request.get("/?precio=300000")).text()).replaceAll("<!-- -->", "");
    expect(html).toContain('value="300.000"');
    expect(html).toMatch(/entre 8\.000.€ y 20\.500.€/);
  });

  test("the FAQ (id=faq) opens with the keyboard, one answer at a time, on fees, exclusivity and documents", async ({
    page,
  }) => {
    await page.goto("/#faq");
    const faq = page.locator("#faq");
    const exclusivity = faq.locator("details", { hasText: "¿Tengo que firmar exclusividad?" });
    await expect(exclusivity).not.toHaveAttribute("open", "");
    await exclusivity.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(faq.getByText(/Puedes seguir vendiendo por tu cuenta/)).toBeVisible();

    const successFee = faq.locator("details", { hasText: "¿Cuándo se paga la comisión de éxito?" });
    await successFee.locator("summary").focus();
    await page.keyboard.press("Space");
    await expect(faq.getByText(/5 días hábiles siguientes a la firma/)).toBeVisible();
    await expect(faq.getByText("¿Qué documentos necesito para vender?")).toBeVisible();
    await expect(faq.getByText(/Puedes seguir vendiendo por tu cuenta/)).toBeHidden();
    await expect(faq.locator("details[open]")).toHaveCount(1);
  });

  test("the page carries FAQPage structured data with the nonce, and the final call to action goes to /vender", async ({
    page,
  }) => {
    await page.goto("/");
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((entry: { name: string }) => entry.name)).toContain("¿Puedo pagar a plazos?");
    const finalCta = page.getByRole("region", { name: "Empieza hoy a vender tu casa" });
    await expect(finalCta.getByRole("link", { name: "Vender Propiedad" })).toHaveAttribute("href", "/vender");
  });
});
