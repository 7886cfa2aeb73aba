import { ROUTES } from "#app/urls";
/** Typed to confirm 'Eliminar mi cuenta': the account's own e-mail, case and spaces aside. */
export function isDeletionConfirmed(typed: unknown, email: string): boolean {
  return typeof typed === "string" && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/** Where the browser lands once the account is gone (a public page: there is no session left). */
export const ACCOUNT_DELETED_PATH = ROUTES.accountDeleted;

/**
 * What deleting an account does, said the same in the dialog, the confirmation page and the
 * e-mail, and as the privacy policy says it (§5): the invoices are kept as issued — with the
 * name and the DNI or NIF on them — for the six years the law requires (art. 30 Código de
 * Comercio); they are not "without your data". A signed arras contract stays too: it is the other
 * party's evidence (docs/decisions/0049-signature-level.md).
 */
export const ACCOUNT_DELETION_TEXTS = {
  removed:
    "Borramos tu perfil, tus propiedades con sus fotos y los contactos de sus compradores, tus mensajes a vendedores y tus contratos (salvo los contratos de arras ya firmados, como se explica abajo), y cerramos tu sesión en todos los dispositivos.",
  campaigns:
    "Si tenías una campaña de marketing en marcha, termina y nuestro equipo retira tus anuncios de los portales y redes donde se publicaron.",
  kept: "Las facturas que te emitimos se conservan tal como se emitieron, con tu nombre y tu DNI o NIF, durante seis años, porque la ley obliga a guardarlas; solo puede consultarlas nuestro equipo de administración. El registro de cada pago (importe, fecha, concepto y título del anuncio) se guarda sin tus datos de contacto. Los contratos de arras firmados en la plataforma, como vendedor o como comprador, se conservan con sus firmas y su registro, porque son la prueba de lo que acordasteis también para la otra parte; dejan de estar vinculados a tu cuenta.",
  irreversible: "No se puede deshacer.",
} as const;
