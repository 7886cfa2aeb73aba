import type { PdfBlock } from "#app/lib/pdf.server";
import { formatCheckCode } from "./check-code";

/** One party's signature as the record page prints it: no address or browser (kept as evidence only). */
export type SignedParty = {
  party: "seller" | "buyer";
  name: string;
  signedAt: Date;
  codeChannel: "email" | "sms";
};

const PARTY_LABEL = { seller: "Parte vendedora", buyer: "Parte compradora" } as const;
const CHANNEL_LABEL = { email: "correo electrónico", sms: "SMS" } as const;

const dateTime = new Intl.DateTimeFormat("es-ES", {
  dateStyle: "long",
  timeStyle: "long",
  timeZone: "Europe/Madrid",
});

/** The signing record's page (pure: what the sealed copy says about its signatures). */
export function signingRecordBlocks(record: {
  checkCode: string;
  documentSha256: string;
  signatures: SignedParty[];
  companyName: string;
  checkUrl: string;
}): PdfBlock[] {
  return [
    {
      type: "paragraph",
      text: `Las partes firmaron electrónicamente el documento que precede a esta página. Cada una lo leyó completo y confirmó su firma con un código de un solo uso enviado a su ${CHANNEL_LABEL.email} verificado (o por SMS, cuando así se indica). ${record.companyName} sella esta copia: cualquier cambio posterior invalida el sello.`,
    },
    {
      type: "fields",
      fields: [
        { label: "Código de verificación", value: formatCheckCode(record.checkCode) },
        { label: "Huella SHA-256 del documento firmado", value: record.documentSha256 },
        { label: "Compruébalo en", value: record.checkUrl },
      ],
    },
    ...record.signatures.map(
      (signature): PdfBlock => ({
        type: "fields",
        fields: [
          { label: PARTY_LABEL[signature.party], value: signature.name },
          { label: "Firmado el", value: dateTime.format(signature.signedAt) },
          { label: "Código enviado por", value: CHANNEL_LABEL[signature.codeChannel] },
        ],
      }),
    ),
  ];
}
