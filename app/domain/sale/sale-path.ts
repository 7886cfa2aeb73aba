import { pathTo, ROUTES } from "#app/urls";

/** The arras contract's PDF (draft or signed), served only to its owner and admins. */
export const arrasPdfPath = (contractId: string) => pathTo(ROUTES.arrasPdf, { id: contractId });
