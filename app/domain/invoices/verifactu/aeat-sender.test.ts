import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  AEAT_EXAMPLE_ISSUER,
  ANULACION,
  CHAINED_ALTA,
  FIRST_ALTA,
  SYSTEM,
} from "#tests/factories/verifactu-records";
import { soapBodyContent, xsdErrors } from "#tests/support/verifactu-xsd";
import { AEAT_ENDPOINTS, createVerifactuSender, readAnswer } from "./aeat-sender.server";
import {
  MAX_RECORDS_PER_MESSAGE,
  SOAP_ENVELOPE_NS,
  SUMINISTRO_INFORMACION_NS,
  suministroMessages,
} from "./suministro-xml";

/**
 * The adapter against a real HTTPS server of the test's own that, like the AEAT, asks for a client
 * certificate from an authority it trusts, checks the message against the AEAT's schema and
 * answers as RespuestaSuministro.xsd says (the answer is checked against that schema too).
 */

const RESPUESTA_NS =
  "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd";

const dir = mkdtempSync(path.join(tmpdir(), "zaguan-aeat-"));
const file = (name: string) => path.join(dir, name);
const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });

/** An authority, a certificate signed by it for `name`, and its key. */
function issue(name: string, ca: string, subject: string, extensions?: string) {
  openssl(
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    `${name}.key`,
    "-out",
    `${name}.csr`,
    "-subj",
    subject,
  );
  if (extensions) writeFileSync(file(`${name}.ext`), extensions);
  openssl(
    "x509",
    "-req",
    "-in",
    `${name}.csr`,
    "-CA",
    `${ca}.crt`,
    "-CAkey",
    `${ca}.key`,
    "-CAcreateserial",
    "-out",
    `${name}.crt`,
    "-days",
    "1",
    ...(extensions ? ["-extfile", `${name}.ext`] : []),
  );
}
function authority(name: string, subject: string) {
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    `${name}.key`,
    "-out",
    `${name}.crt`,
    "-days",
    "1",
    "-subj",
    subject,
  );
}

type Received = { contentType?: string; soapAction?: string; clientCn?: string; schemaErrors: string[] };
const received: Received[] = [];
let answerStatus: "as-aeat" | "fault" = "as-aeat";
let server: Server;
let endpoint: string;

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === "RegistroFactura",
});

/** The AEAT's answer to a message: every record correct except an anulación, refused with code 3002. */
// biome-ignore lint/suspicious/noExplicitAny: the parsed message is whatever the adapter sent; the schema checked it
type Parsed = Record<string, any>;

function aeatAnswer(message: string): string {
  const document = parser.parse(message).RegFactuSistemaFacturacion;
  const lines = (document.RegistroFactura as Parsed[]).map((registro) => {
    const alta = registro.RegistroAlta;
    const id = alta
      ? alta.IDFactura
      : {
          IDEmisorFactura: registro.RegistroAnulacion.IDFactura.IDEmisorFacturaAnulada,
          NumSerieFactura: registro.RegistroAnulacion.IDFactura.NumSerieFacturaAnulada,
          FechaExpedicionFactura: registro.RegistroAnulacion.IDFactura.FechaExpedicionFacturaAnulada,
        };
    const refused = !alta;
    return `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${id.IDEmisorFactura}</tik:IDEmisorFactura><tik:NumSerieFactura>${id.NumSerieFactura}</tik:NumSerieFactura><tik:FechaExpedicionFactura>${id.FechaExpedicionFactura}</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${alta ? "Alta" : "Anulacion"}</tik:TipoOperacion></tikR:Operacion><tikR:EstadoRegistro>${refused ? "Incorrecto" : "Correcto"}</tikR:EstadoRegistro>${refused ? "<tikR:CodigoErrorRegistro>3002</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>No existe el registro de facturación.</tikR:DescripcionErrorRegistro>" : ""}</tikR:RespuestaLinea>`;
  });
  const anyRefused = lines.some((line) => line.includes("Incorrecto"));
  const obligado = document.Cabecera.ObligadoEmision;
  return `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${RESPUESTA_NS}" xmlns:tik="${SUMINISTRO_INFORMACION_NS}"><tikR:CSV>A-YDSW8NLFLANWPM</tikR:CSV><tikR:DatosPresentacion><tik:NIFPresentador>${obligado.NIF}</tik:NIFPresentador><tik:TimestampPresentacion>2024-01-01T19:20:41+01:00</tik:TimestampPresentacion></tikR:DatosPresentacion><tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>${obligado.NombreRazon}</tik:NombreRazon><tik:NIF>${obligado.NIF}</tik:NIF></tik:ObligadoEmision></tikR:Cabecera><tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${anyRefused ? "ParcialmenteCorrecto" : "Correcto"}</tikR:EstadoEnvio>${lines.join("")}</tikR:RespuestaRegFactuSistemaFacturacion>`;
}

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP_ENVELOPE_NS}"><env:Header/><env:Body Id="Body">${body}</env:Body></env:Envelope>`;

