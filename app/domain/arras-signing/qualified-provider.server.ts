/**
 * Qualified signatures (eIDAS art. 25.2) through a qualified trust service provider's API, where
 * the parties ask for one (docs/decisions/0049-signature-level.md): off by default, the platform's
 * advanced signature and seal serve. The provider receives the version's PDF and the signers,
 * signs with each signer's qualified certificate on its own pages, and hands back the signed PDF.
 * The wire format is the small REST shape common to these APIs (Signaturit's, Yousign's): a JSON
 * request with the document in base64, an id and a status to poll, the signed file to download.
 */
export type QualifiedSigner = { name: string; email: string };
export type QualifiedRequest = { requestId: string; signingUrls: { email: string; url: string }[] };
export type QualifiedStatus = "pending" | "completed" | "declined" | "expired";

export interface QualifiedSignatureProvider {
  readonly enabled: boolean;
  /** Opens a signing request for `pdf`; `reference` is our version's id, echoed back by the provider. */
  requestSignatures(input: {
    pdf: Buffer;
    fileName: string;
    signers: QualifiedSigner[];
    reference: string;
  }): Promise<QualifiedRequest>;
  status(requestId: string): Promise<QualifiedStatus>;
  /** The PDF with every qualified signature, once `status` is `completed`. */
  signedDocument(requestId: string): Promise<Buffer>;
}

const off = () => Promise.reject(new Error("La firma cualificada está desactivada (QTSP_PROVIDER=off)."));
export const QUALIFIED_DISABLED: QualifiedSignatureProvider = {
  enabled: false,
  requestSignatures: off,
  status: off,
  signedDocument: off,
};

type Settings = { QTSP_PROVIDER: "off" | "api"; QTSP_API_URL?: string; QTSP_API_KEY?: string };
const STATUSES: readonly QualifiedStatus[] = ["pending", "completed", "declined", "expired"];

export function createQualifiedProvider(
  settings: Settings,
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): QualifiedSignatureProvider {
  if (settings.QTSP_PROVIDER === "off") return QUALIFIED_DISABLED;
  const { QTSP_API_URL: base, QTSP_API_KEY: key } = settings;
  if (!base || !key) throw new Error("QTSP_PROVIDER=api necesita QTSP_API_URL y QTSP_API_KEY.");
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, base.endsWith("/") ? base : `${base}/`), {
      ...init,
      headers: { Authorization: `Bearer ${key}`, ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`el prestador cualificado respondió HTTP ${response.status}`);
    return response;
  };
  return {
    enabled: true,
    async requestSignatures({ pdf, fileName, signers, reference }) {
      const response = await call("signatures", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          reference,
          document: { name: fileName, content: pdf.toString("base64") },
          signers: signers.map(({ name, email }) => ({ name, email })),
          signature_level: "qualified",
        }),
      });
      const body = (await response.json()) as { id?: unknown; signers?: { email: string; url: string }[] };
      if (typeof body.id !== "string" || !Array.isArray(body.signers))
        throw new Error("la respuesta del prestador cualificado no trae id y firmantes");
      return {
        requestId: body.id,
        signingUrls: body.signers.map(({ email, url }) => ({ email, url })),
      };
    },
    async status(requestId) {
      const body = (await (await call(`signatures/${encodeURIComponent(requestId)}`)).json()) as {
        status?: string;
      };
      const status = STATUSES.find((known) => known === body.status);
      if (!status) throw new Error(`estado desconocido del prestador cualificado: ${String(body.status)}`);
      return status;
    },
    async signedDocument(requestId) {
      const response = await call(`signatures/${encodeURIComponent(requestId)}/document`);
      const pdf = Buffer.from(await response.arrayBuffer());
      if (pdf.subarray(0, 5).toString("latin1") !== "%PDF-")
        throw new Error("el prestador cualificado no devolvió un PDF");
      return pdf;
    },
  };
}
