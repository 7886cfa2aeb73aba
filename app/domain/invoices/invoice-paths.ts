/** Where an invoice downloads from (its owner's 'Mis Pagos', the staff list). */
export const invoicePdfPath = (invoiceId: string) => `/facturas/${invoiceId}/pdf`;

/** The staff page that rectifies an F invoice and lists its rectifications. */
export const invoiceRectifyPath = (invoiceId: string) => `/admin/facturas/${invoiceId}/rectificar`;
