import { describe, expect, test } from "vitest";
import { legalDocumentToText } from "#app/domain/legal/document";
import { privacyPolicy } from "#app/domain/legal/privacy-policy";
import { isDeletionConfirmed } from "./account-deletion";

describe("account deletion confirmation", () => {
  test("the account's own e-mail, whatever its case and surrounding spaces", () => {
    expect(isDeletionConfirmed("  Lucia@Example.ES ", "lucia@example.es")).toBe(true);
  });
  test("anything else does not confirm", () => {
    expect(isDeletionConfirmed("lucia@example.com", "lucia@example.es")).toBe(false);
    expect(isDeletionConfirmed("", "lucia@example.es")).toBe(false);
    expect(isDeletionConfirmed(null, "lucia@example.es")).toBe(false);
  });
});

describe("the privacy policy tells the truth about these rights", () => {
  const text = legalDocumentToText(
    privacyPolicy({ date: new Date("2026-11-21"), supportEmail: "soporte@zaguan.test" }),
  );
  test("it sends people to 'Mis Datos' to download their data and delete their account", () => {
    expect(text).toContain("Mi Panel → Mis Datos");
    expect(text).toContain(
      "descargar una copia de todos ellos en un archivo legible por máquina y eliminar tu cuenta",
    );
  });
  test("it says what deleting the account removes and the payment record it keeps", () => {
    expect(text).toContain("Si eliminas tu cuenta desde tu panel, borramos en ese momento tu perfil");
    expect(text).toContain(
      "el registro de cada pago (importe, fecha, concepto, estado y título del anuncio)",
    );
  });
});
