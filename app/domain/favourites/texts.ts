/** The heart's form intents on a listing's page (and on the portal's cards, which post there). */
export const FAVOURITE_INTENT = "favourite";
export const UNFAVOURITE_INTENT = "unfavourite";

export const FAVOURITE_MESSAGES = {
  saved: { title: "Guardado en favoritos" },
  removed: { title: "Quitado de favoritos" },
} as const;

/** 'Quitar' on a card of the dashboard's 'Favoritos'. */
export const REMOVE_FAVOURITE_INTENT = "remove-favourite";

/** A result card's heart: what it does, for a screen reader. */
export const CARD_HEART_LABELS = {
  save: "Guardar en favoritos",
  remove: "Quitar de favoritos",
} as const;
