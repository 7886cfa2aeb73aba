import { describe, expect, test } from "vitest";
import { filtersOfSavedQuery } from "#app/domain/alerts/saved-searches";
import { accountLockedEmail } from "./account-locked.server";
import { newListingsAlertEmail } from "./alerts.server";
import { passwordResetEmail } from "./password-reset.server";
import { saleCompletedEmail } from "./sale-completed.server";
import { signInLinkEmail } from "./sign-in-link.server";
import { testEmail } from "./test-email.server";
import { verificationEmail } from "./verification.server";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.es", supportEmail: "soporte@zaguan.es" };

describe("e-mail templates", () => {
  test("each has a Spanish subject, an HTML and a plain-text body, the brand and the support address", () => {
    const messages = [
      verificationEmail({
        to: "a@example.es",
        url: `${brand.publicUrl}/verify-email?token=t`,
        validHours: 24,
        brand,
      }),
      passwordResetEmail({
        to: "a@example.es",
        name: "Ana",
        url: `${brand.publicUrl}/reset-password?token=t`,
        validMinutes: 60,
        brand,
      }),
      saleCompletedEmail({ to: "a@example.es", name: "Ana", propertyTitle: "Casa en Lugo", brand }),
      testEmail({ to: "a@example.es", brand, sentAt: new Date("2025-08-12T10:00:00Z") }),
      signInLinkEmail({
        to: "a@example.es",
        name: "Ana",
        url: `${brand.publicUrl}/entrar-con-enlace?token=t`,
        validMinutes: 15,
        brand,
      }),
      accountLockedEmail({
        to: "a@example.es",
        name: "Ana",
        lockedMinutes: 60,
        signInLinkUrl: `${brand.publicUrl}/entrar-con-enlace?email=a%40example.es`,
        passwordResetUrl: `${brand.publicUrl}/request-password-reset`,
        brand,
      }),
    ];
    expect(messages.map((message) => message.template)).toEqual([
      "verification",
      "password-reset",
      "sale-completed",
      "test",
      "sign-in-link",
      "account-locked",
    ]);
    for (const message of messages) {
      expect(message.html.startsWith('<!DOCTYPE html><html lang="es">')).toBe(true);
      expect(message.html).toContain("Zaguán");
      expect(message.html).toContain("mailto:soporte@zaguan.es");
      expect(message.text).toContain("soporte@zaguan.es");
      expect(message.text).not.toMatch(/<[a-z]/i);
      expect(message.subject).toMatch(/Zaguán|Enhorabuena/);
    }
  });

  test("links use the configured public address, in both bodies", () => {
    const url = "https://zaguan.es/verify-email?token=abc&email=a%40example.es";
    const message = verificationEmail({ to: "a@example.es", url, validHours: 24, brand });
    expect(message.text).toContain(url);
    expect(message.html).toContain(
      'href="https://zaguan.es/verify-email?token=abc&amp;email=a%40example.es"',
    );
    const sale = saleCompletedEmail({ to: "a@example.es", name: "Ana", propertyTitle: "Ático", brand });
    expect(sale.text).toContain("https://zaguan.es/dashboard");
  });

  test("the closing e-mail's tax advice follows the seller's residence the arras recorded", () => {
    const resident = saleCompletedEmail({ to: "a@example.es", name: "Ana", propertyTitle: "Ático", brand });
    expect(resident.text).toContain("IRPF");
    expect(resident.text).not.toContain("modelo 211");
    const abroad = saleCompletedEmail({
      to: "a@example.es",
      name: "Ana",
      propertyTitle: "Ático",
      brand,
      sellerResidence: "no-residente",
    });
    for (const body of [abroad.text, abroad.html]) {
      expect(body).toContain("modelo 211");
      expect(body).toContain("modelo 210");
      expect(body).toContain("3 %");
    }
    expect(abroad.text).not.toContain("Declara la ganancia patrimonial");
  });

  test("names and titles are escaped in the HTML", () => {
    const message = saleCompletedEmail({
      to: "a@example.es",
      name: "<script>alert(1)</script>",
      propertyTitle: 'Piso "bonito" & <b>grande</b>',
      brand,
    });
    expect(message.html).not.toContain("<script>");
    expect(message.html).toContain("&lt;script&gt;");
    expect(message.html).toContain("&lt;b&gt;grande&lt;/b&gt;");
  });

  test("the sale e-mail says no success fee was charged only when the buyer came from outside", () => {
    const outside = saleCompletedEmail({
      to: "a@example.es",
      name: "Ana",
      propertyTitle: "Ático",
      brand,
      withoutSuccessFee: true,
    });
    const NO_FEE = "no se ha cobrado comisión de éxito";
    expect(outside.text).toContain(NO_FEE);
    expect(outside.html).toContain(NO_FEE);
    const paid = saleCompletedEmail({ to: "a@example.es", name: "Ana", propertyTitle: "Ático", brand });
    expect(paid.text).not.toContain(NO_FEE);
  });

  test("the sale e-mail names the person and the property (spec §7 sale_completed)", () => {
    const message = saleCompletedEmail({
      to: "a@example.es",
      name: "Jordi",
      propertyTitle: "Masía en Girona",
      brand,
    });
    expect(message.subject).toBe("¡Enhorabuena! Has completado la venta de «Masía en Girona»");
    expect(message.text).toContain("¡Enhorabuena, Jordi!");
    expect(message.html).toContain("Masía en Girona");
  });

  test("the reset e-mail says how long the link lasts and that it ends every session", () => {
    const message = passwordResetEmail({
      to: "a@example.es",
      name: "Ana",
      url: "https://zaguan.es/reset-password?token=t",
      validMinutes: 60,
      brand,
    });
    expect(message.text).toContain("caduca en 60 minutos");
    expect(message.text).toContain("se cerrará la sesión en todos tus dispositivos");
  });
});