beforeAll(async () => {
  authority("ca", "/CN=Autoridad de pruebas");
  issue("server", "ca", "/CN=localhost", "subjectAltName=DNS:localhost,IP:127.0.0.1");
  issue("client", "ca", "/CN=89890001K ZAGUAN EJEMPLO SL");
  openssl(
    "pkcs12",
    "-export",
    "-inkey",
    "client.key",
    "-in",
    "client.crt",
    "-out",
    "client.p12",
    "-passout",
    "pass:secreto",
  );
  writeFileSync(
    file("client.pem"),
    readFileSync(file("client.key"), "utf8") + readFileSync(file("client.crt"), "utf8"),
  );
  authority("stranger-ca", "/CN=Otra autoridad");
  issue("stranger", "stranger-ca", "/CN=Desconocido");
  openssl(
    "pkcs12",
    "-export",
    "-inkey",
    "stranger.key",
    "-in",
    "stranger.crt",
    "-out",
    "stranger.p12",
    "-passout",
    "pass:secreto",
  );

  server = createServer(
    {
      key: readFileSync(file("server.key")),
      cert: readFileSync(file("server.crt")),
      ca: readFileSync(file("ca.crt")),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", async () => {
        const message = soapBodyContent(Buffer.concat(chunks).toString("utf8"));
        const schemaErrors = await xsdErrors(message);
        received.push({
          contentType: req.headers["content-type"],
          soapAction: req.headers.soapaction as string | undefined,
          clientCn: (req.socket as TLSSocket).getPeerCertificate().subject?.CN as string | undefined,
          schemaErrors,
        });
        res.setHeader("Content-Type", "text/xml; charset=utf-8");
        if (answerStatus === "fault" || schemaErrors.length > 0) {
          res.statusCode = 500;
          res.end(
            envelope(
              "<env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[4102].El XML no cumple el esquema. Falta informar campo obligatorio.: IDVersion</faultstring></env:Fault>",
            ),
          );
          return;
        }
        res.end(envelope(aeatAnswer(message)));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `https://localhost:${(server.address() as AddressInfo).port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const settings = {
  VERIFACTU_SENDING: "on" as const,
  VERIFACTU_ENVIRONMENT: "test" as const,
  VERIFACTU_CERT_PATH: file("client.p12"),
  VERIFACTU_CERT_PASSWORD: "secreto",
  COMPANY_NAME: "Zaguán Ejemplo, S.L.",
  COMPANY_NIF: "89890001K",
};
const seams = () => ({ endpoint, ca: readFileSync(file("ca.crt")) });

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
    received.length = 0;
    answerStatus = "as-aeat";
    const sender = createVerifactuSender(settings, seams());
    const outcome = await sender.send([FIRST_ALTA, CHAINED_ALTA, ANULACION]);

    expect(received).toEqual([
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
    answerStatus = "as-aeat";
    const sender = createVerifactuSender(
      { ...settings, VERIFACTU_CERT_PATH: file("client.pem"), VERIFACTU_CERT_PASSWORD: undefined },
      seams(),
    );
    expect(await sender.send([FIRST_ALTA])).toMatchObject({ sent: true, answer: { state: "Correcto" } });
  });

  test("a message the AEAT refuses whole is not sent: nothing in it was registered, the reason is kept", async () => {
    answerStatus = "fault";
    const sender = createVerifactuSender(settings, seams());
    expect(await sender.send([FIRST_ALTA])).toEqual({
      sent: false,
      reason: "fault",
      message: expect.stringMatching(/Codigo\[4102\]/),
    });
    answerStatus = "as-aeat";
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
    const before = received.length;
    const sender = createVerifactuSender({ ...settings, VERIFACTU_CERT_PATH: file("stranger.p12") }, seams());
    expect(await sender.send([FIRST_ALTA])).toMatchObject({ sent: false, reason: "transport" });
    expect(received).toHaveLength(before);
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
