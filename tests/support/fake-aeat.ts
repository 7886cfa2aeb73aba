import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import { XMLParser } from "fast-xml-parser";
import { SOAP_ENVELOPE_NS, SUMINISTRO_INFORMACION_NS } from "#app/domain/invoices/verifactu/suministro-xml";
import { soapBodyContent, xsdErrors } from "./verifactu-xsd";

/**
 * A stand-in for the AEAT's VERI*FACTU web service: a real HTTPS server that, like the AEAT, asks
 * for a client certificate from an authority it trusts, checks each message against the AEAT's
 * schema (a SOAP fault 4102 when it fails) and answers as RespuestaSuministro.xsd says. Its
 * certificates are made with openssl for each run: an authority, the server's, the client's (as
 * PKCS#12 and as PEM) and a stranger's from another authority.
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

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === "RegistroFactura",
});

/** The AEAT's answer to a message: every record correct except an anulación, refused with code 3002. */
// biome-ignore lint/suspicious/noExplicitAny: the parsed message is whatever the adapter sent; the schema checked it
type Parsed = Record<string, any>;

export function aeatAnswer(message: string): string {
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

export const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP_ENVELOPE_NS}"><env:Header/><env:Body Id="Body">${body}</env:Body></env:Envelope>`;

export type FakeAeat = Awaited<ReturnType<typeof startFakeAeat>>;

export async function startFakeAeat() {
  const received: Received[] = [];
  const state = { answer: "as-aeat" as "as-aeat" | "fault" };
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

  const server = createServer(
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
        if (state.answer === "fault" || schemaErrors.length > 0) {
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
  return {
    endpoint: `https://localhost:${(server.address() as AddressInfo).port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    /** The authority that signed the server's and the client's certificates. */
    ca: readFileSync(file("ca.crt")),
    file,
    /** What each request that reached the handler carried. */
    received,
    /** 'fault': the next messages are refused whole, as the AEAT does a message it cannot take. */
    answerWith(answer: "as-aeat" | "fault") {
      state.answer = answer;
    },
    close: () =>
      new Promise((resolve) => server.close(resolve)).then(() =>
        rmSync(dir, { recursive: true, force: true }),
      ),
  };
}
