import { pathTo, ROUTES } from "#app/urls";

/** The contract download route (built with the dashboard's 'Mis Documentos'). */
export const contractPdfPath = (contractId: string) => pathTo(ROUTES.contractPdf, { id: contractId });
