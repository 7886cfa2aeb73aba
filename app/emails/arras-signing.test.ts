import { describe, expect, test } from "vitest";
import { contractSealedEmail, contractToSignEmail, signingCodeEmail } from "./arras-signing.server";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.es", supportEmail: "soporte@zaguan.es" };

describe("the arras signing e-mails", () => {
  test("the buyer's invitation carries the signing link in both bodies and escapes the title", () => {
    const url = "https://zaguan.es/firmar-arras/0b1e4c7a-1111-4222-8333-444455556666";
    const mail = contractToSignEmail({
      brand,
      to: "marta@example.es",
      buyerName: "Marta",
      propertyTitle: "Piso <b>bonito</b>",
      url,
    });
    expect(mail.template).toBe("arras-to-sign");
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).not.toContain("<b>bonito</b>");
    expect(mail.text).toContain("soporte@zaguan.es");
  });

  test("the code is in the subject and the body, with how long it lasts", () => {
    const mail = signingCodeEmail({
      brand,
      to: "a@example.es",
      name: "Ana",
      code: "123456",
      validMinutes: 10,
    });
    expect(mail.subject).toMatch(/^123456 es tu código/);
    expect(mail.text).toContain("123456");
    expect(mail.text).toContain("Vale 10 minutos");
    expect(mail.html).toContain("<strong>123456</strong>");
  });

  test("the sealed copy travels as a PDF attachment with the check code", () => {
    const pdf = Buffer.from("%PDF-1.7 sellado");
    const mail = contractSealedEmail({
      brand,
      to: "a@example.es",
      name: "Ana",
      propertyTitle: "Ático",
      checkCode: "7K3MQ-9XA2B",
      url: "https://zaguan.es/vender/x/arras",
      pdf,
    });
    expect(mail.template).toBe("arras-signed");
    expect(mail.text).toContain("7K3MQ-9XA2B");
    expect(mail.attachments).toEqual([
      {
        filename: "contrato-arras-firmado-7K3MQ-9XA2B.pdf",
        contentType: "application/pdf",
        content: pdf.toString("base64"),
        encoding: "base64",
      },
    ]);
  });
});
