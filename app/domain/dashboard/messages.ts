/** Word for word. */
export const DASHBOARD_MESSAGES = {
  profileLoadFailed: { title: "Error", description: "No se pudieron cargar los datos del perfil." },
  profileSaveFailed: { title: "Error", description: "No se pudieron guardar los cambios." },
  profileSaved: { title: "¡Éxito!", description: "Tus datos se han guardado correctamente." },
  contractsLoadFailed: { title: "Error", description: "No se pudieron cargar los contratos." },
  contractWithoutPdf: { title: "Error", description: "No hay un archivo PDF asociado a este contrato." },
  downloadFailed: { title: "Error de descarga", description: "No se pudo descargar el archivo." },
  paymentsLoadFailed: { title: "Error", description: "No se pudieron cargar los pagos." },
  propertiesLoadFailed: {
    title: "Error al cargar propiedades",
    description: "Inténtalo de nuevo en unos minutos.",
  },
  propertyDeleteFailed: { title: "Error al eliminar", description: "No se pudo eliminar la propiedad." },
  propertyDeleted: {
    title: "Propiedad eliminada",
    description: "Hemos borrado la propiedad, sus fotos y sus archivos.",
  },
  accountDeleteFailed: { title: "Error", description: "No se pudo eliminar tu cuenta. Inténtalo de nuevo." },
  accountDeleteNotConfirmed: {
    title: "Confirmación incorrecta",
    description: "Escribe exactamente tu correo electrónico para confirmar.",
  },
  // 'Compradores'.
  leadsLoadFailed: { title: "Error", description: "No se pudieron cargar tus compradores." },
  leadNotFound: { title: "Error", description: "No se encontró ese contacto." },
  offerAccepted: { title: "Oferta aceptada", description: "Se lo hemos comunicado al comprador por correo." },
  offerRejected: {
    title: "Oferta rechazada",
    description: "Se lo hemos comunicado al comprador por correo.",
  },
  offerCountered: { title: "Contraoferta enviada", description: "El comprador la recibirá por correo." },
  offerAlreadyAccepted: {
    title: "Ya hay una oferta aceptada",
    description: "Ya has aceptado otra oferta por esta vivienda: solo puede haber una aceptada.",
  },
  offerStale: {
    title: "La oferta ha cambiado",
    description: "Esta oferta ya no admite esa respuesta: el comprador la ha retirado o ya la respondiste.",
  },
  offerAlreadyCountered: {
    title: "Ya has enviado una contraoferta",
    description: "Solo se puede hacer una contraoferta por oferta: espera la respuesta del comprador.",
  },
  leadDiscarded: { title: "Contacto descartado", description: "Ya no aparece en tu lista de compradores." },
  leadReleased: { title: "Contacto aprobado", description: "Ya aparece en tu lista de compradores." },
  leadMarkedSpam: {
    title: "Marcado como spam",
    description:
      "Los próximos mensajes de este remitente a cualquiera de tus anuncios quedarán pendientes de revisión.",
  },
} as const;
