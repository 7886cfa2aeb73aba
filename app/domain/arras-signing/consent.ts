/** What the signer agreed to, shown beside the box they tick and stored word for word with the signature. */
export const SIGNING_CONSENT_TEXT =
  "He leído el contrato completo y lo firmo electrónicamente con el código que he recibido. Entiendo que mi firma queda unida a este documento y que cualquier cambio posterior exige firmar una versión nueva.";
