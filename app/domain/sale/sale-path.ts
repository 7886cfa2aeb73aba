/** The arras contract's PDF (draft or signed), served only to its owner and admins. */
export const arrasPdfPath = (contractId: string) => `/contratos/arras/${encodeURIComponent(contractId)}/pdf`;
