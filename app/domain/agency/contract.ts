import type { AgencyDetails } from "#app/db/schema/properties";
import { agencyCollaborationContract } from "#app/domain/agency/agency-contract";
import { type LegalDocument, legalDocumentToHtml } from "#app/domain/legal/document";

/**
 * The collaboration contract filled with the agency's data, as shown in the contract dialog and
 * stored, exactly, as `contract_html` when accepted. One source with /terminos-y-condiciones-agencia.
 */
export function filledAgencyContract(agency: AgencyDetails, date: Date | string): LegalDocument {
  return agencyCollaborationContract({ agency, date });
}

export function agencyContractHtml(agency: AgencyDetails, date: Date | string): string {
  return legalDocumentToHtml(filledAgencyContract(agency, date));
}
