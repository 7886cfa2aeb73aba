import type { AgencyDetails } from "#app/db/schema/properties";
import { legalDocumentToPdfBlocks } from "#app/domain/legal/document-pdf";
import { renderPdf } from "#app/lib/pdf.server";
import { filledAgencyContract } from "./contract";

/** The signed collaboration contract as a PDF: the same words as the HTML accepted, and when. */
export function renderAgencyContractPdf({
  agency,
  acceptedAt,
  acceptedBy,
}: {
  agency: AgencyDetails;
  acceptedAt: Date;
  acceptedBy: string;
}): Promise<Buffer> {
  const document = filledAgencyContract(agency, acceptedAt);
  return renderPdf({
    title: document.title,
    subtitle: document.dateLine,
    blocks: legalDocumentToPdfBlocks(document),
    footer: `Aceptado electrónicamente por ${acceptedBy} en nombre de ${agency.company_name} el ${acceptedAt.toISOString()}.`,
    createdAt: acceptedAt,
    author: agency.company_name,
  });
}
