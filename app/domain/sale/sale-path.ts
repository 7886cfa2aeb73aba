/** `/vender?id=…` names the property on the sale page; `/vender?nueva` starts a new listing. */
export const PROPERTY_PARAM = "id";
export const NEW_SALE_PARAM = "nueva";

export function salePath(propertyId: string): string {
  return `/vender?${new URLSearchParams({ [PROPERTY_PARAM]: propertyId })}`;
}

export const NEW_SALE_PATH = `/vender?${NEW_SALE_PARAM}`;

/** The arras contract's PDF (draft or signed), served only to its owner and admins. */
export const arrasPdfPath = (contractId: string) => `/contratos/arras/${encodeURIComponent(contractId)}/pdf`;
