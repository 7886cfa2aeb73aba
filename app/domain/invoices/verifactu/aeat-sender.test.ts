import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  AEAT_EXAMPLE_ISSUER,
  ANULACION,
  CHAINED_ALTA,
  FIRST_ALTA,
  SYSTEM,
} from "#tests/factories/verifactu-records";
import { aeatAnswer, envelope, type FakeAeat, startFakeAeat } from "#tests/support/fake-aeat";
import { xsdErrors } from "#tests/support/verifactu-xsd";
import { AEAT_ENDPOINTS, createVerifactuSender, readAnswer } from "./aeat-sender.server";
import { MAX_RECORDS_PER_MESSAGE, suministroMessages } from "./suministro-xml";

/**
 * The adapter against a real HTTPS server of the test's own (tests/support/fake-aeat.ts) that, like
 * the AEAT, asks for a client certificate from an authority it trusts, checks the message against
 * the AEAT's schema and answers as RespuestaSuministro.xsd says (that answer checked here too).
 */

let aeat: FakeAeat;
beforeAll(async () => {
  aeat = await startFakeAeat();
}, 60_000);
afterAll(() => aeat.close());

const settings = {
  VERIFACTU_SENDING: "on" as const,
  VERIFACTU_ENVIRONMENT: "test" as const,
  get VERIFACTU_CERT_PATH() {
    return aeat.file("client.p12");
  },
  VERIFACTU_CERT_PASSWORD: "secreto",
  COMPANY_NAME: "Zaguán Ejemplo, S.L.",
  COMPANY_NIF: "89890001K",
};
const seams = () => ({ endpoint: aeat.endpoint, ca: aeat.ca });

describe("sending the records to the AEAT", () => {
  test("off by default: no certificate is read and nothing can be sent", async () => {
    const sender = createVerifactuSender({
      ...settings,
      VERIFACTU_SENDING: "off",
      VERIFACTU_CERT_PATH: undefined,
    });
    expect(sender.enabled).toBe(false);
    await expect(sender.send([FIRST_ALTA])).rejects.toThrow(/desactivado/);
  });

  test("a message goes with the company's certificate, valid against the schema, and the answer is read record by record", async () => {
    aeat.received.length = 0;
    aeat.answerWith("as-aeat");
    const sender = createVerifactuSender(settings, seams());
    const outcome = await sender.send([FIRST_ALTA, CHAINED_ALTA, ANULACION]);

    expect(aeat.received).toEqual([
      {
        contentType: "text/xml; charset=utf-8",
        soapAction: '""',
        clientCn: "89890001K ZAGUAN EJEMPLO SL",
        schemaErrors: [],
      },
    ]);
    expect(outcome).toEqual({
      sent: true,
      answer: {
        state: "ParcialmenteCorrecto",
        csv: "A-YDSW8NLFLANWPM",
        presentedAt: "2024-01-01T19:20:41+01:00",
        waitSeconds: 60,
        records: [
          {
            invoice: FIRST_ALTA.invoice,
            operation: "Alta",
            state: "Correcto",
            errorCode: null,
            errorDescription: null,
          },
          {
            invoice: CHAINED_ALTA.invoice,
            operation: "Alta",
            state: "Correcto",
            errorCode: null,
            errorDescription: null,
          },
          {
            invoice: ANULACION.invoice,
            operation: "Anulacion",
            state: "Incorrecto",
            errorCode: 3002,
            errorDescription: "No existe el registro de facturación.",
          },
        ],
      },
    });
  });

  test("the test server's answer is shaped as the AEAT's: it validates against RespuestaSuministro.xsd", async () => {
    const [message] = suministroMessages([FIRST_ALTA, ANULACION], {
      issuer: AEAT_EXAMPLE_ISSUER,
      system: SYSTEM,
    });
    expect(await xsdErrors(aeatAnswer(message as string), "RespuestaSuministro.xsd")).toEqual([]);
  });

  test("a PEM certificate with its key works as well as a PKCS#12", async () => {
    aeat.answerWith("as-aeat");
    const sender = createVerifactuSender(
      { ...settings, VERIFACTU_CERT_PATH: aeat.file("client.pem"), VERIFACTU_CERT_PASSWORD: undefined },
      seams(),
    );
    expect(await sender.send([FIRST_ALTA])).toMatchObject({ sent: true, answer: { state: "Correcto" } });
  });

  test("a message the AEAT refuses whole is not sent: nothing in it was registered, the reason is kept", async () => {
    aeat.answerWith("fault");
    const sender = createVerifactuSender(settings, seams());
    expect(await sender.send([FIRST_ALTA])).toEqual({
      sent: false,
      reason: "fault",
      message: expect.stringMatching(/Codigo\[4102\]/),
    });
    aeat.answerWith("as-aeat");
  });

  test("an HTTP error without a SOAP fault, or an answer that is not the AEAT's, is not taken as sent", () => {
    expect(readAnswer(502, "<html><body>Bad Gateway</body></html>")).toMatchObject({
      sent: false,
      reason: "http",
    });
    expect(readAnswer(200, envelope("<Otra/>"))).toMatchObject({ sent: false, reason: "answer" });
    expect(readAnswer(200, "no es XML")).toMatchObject({ sent: false, reason: "answer" });
  });

  test("a certificate the server does not trust never reaches it", async () => {
    const before = aeat.received.length;
    const sender = createVerifactuSender(
      { ...settings, VERIFACTU_CERT_PATH: aeat.file("stranger.p12") },
      seams(),
    );
    expect(await sender.send([FIRST_ALTA])).toMatchObject({ sent: false, reason: "transport" });
    expect(aeat.received).toHaveLength(before);
  });

  test("a wrong certificate password stops at creation, naming the setting", () => {
    expect(() => createVerifactuSender({ ...settings, VERIFACTU_CERT_PASSWORD: "otra" }, seams())).toThrow(
      /VERIFACTU_CERT_PASSWORD/,
    );
  });

  test("more than 1 000 records are refused: the caller sends them in several messages, waiting between them", async () => {
    const sender = createVerifactuSender(settings, seams());
    const records = Array.from({ length: MAX_RECORDS_PER_MESSAGE + 1 }, () => FIRST_ALTA);
    await expect(sender.send(records)).rejects.toThrow(RangeError);
  });

  test("the endpoints are the WSDL's: pre-production for 'test', production otherwise", () => {
    const wsdl = readFileSync(
      path.resolve(import.meta.dirname, "../../../../docs/verifactu/xsd/SistemaFacturacion.wsdl"),
      "utf8",
    );
    const port = (name: string) =>
      new RegExp(`<wsdl:port name="${name}"[^>]*>\\s*<soap:address location="([^"]+)"`).exec(wsdl)?.[1];
    expect(AEAT_ENDPOINTS.test).toBe(port("SistemaVerifactuPruebas"));
    expect(AEAT_ENDPOINTS.production).toBe(port("SistemaVerifactu"));
    expect(AEAT_ENDPOINTS.test).toContain("prewww1.aeat.es");
  });
});
