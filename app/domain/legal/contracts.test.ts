import { describe, expect, test } from "vitest";
import { agencyCollaborationContract } from "#app/domain/agency/agency-contract";
import { BLANK, legalDocumentToHtml, legalDocumentToText } from "#app/domain/legal/document";
import { privateOwnerContract } from "#app/domain/legal/owner-contract";
import { privacyPolicy } from "#app/domain/legal/privacy-policy";
import { feeFor } from "#app/domain/payments/pricing";
import { formatCents } from "#app/lib/format";

const date = "2026-09-01T10:00:00Z";
const normalise = (text: string) => text.replace(/\u00a0/g, " ");

const agency = {
  company_name: "Vértice Hogar Inmobiliaria S.L.",
  company_nif: "B87654321",
  company_address: "Calle Mayor 5, 46001 Valencia",
  legal_rep_name: "Lucía Ferrer Soler",
  legal_rep_dni: "12345678Z",
};

describe("agencyCollaborationContract", () => {
  test("the published version leaves the five agency details blank", () => {
    const text = legalDocumentToText(agencyCollaborationContract({ date }));
    expect(text).toContain(`Razón social: ${BLANK}`);
    expect(text).toContain(`NIF: ${BLANK}`);
    expect(text).toContain(`Domicilio social: ${BLANK}`);
    expect(text).toContain(`Representante legal: ${BLANK}`);
    expect(text).toContain(`DNI del representante: ${BLANK}`);
  });

  test("states the 60/40 split, 48 h reporting, 7 working days payment, 2-month campaign and 365-day term", () => {
    const text = normalise(legalDocumentToText(agencyCollaborationContract({ date })));
    expect(text).toContain("60 % para la Agencia");
    expect(text).toContain("40 % para Zaguán");
    expect(text).toContain("48 horas");
    expect(text).toContain("7 días hábiles");
    expect(text).toContain("2 meses de campaña");
    expect(text).toContain("365 días");
    expect(text).toContain("la Agencia recibe 3.000 € y Zaguán 2.000 €");
  });

  test("the campaign fee is the pricing module's agency fee, taxes included", () => {
    const text = legalDocumentToText(agencyCollaborationContract({ date }));
    expect(text).toContain(`${formatCents(feeFor("agency", "marketing").total)} (IVA incluido)`);
  });

  test("filled with an agency's data, names the agency and its representative", () => {
    const text = legalDocumentToText(agencyCollaborationContract({ agency, date }));
    expect(text).toContain("Razón social: Vértice Hogar Inmobiliaria S.L.");
    expect(text).toContain("DNI del representante: 12345678Z");
    expect(text).toContain("Vértice Hogar Inmobiliaria S.L., representada por Lucía Ferrer Soler");
    expect(text).not.toContain(BLANK);
  });

  test("a detail left empty prints as a blank rather than nothing", () => {
    const text = legalDocumentToText(
      agencyCollaborationContract({ agency: { ...agency, company_nif: "  " }, date }),
    );
    expect(text).toContain(`NIF: ${BLANK}`);
  });

  test("its HTML escapes whatever the agency typed", () => {
    const html = legalDocumentToHtml(
      agencyCollaborationContract({
        agency: { ...agency, company_name: '<img src=x onerror="alert(1)">' },
        date,
      }),
    );
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  test("is dated in Spanish", () => {
    expect(agencyCollaborationContract({ date }).dateLine).toBe("En Madrid, a 1 de septiembre de 2026");
  });
});

describe("privateOwnerContract", () => {
  test("states both fees with IVA on top, from the pricing module", () => {
    const text = normalise(legalDocumentToText(privateOwnerContract({ date })));
    const marketing = feeFor("particular", "marketing");
    expect(text).toContain(
      `Tarifa de marketing: 500 € + IVA (21 %), es decir, ${normalise(formatCents(marketing.total))} IVA incluido`,
    );
    expect(text).toContain("Comisión de éxito: 500 € + IVA (21 %), es decir, 605,00 € IVA incluido");
  });

  test("states the 365-day validity, no exclusivity and when the success fee is due", () => {
    const text = legalDocumentToText(privateOwnerContract({ date }));
    expect(text).toContain("vigencia de 365 días");
    expect(text).toContain("6. Sin exclusividad");
    expect(text).toContain("no concede exclusiva");
    expect(text).toContain("contacto generado por la plataforma");
    expect(text).toContain("5 días hábiles siguientes a la firma de la escritura");
    expect(text).toContain("14 días naturales");
  });

  test("says the owner's answer at step 6 decides the success fee, and what a false answer risks", () => {
    const text = legalDocumentToText(privateOwnerContract({ date }));
    expect(text).toContain("el Cliente indica quién ha comprado");
    expect(text).toContain("Esa declaración decide si se cobra la comisión de éxito.");
    expect(text).toContain("podrá reclamarle la comisión de éxito");
  });

  test("the published version carries its date; the accepted one, the owner", () => {
    expect(privateOwnerContract({ date }).dateLine).toBe("Última actualización: 1 de septiembre de 2026");
    const accepted = legalDocumentToText(
      privateOwnerContract({ owner: { name: "Carmen Ruiz", dni: "00000000T" }, date }),
    );
    expect(accepted).toContain("Cliente: Carmen Ruiz");
    expect(accepted).toContain("Aceptado electrónicamente por Carmen Ruiz, con DNI/NIE 00000000T");
  });
});

describe("privacyPolicy", () => {
  const text = legalDocumentToText(privacyPolicy({ date, supportEmail: "soporte@zaguan.test" }));

  test("names the controller, the purposes and the recipients of spec §1", () => {
    expect(text).toContain("Responsable: Zaguán Plataforma Inmobiliaria, S.L.");
    for (const purpose of [
      "Gestionar tu cuenta y el contrato",
      "Anunciar tu inmueble",
      "comunicaciones del servicio",
      "obligaciones legales",
    ]) {
      expect(text).toContain(purpose);
    }
    for (const recipient of [
      "Portales inmobiliarios y plataformas publicitarias",
      "Proveedores de pago",
      "Administraciones públicas",
    ]) {
      expect(text).toContain(recipient);
    }
  });

  test("lists the six rights and both ways to exercise them", () => {
    for (const right of ["Acceso", "Rectificación", "Supresión", "Oposición", "Limitación", "Portabilidad"]) {
      expect(text).toContain(`${right}:`);
    }
    expect(text).toContain("Mi Panel → Mis Datos");
    expect(text).toContain("copia de tu DNI o NIE");
    expect(text).toContain("soporte@zaguan.test");
  });

  test("explains technical and analytical cookies", () => {
    expect(text).toContain("Técnicas:");
    expect(text).toContain("No requieren tu consentimiento");
    expect(text).toContain("Analíticas:");
  });
});
