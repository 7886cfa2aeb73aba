/** The contract download route (built with the dashboard's 'Mis Documentos'). */
export const contractPdfPath = (contractId: string) => `/contratos/${contractId}/pdf`;
