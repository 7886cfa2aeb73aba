import { describe, expect, test } from "vitest";
import { contractSealedEmail, contractToSignEmail, signingCodeEmail } from "./arras-signing.server";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.es", supportEmail: "ayuda@zaguan.es" };
const toSign = {
  brand,
  to: "jane@example.co.uk",
  buyerName: "Jane",
  propertyTitle: "Piso en Russafa",
  url: "https://zaguan.es/firmar-arras/c1",
};
const code = { brand, to: "jane@example.co.uk", name: "Jane", code: "482913", validMinutes: 10 };
const sealed = {
  ...code,
  propertyTitle: "Piso en Russafa",
  checkCode: "ABCD-1234",
  url: "https://zaguan.es/firmar-arras/c1",
  pdf: Buffer.from("%PDF"),
};

describe("the arras signing e-mails in the buyer's language", () => {
  test("an English buyer is asked to sign in English, told the Spanish text is the binding one", () => {
    const mail = contractToSignEmail({ ...toSign, locale: "en" });
    expect(mail.subject).toBe(
      "Sign the deposit contract (contrato de arras) for “Piso en Russafa” on Zaguán",
    );
    expect(mail.text).toContain("the Spanish text is the one that binds both parties");
    expect(mail.text).toContain("Read and sign the contract: https://zaguan.es/firmar-arras/c1");
    expect(mail.html).toContain('<html lang="en">');
  });

  test("a German buyer's code and sealed copy read in German", () => {
    const mail = signingCodeEmail({ ...code, locale: "de" });
    expect(mail.subject).toBe(
      "482913 ist Ihr Code zur Unterschrift des Anzahlungsvertrags (contrato de arras) (Zaguán)",
    );
    expect(mail.html).toContain("<strong>482913</strong>");
    const copy = contractSealedEmail({ ...sealed, locale: "de" });
    expect(copy.subject).toBe(
      "Anzahlungsvertrag (contrato de arras) für „Piso en Russafa“ von beiden Seiten unterschrieben",
    );
    expect(copy.text).toContain("verbindlich für beide Seiten ist der spanische Text");
    expect(copy.attachments?.[0]?.filename).toBe("contrato-arras-firmado-ABCD-1234.pdf");
  });

  test("Spanish is what it always was, with or without the language given", () => {
    expect(contractToSignEmail({ ...toSign, locale: "es" })).toEqual(contractToSignEmail(toSign));
    expect(signingCodeEmail({ ...code, locale: "es" })).toEqual(signingCodeEmail(code));
    expect(contractSealedEmail(sealed).subject).toBe(
      "Contrato de arras de «Piso en Russafa» firmado por ambas partes",
    );
    expect(contractToSignEmail(toSign).text).not.toContain("vincula");
  });
});
