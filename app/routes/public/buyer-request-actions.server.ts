import { BUYER_OFFER_INTENTS } from "./buyer-offer-intents.server";
import { BUYER_VIEWING_INTENTS } from "./buyer-viewing-actions.server";

/**
 * Every form of the buyer's page (/solicitud/<token>), by `intent`, each kind's own (the
 * authorization matrix lists them from here; the route sends each only leads of its kind).
 */
export const BUYER_REQUEST_INTENTS = {
  ...BUYER_VIEWING_INTENTS,
  ...BUYER_OFFER_INTENTS,
} as const;
