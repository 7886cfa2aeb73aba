import { readFileSync } from "node:fs";
import { request } from "node:https";
import { createSecureContext, type SecureContextOptions } from "node:tls";
import { XMLParser } from "fast-xml-parser";
import { type Env, getEnv } from "#app/lib/env.server";
import { billingSystem } from "./billing-system";
import type { InvoiceRecord, RecordInvoiceId } from "./record";
import { MAX_RECORDS_PER_MESSAGE, soapEnvelope, suministroMessages } from "./suministro-xml";

/**
 * Sending the records to the AEAT in VERI*FACTU mode (docs/decisions/0039-verifactu-sending.md):
 * one RegFactuSistemaFacturacion per call, over HTTPS with the company's certificate (mutual TLS),
 * the answer read into a typed result. Off unless VERIFACTU_SENDING=on. It keeps no state: what was
 * sent, the CSV and when the next send may go are the caller's to store, and the caller waits the
 * TiempoEsperaEnvio the AEAT asks before sending again.
 */

/** SistemaFacturacion.wsdl, ports SistemaVerifactuPruebas and SistemaVerifactu (certificate of a person or representative). */
export const AEAT_ENDPOINTS = {
  test: "https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP",
  production: "https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP",
} as const;

/** RespuestaSuministro.xsd EstadoEnvioType / EstadoRegistroType. */
export type SubmissionState = "Correcto" | "ParcialmenteCorrecto" | "Incorrecto";
export type RecordState = "Correcto" | "AceptadoConErrores" | "Incorrecto";

export type RecordAnswer = {
  invoice: RecordInvoiceId;
  operation: "Alta" | "Anulacion";
  state: RecordState;
  /** CodigoErrorRegistro and DescripcionErrorRegistro, when the AEAT found something wrong. */
  errorCode: number | null;
  errorDescription: string | null;
};

export type SubmissionResult = {
  state: SubmissionState;
  /** The CSV that proves the submission; absent when nothing was accepted. */
  csv: string | null;
  /** DatosPresentacion/TimestampPresentacion. */
  presentedAt: string | null;
  /** TiempoEsperaEnvio: seconds to wait before the next submission (flow control). */
  waitSeconds: number;
  records: RecordAnswer[];
};

/**
 * What came of one submission. Not sent: the AEAT could not be reached (transport), refused the
 * message whole (a SOAP fault, an HTTP error) or answered something unreadable — nothing in it was
 * registered and the same records go again later. Sent: the AEAT's answer, record by record.
 * A typed outcome, not a thrown failure: the caller (a queued job) keeps either and carries on.
 */
export type SendOutcome =
  | { sent: true; answer: SubmissionResult }
  | { sent: false; reason: "transport" | "http" | "fault" | "answer"; message: string };

/** Internal: ends reading an answer early with the reason it was not one. */
type NotSent = Extract<SendOutcome, { sent: false }>;
const notSent = (reason: NotSent["reason"], message: string): NotSent => ({ sent: false, reason, message });

export interface VerifactuSender {
  readonly enabled: boolean;
  /** Sends at most 1 000 records of the company in one message and reads the AEAT's answer. */
  send(records: readonly InvoiceRecord[]): Promise<SendOutcome>;
}

type SenderSettings = Pick<
  Env,
  | "VERIFACTU_SENDING"
  | "VERIFACTU_CERT_PATH"
  | "VERIFACTU_CERT_PASSWORD"
  | "VERIFACTU_ENVIRONMENT"
  | "COMPANY_NAME"
  | "COMPANY_NIF"
>;

/** Test seams only: another endpoint and the authority that signed its certificate. */
type SenderOptions = { endpoint?: string; ca?: string | Buffer; timeoutMs?: number };

const DISABLED: VerifactuSender = {
  enabled: false,
  send: () => Promise.reject(new Error("El envío a la AEAT está desactivado (VERIFACTU_SENDING=off).")),
};

export function createVerifactuSender(
  settings: SenderSettings,
  options: SenderOptions = {},
): VerifactuSender {
  if (settings.VERIFACTU_SENDING !== "on") return DISABLED;
  if (!settings.VERIFACTU_CERT_PATH) throw new Error("VERIFACTU_SENDING=on necesita VERIFACTU_CERT_PATH.");
  const tls = clientCertificate(settings.VERIFACTU_CERT_PATH, settings.VERIFACTU_CERT_PASSWORD);
  const endpoint = options.endpoint ?? AEAT_ENDPOINTS[settings.VERIFACTU_ENVIRONMENT];
  const issuer = { name: settings.COMPANY_NAME, taxId: settings.COMPANY_NIF };
  const system = billingSystem(settings);
  return {
    enabled: true,
    async send(records) {
      if (records.length > MAX_RECORDS_PER_MESSAGE)
        throw new RangeError(
          `at most ${MAX_RECORDS_PER_MESSAGE} records per submission, not ${records.length}`,
        );
      const [message] = suministroMessages(records, { issuer, system });
      const response = await post(endpoint, soapEnvelope(message as string), {
        ...tls,
        ...(options.ca ? { ca: options.ca } : {}),
        timeoutMs: options.timeoutMs ?? 60_000,
      });
      if ("error" in response) return notSent("transport", response.error);
      return readAnswer(response.status, response.body);
    },
  };
}

