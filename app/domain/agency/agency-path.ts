/** `/proceso-agencia?id=…` names the agency's property; `/proceso-agencia?nueva` starts a new one. */
export const AGENCY_PROPERTY_PARAM = "id";
export const NEW_AGENCY_PARAM = "nueva";
export const AGENCY_PROCESS_PATH = "/proceso-agencia";

export function agencyPath(propertyId: string): string {
  return `${AGENCY_PROCESS_PATH}?${new URLSearchParams({ [AGENCY_PROPERTY_PARAM]: propertyId })}`;
}

/** The contract download route (built with the dashboard's 'Mis Documentos'). */
export const contractPdfPath = (contractId: string) => `/contratos/${contractId}/pdf`;
