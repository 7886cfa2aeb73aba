import { XMLParser } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import {
  AEAT_EXAMPLE_ISSUER,
  ANULACION,
  CHAINED_ALTA,
  FIRST_ALTA,
  R4_REFUND,
  SYSTEM,
} from "#tests/factories/verifactu-records";
import { soapBodyContent, xsdErrors } from "#tests/support/verifactu-xsd";
import type { AltaRecord } from "./record";
import { MAX_RECORDS_PER_MESSAGE, soapEnvelope, suministroMessages } from "./suministro-xml";

const options = { issuer: AEAT_EXAMPLE_ISSUER, system: SYSTEM };
const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === "RegistroFactura",
});

function only(records: Parameters<typeof suministroMessages>[0]): string {
  const messages = suministroMessages(records, options);
  expect(messages).toHaveLength(1);
  return messages[0] as string;
}

// biome-ignore lint/suspicious/noExplicitAny: the parsed XML is whatever the writer wrote; the expectations check its shape
type Parsed = Record<string, any>;

function registros(xml: string) {
  return parser.parse(xml).RegFactuSistemaFacturacion.RegistroFactura as Parsed[];
}

describe("the SuministroLR message", () => {
  test("a first F1 validates against the AEAT's schema, opens the chain and names its recipient", async () => {
    const xml = only([FIRST_ALTA]);
    expect(await xsdErrors(xml)).toEqual([]);
    const document = parser.parse(xml).RegFactuSistemaFacturacion;
    expect(document.Cabecera.ObligadoEmision).toEqual({
      NombreRazon: "Zaguán Ejemplo, S.L.",
      NIF: "89890001K",
    });
    const alta = document.RegistroFactura[0].RegistroAlta;
    expect(alta.IDVersion).toBe("1.0");
    expect(alta.IDFactura).toEqual({
      IDEmisorFactura: "89890001K",
      NumSerieFactura: "12345678/G33",
      FechaExpedicionFactura: "01-01-2024",
    });
    expect(alta.TipoFactura).toBe("F1");
    expect(alta.Destinatarios.IDDestinatario).toEqual({
      NombreRazon: "Inmobiliaria Norte, S.L.",
      NIF: "B12345674",
    });
    expect(alta.Desglose.DetalleDesglose).toEqual({
      Impuesto: "01",
      ClaveRegimen: "01",
      CalificacionOperacion: "S1",
      TipoImpositivo: "21.00",
      BaseImponibleOimporteNoSujeto: "111.10",
      CuotaRepercutida: "12.35",
    });
    expect([alta.CuotaTotal, alta.ImporteTotal]).toEqual(["12.35", "123.45"]);
    expect(alta.Encadenamiento).toEqual({ PrimerRegistro: "S" });
    expect(alta.SistemaInformatico).toMatchObject({
      NombreSistemaInformatico: "Zaguán",
      IdSistemaInformatico: "ZG",
      Version: "0.1.0",
      NumeroInstalacion: "1",
    });
    expect(alta.FechaHoraHusoGenRegistro).toBe("2024-01-01T19:20:30+01:00");
    expect([alta.TipoHuella, alta.Huella]).toEqual(["01", FIRST_ALTA.huella]);
  });

  test("a chained F1 to an owner without NIF and the anulación after it validate, each pointing at the one before", async () => {
    const xml = only([FIRST_ALTA, CHAINED_ALTA, ANULACION]);
    expect(await xsdErrors(xml)).toEqual([]);
    const [, chained, anulacion] = registros(xml);
    // No NIF: written as registered, without Destinatarios and without the F2/R5-only flag
    // FacturaSinIdentifDestinatarioArt61d. The schema accepts it; the AEAT would answer 1189.
    expect(chained?.RegistroAlta.Destinatarios).toBeUndefined();
    expect(chained?.RegistroAlta.FacturaSinIdentifDestinatarioArt61d).toBeUndefined();
    expect(chained?.RegistroAlta.Encadenamiento.RegistroAnterior).toEqual({
      IDEmisorFactura: "89890001K",
      NumSerieFactura: "12345678/G33",
      FechaExpedicionFactura: "01-01-2024",
      Huella: FIRST_ALTA.huella,
    });
    expect(anulacion?.RegistroAnulacion).toMatchObject({
      IDFactura: {
        IDEmisorFacturaAnulada: "89890001K",
        NumSerieFacturaAnulada: "12345679/G34",
        FechaExpedicionFacturaAnulada: "01-01-2024",
      },
      Encadenamiento: { RegistroAnterior: { NumSerieFactura: "12345679/G34", Huella: CHAINED_ALTA.huella } },
      TipoHuella: "01",
      Huella: ANULACION.huella,
    });
  });

  test("an R4 por diferencias carries negative amounts and the invoice it rectifies", async () => {
    const xml = only([R4_REFUND]);
    expect(await xsdErrors(xml)).toEqual([]);
    const alta = registros(xml)[0]?.RegistroAlta;
    expect(alta.TipoFactura).toBe("R4");
    expect(alta.TipoRectificativa).toBe("I");
    expect(alta.FacturasRectificadas.IDFacturaRectificada).toEqual({
      IDEmisorFactura: "89890001K",
      NumSerieFactura: "12345678/G33",
      FechaExpedicionFactura: "01-01-2024",
    });
    expect(alta.Desglose.DetalleDesglose).toMatchObject({
      BaseImponibleOimporteNoSujeto: "-111.10",
      CuotaRepercutida: "-12.35",
    });
    expect([alta.CuotaTotal, alta.ImporteTotal]).toEqual(["-12.35", "-123.45"]);
  });

  test("names and descriptions are escaped, and characters XML cannot carry do not break the message", async () => {
    const awkward: AltaRecord = {
      ...FIRST_ALTA,
      issuerName: "Pérez & Hijos <Inmuebles>, S.L.",
      description: 'Comisión "a éxito" & <más>\u0007 ñ €',
      recipient: { name: "O'Brien & Cía", taxId: "B12345674" },
    };
    const xml = suministroMessages([awkward], {
      issuer: { ...AEAT_EXAMPLE_ISSUER, name: "Pérez & Hijos <Inmuebles>, S.L." },
      system: SYSTEM,
    })[0] as string;
    expect(await xsdErrors(xml)).toEqual([]);
    const alta = registros(xml)[0]?.RegistroAlta;
    const decoded = new XMLParser({ removeNSPrefix: true, parseTagValue: false, processEntities: true });
    const reread = decoded.parse(xml).RegFactuSistemaFacturacion.RegistroFactura.RegistroAlta;
    expect(reread.NombreRazonEmisor).toBe("Pérez & Hijos <Inmuebles>, S.L.");
    expect(reread.DescripcionOperacion).toBe('Comisión "a éxito" & <más>  ñ €');
    expect(reread.Destinatarios.IDDestinatario.NombreRazon).toBe("O'Brien & Cía");
    expect(alta).toBeDefined();
  });

  test("more than 1 000 records go in several messages, in the chain's order, a full one valid", async () => {
    const records = Array.from({ length: 2 * MAX_RECORDS_PER_MESSAGE + 1 }, (_, index) => ({
      ...CHAINED_ALTA,
      invoice: { ...CHAINED_ALTA.invoice, number: `F-2024-${String(index + 1).padStart(5, "0")}` },
    }));
    const messages = suministroMessages(records, options);
    expect(messages.map((xml) => registros(xml).length)).toEqual([1000, 1000, 1]);
    expect(registros(messages[1] as string)[0]?.RegistroAlta.IDFactura.NumSerieFactura).toBe("F-2024-01001");
    expect(registros(messages[2] as string)[0]?.RegistroAlta.IDFactura.NumSerieFactura).toBe("F-2024-02001");
    // A full message is the schema's limit exactly (maxOccurs="1000"); the others are built alike.
    expect(await xsdErrors(messages[0] as string)).toEqual([]);
  }, 30_000);

  test("a record of another issuer, or an empty list, is refused rather than sent in the wrong name", () => {
    const foreign = { ...FIRST_ALTA, invoice: { ...FIRST_ALTA.invoice, issuerTaxId: "B00000000" } };
    expect(() => suministroMessages([FIRST_ALTA, foreign], options)).toThrow(RangeError);
    expect(() => suministroMessages([], options)).toThrow(RangeError);
  });

  test("the schema check is real: a record the AEAT would reject fails it", async () => {
    const wrong = only([{ ...FIRST_ALTA, invoice: { ...FIRST_ALTA.invoice, issueDate: "2024-01-01" } }]);
    expect((await xsdErrors(wrong)).join("\n")).toMatch(/FechaExpedicionFactura/);
  });

  test("the SOAP envelope carries the message unchanged in its body", async () => {
    const xml = only([FIRST_ALTA, CHAINED_ALTA]);
    const envelope = soapEnvelope(xml);
    expect(envelope).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<soapenv:Envelope xmlns:soapenv="http:\/\/schemas.xmlsoap.org\/soap\/envelope\/">/,
    );
    expect(await xsdErrors(soapBodyContent(envelope))).toEqual([]);
    expect(soapBodyContent(envelope)).toBe(xml.replace(/^<\?xml[^>]*\?>\n/, ""));
  });
});