describe("the new-listings alert (issue #38 point 8)", () => {
  const brand = { name: "Zaguán", publicUrl: "https://zaguan.es", supportEmail: "soporte@zaguan.es" };
  const links = {
    unsubscribeUrl: "https://zaguan.es/alertas/baja?t=x",
    manageUrl: "https://zaguan.es/dashboard/busquedas",
    listUnsubscribeHeaders: {},
  };
  const listing = (id: string) => ({ id, title: "Piso con balcón", province: "Madrid", price: 250_000 });
  const alert = (count: number) =>
    newListingsAlertEmail(
      brand,
      { to: "marta@example.es", name: "Marta" },
      {
        searchName: "Pisos en Madrid",
        filters: filtersOfSavedQuery("?tipo=Piso&provincia=Madrid"),
        listings: Array.from({ length: count }, (_, index) => listing(`p${index}`)),
      },
      links,
    );

  test("one listing 'encaja', several 'encajan'", () => {
    expect(alert(1).text).toContain("Hay una propiedad nueva que encaja con tu búsqueda guardada.");
    expect(alert(1).text).not.toContain("encajan");
    expect(alert(3).text).toContain("Hay 3 propiedades nuevas que encajan con tu búsqueda guardada.");
  });

  test("a listing on sale again says so, in the subject, the first line and its own line", () => {
    const back = (listings: { id: string; backOnSale?: boolean }[]) =>
      newListingsAlertEmail(
        brand,
        { to: "marta@example.es", name: "Marta" },
        {
          searchName: "Pisos en Madrid",
          filters: filtersOfSavedQuery("?tipo=Piso&provincia=Madrid"),
          listings: listings.map((item) => ({ ...listing(item.id), ...item })),
        },
        links,
      );
    const one = back([{ id: "p1", backOnSale: true }]);
    expect(one.subject).toBe("De nuevo a la venta para «Pisos en Madrid»");
    expect(one.text).toContain("vuelve a estar a la venta: estaba reservada y esa venta no siguió adelante.");
    expect(one.text).toContain("- De nuevo a la venta: Piso con balcón · Madrid");
    const mixed = back([{ id: "p1", backOnSale: true }, { id: "p2" }]);
    expect(mixed.subject).toBe("2 propiedades para «Pisos en Madrid»");
    expect(mixed.text).toContain("- Piso con balcón · Madrid");
    expect(mixed.text.match(/De nuevo a la venta: /g)).toHaveLength(1);
  });
});
