import type { AgencyDetails } from "#app/db/schema/properties";
import type { LegalDocument } from "#app/domain/legal/document";
import { type PdfBlock, renderPdf } from "#app/lib/pdf.server";
import { filledAgencyContract } from "./contract";

/** Legal blocks and PDF blocks have the same shape; sections add their heading. */
function toPdfBlocks(document: LegalDocument): PdfBlock[] {
  return [
    ...document.intro,
    ...document.sections.flatMap((section): PdfBlock[] => [
      { type: "heading", text: section.heading },
      ...section.blocks,
    ]),
    ...document.closing,
  ];
}

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
    blocks: toPdfBlocks(document),
    footer: `Aceptado electrónicamente por ${acceptedBy} en nombre de ${agency.company_name} el ${acceptedAt.toISOString()}.`,
    createdAt: acceptedAt,
    author: agency.company_name,
  });
}
