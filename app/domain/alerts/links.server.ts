import type { EmailBrand } from "#app/emails/layout.server";
import { MANAGE_ALERTS_PATH } from "./saved-searches";
import { listUnsubscribeHeaders, type UnsubscribeTarget, unsubscribeUrl } from "./unsubscribe.server";

/** The links every alert e-mail carries: manage (signed in) and unsubscribe (signed token, no sign-in). */
export function alertLinks(deps: { brand: EmailBrand; secret: string }, target: UnsubscribeTarget) {
  const url = unsubscribeUrl(deps.brand.publicUrl, deps.secret, target);
  return {
    unsubscribeUrl: url,
    manageUrl: `${deps.brand.publicUrl}${MANAGE_ALERTS_PATH}`,
    listUnsubscribeHeaders: listUnsubscribeHeaders(url),
  };
}
