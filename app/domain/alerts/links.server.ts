import type { EmailBrand } from "#app/emails/layout.server";
import { MANAGE_ALERTS_PATH } from "./saved-searches";
import { listUnsubscribeHeaders, type UnsubscribeLink, unsubscribeUrl } from "./unsubscribe.server";

/**
 * The links every alert e-mail carries: manage (signed in) and unsubscribe (signed token, no
 * sign-in), the latter with the recipient's current link version (`users.unsubscribe_link_version`).
 */
export function alertLinks(deps: { brand: EmailBrand; secret: string }, link: UnsubscribeLink) {
  const url = unsubscribeUrl(deps.brand.publicUrl, deps.secret, link);
  return {
    unsubscribeUrl: url,
    manageUrl: `${deps.brand.publicUrl}${MANAGE_ALERTS_PATH}`,
    listUnsubscribeHeaders: listUnsubscribeHeaders(url),
  };
}
