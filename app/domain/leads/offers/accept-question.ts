import { formatPrice } from "#app/lib/format";

/**
 * The second look before 'Aceptar oferta': accepting reserves the home, closes every other open
 * offer and mails each buyer, all in one step that cannot be undone but by releasing the deal. The
 * question states exactly that, with the number of offers it closes.
 */
export function acceptOfferQuestion({
  buyerName,
  amount,
  othersClosed,
}: {
  buyerName: string;
  amount: number;
  othersClosed: number;
}) {
  const others =
    othersClosed === 0
      ? "No hay otras ofertas abiertas que cerrar."
      : othersClosed === 1
        ? "Se cerrará la otra oferta abierta y avisaremos por correo a su comprador."
        : `Se cerrarán las otras ${othersClosed} ofertas abiertas y avisaremos por correo a sus compradores.`;
  return {
    title: `¿Aceptar la oferta de ${buyerName} por ${formatPrice(amount)}?`,
    lines: [
      `La vivienda quedará reservada para ${buyerName}: el anuncio mostrará «Reservado» y no admitirá más ofertas ni contactos.`,
      others,
      `Enviaremos el acuerdo por correo a ${buyerName} y a ti.`,
    ],
    confirmLabel: "Sí, aceptar y reservar",
  };
}
