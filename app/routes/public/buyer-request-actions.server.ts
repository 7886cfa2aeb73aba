import { BUYER_VIEWING_INTENTS } from "./buyer-viewing-actions.server";

/**
 * Every form of the buyer's page (/solicitud/<token>), by `intent`, each kind's own (the
 * authorization matrix lists them from here). Offers join with theirs.
 */
export const BUYER_REQUEST_INTENTS = {
  ...BUYER_VIEWING_INTENTS,
} as const;
