import { legalDocumentToPdfBlocks } from "#app/domain/legal/document-pdf";
import type { ArrasTerms } from "#app/domain/sale/arras";
import { arrasContract } from "#app/domain/sale/arras-contract";
import type { SealCertificate } from "#app/lib/cades-signature.server";
import { formatDateEs } from "#app/lib/format";
import { type PdfContent, renderPdf } from "#app/lib/pdf.server";
import { sealPdf } from "#app/lib/pdf-seal.server";
import { pathTo, ROUTES } from "#app/urls";
import { formatCheckCode } from "./check-code";
import { type SignedParty, signingRecordBlocks } from "./signing-record";

type VersionDocument = { terms: ArrasTerms; checkCode: string; createdAt: Date; publicUrl: string };

/** The contract the parties read and sign: the arras contract with its check code on top. */
function versionContent({ terms, checkCode, createdAt, publicUrl }: VersionDocument): PdfContent {
  const document = arrasContract(terms);
  return {
    header: [
      {
        type: "fields",
        fields: [
          { label: "Código de verificación", value: formatCheckCode(checkCode) },
          { label: "Compruébalo en", value: `${publicUrl}${pathTo(ROUTES.contractCheck)}` },
        ],
      },
    ],
    title: document.title,
    subtitle: document.dateLine,
    blocks: legalDocumentToPdfBlocks(document),
    footer: `Versión para firmar generada el ${formatDateEs(createdAt)}. Se firma electrónicamente con un código de un solo uso; el registro de firma acompaña a la copia sellada.`,
    createdAt,
    author: terms.seller1Name,
  };
}

/** The version's PDF: the same terms, code and date always give the same bytes. */
export function renderVersionPdf(document: VersionDocument): Promise<Buffer> {
  return renderPdf(versionContent(document));
}

/**
 * The copy both parties signed, sealed by the company: the same contract, then a last page with the
 * signing record (who, when, the signed document's SHA-256, the check code), under a PAdES seal.
 */
export async function renderSealedPdf(
  document: VersionDocument & {
    documentSha256: string;
    signatures: SignedParty[];
    sealedAt: Date;
    companyName: string;
    supportEmail: string;
  },
  certificate: SealCertificate,
): Promise<Buffer> {
  const pdf = await renderPdf({
    ...versionContent(document),
    appendix: {
      title: "Registro de firma electrónica",
      blocks: signingRecordBlocks({
        checkCode: document.checkCode,
        documentSha256: document.documentSha256,
        signatures: document.signatures,
        companyName: document.companyName,
        checkUrl: `${document.publicUrl}${pathTo(ROUTES.contractCheck)}`,
      }),
    },
    signatureField: {
      name: document.companyName,
      reason: "Sello del registro de firma del contrato de arras",
      location: "España",
      contactInfo: document.supportEmail,
      signingTime: document.sealedAt,
    },
  });
  return sealPdf(pdf, certificate);
}
