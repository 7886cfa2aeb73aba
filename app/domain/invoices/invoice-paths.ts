/** Where an invoice downloads from (its owner's 'Mis Pagos', the staff list). */
export const invoicePdfPath = (invoiceId: string) => `/facturas/${invoiceId}/pdf`;

/** The staff page that rectifies an F invoice and lists its rectifications. */
export const invoiceRectifyPath = (invoiceId: string) => `/admin/facturas/${invoiceId}/rectificar`;
/** Where staff confirm an invoice's cancellation (its registro de anulación). */
export const invoiceCancelPath = (invoiceId: string) => `/admin/facturas/${invoiceId}/anular`;