let appSender: VerifactuSender | undefined;
/** The app's sender, from its settings; the certificate is opened the first time it is asked for. */
export function verifactuSender(): VerifactuSender {
  appSender ??= createVerifactuSender(getEnv());
  return appSender;
}

/**
 * The certificate read and opened once, at creation: a wrong password or a file that is neither
 * PKCS#12 nor PEM shows at the start, not at the first invoice.
 */
function clientCertificate(file: string, password: string | undefined): SecureContextOptions {
  const contents = readFileSync(file);
  const isPem = contents.subarray(0, 64).toString("latin1").includes("-----BEGIN");
  const tls: SecureContextOptions = isPem
    ? { cert: contents, key: contents, passphrase: password }
    : { pfx: contents, passphrase: password };
  try {
    createSecureContext(tls);
  } catch (error) {
    throw new Error(
      `VERIFACTU_CERT_PATH: no se puede abrir el certificado ${file} (${isPem ? "PEM" : "PKCS#12"}): ${(error as Error).message}. ¿Es correcta VERIFACTU_CERT_PASSWORD?`,
    );
  }
  return tls;
}

function post(
  endpoint: string,
  envelope: string,
  tls: SecureContextOptions & { timeoutMs: number },
): Promise<{ status: number; body: string } | { error: string }> {
  const { timeoutMs, ...secure } = tls;
  return new Promise((resolve) => {
    const req = request(
      endpoint,
      {
        method: "POST",
        ...secure,
        headers: {
          "Content-Type": "text/xml; charset=utf-8",
          // SistemaFacturacion.wsdl declares soapAction="" and SOAP 1.1 wants the header present.
          SOAPAction: '""',
          "Content-Length": Buffer.byteLength(envelope),
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", (error) => resolve({ error: error.message }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`sin respuesta de la AEAT en ${timeoutMs / 1000} s`)));
    req.on("error", (error) => resolve({ error: error.message }));
    req.end(envelope);
  });
}

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreAttributes: true,
  isArray: (name) => name === "RespuestaLinea",
});

/** The parts of the SOAP answer read here, as the parser gives them (every value a string). */
type AnswerLineXml = {
  IDFactura: { IDEmisorFactura: string; NumSerieFactura: string; FechaExpedicionFactura: string };
  Operacion: { TipoOperacion: RecordAnswer["operation"] };
  EstadoRegistro: RecordState;
  CodigoErrorRegistro?: string;
  DescripcionErrorRegistro?: string;
};
type AnswerXml = {
  CSV?: string;
  DatosPresentacion?: { TimestampPresentacion?: string };
  TiempoEsperaEnvio?: string;
  EstadoEnvio: SubmissionState;
  RespuestaLinea?: AnswerLineXml[];
};
type EnvelopeXml = {
  Envelope?: { Body?: { Fault?: { faultstring?: string }; RespuestaRegFactuSistemaFacturacion?: AnswerXml } };
};

/** The AEAT's SOAP answer (RespuestaSuministro.xsd), or the fault that refused the whole message. */
export function readAnswer(status: number, body: string): SendOutcome {
  let parsed: EnvelopeXml | null;
  try {
    parsed = parser.parse(body) as EnvelopeXml;
  } catch {
    parsed = null;
  }
  const soapBody = parsed?.Envelope?.Body;
  if (soapBody?.Fault)
    return notSent(
      "fault",
      `la AEAT rechazó el envío: ${text(soapBody.Fault.faultstring) ?? "sin descripción"}`,
    );
  if (status !== 200) return notSent("http", `la AEAT respondió HTTP ${status}`);
  const answer = soapBody?.RespuestaRegFactuSistemaFacturacion;
  if (!answer)
    return notSent("answer", "la respuesta de la AEAT no trae RespuestaRegFactuSistemaFacturacion");
  const result: SubmissionResult = {
    state: answer.EstadoEnvio,
    csv: text(answer.CSV),
    presentedAt: text(answer.DatosPresentacion?.TimestampPresentacion),
    waitSeconds: Number(answer.TiempoEsperaEnvio ?? 0),
    records: (answer.RespuestaLinea ?? []).map((line) => ({
      invoice: {
        issuerTaxId: line.IDFactura.IDEmisorFactura,
        number: line.IDFactura.NumSerieFactura,
        issueDate: line.IDFactura.FechaExpedicionFactura,
      },
      operation: line.Operacion.TipoOperacion,
      state: line.EstadoRegistro,
      errorCode: line.CodigoErrorRegistro === undefined ? null : Number(line.CodigoErrorRegistro),
      errorDescription: text(line.DescripcionErrorRegistro),
    })),
  };
  return { sent: true, answer: result };
}

function text(value: string | undefined): string | null {
  return value === undefined || value === "" ? null : String(value);
}
