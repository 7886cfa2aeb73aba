/**
 * How long buyer contacts are kept (privacy policy §5, docs/decisions/0012-lead-retention.md):
 * while the listing is on sale, and 12 months after it is sold or withdrawn (the success fee is
 * settled at the sale; a year covers questions about it); in any case no more than 24 months
 * after the contact's last activity.
 */
export const LEAD_RETENTION = {
  monthsAfterListingClosed: 12,
  monthsWithoutActivity: 24,
} as const;

/** The privacy policy's words for the rule above (one source for the policy and the tests). */
export const LEAD_RETENTION_TEXT = `Los mensajes, solicitudes de visita y ofertas de los compradores se conservan mientras el anuncio está a la venta y hasta ${LEAD_RETENTION.monthsAfterListingClosed} meses después de que se venda o se retire; en todo caso, se borran cuando pasan ${LEAD_RETENTION.monthsWithoutActivity} meses sin actividad. Si el vendedor borra el anuncio o su cuenta, se borran en ese momento. Una oferta que el comprador no confirma desde su correo se borra a los 7 días.`;
