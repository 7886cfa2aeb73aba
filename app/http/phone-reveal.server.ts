import type { AppLoadContext } from "react-router";
import { isPersonVisiting } from "#app/domain/funnel/visitor.server";
import {
  PHONE_REVEAL_MESSAGES,
  type PhoneRevealView,
  phoneRevealLimitMessage,
} from "#app/domain/listings/phone-reveal";
import { revealListingPhone } from "#app/domain/listings/phone-reveal.server";
import { getOptionalUser } from "#app/domain/users/session.server";
import { type Locale, localeOfPath } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { countListingEventFromRequest } from "./count-listing-event.server";

/** The answer to 'Ver teléfono', for the page (no JavaScript) and the script's request alike. */
export type PhoneRevealAnswer = { status: number; view: PhoneRevealView; headers: Record<string, string> };

const NO_STORE = { "Cache-Control": "private, no-store" };

type Refusal = "notPerson" | "notFound" | "unavailable";

/** Why there is no number, in the page's language; Spanish as the domain words it. */
function refusal(locale: Locale, why: Refusal): string {
  if (locale === "es") return why === "notFound" ? "Propiedad no encontrada" : PHONE_REVEAL_MESSAGES[why];
  const t = translator(locale);
  if (why === "notPerson") return t("forms.phone.notPerson");
  return why === "notFound" ? t("listing.notFound") : t("forms.phone.unavailable");
}

/** 'Try again in 12 minutes or write to the seller', in whole minutes, at least one. */
function limitRefusal(locale: Locale, retryAfterMs: number): string {
  if (locale === "es") return phoneRevealLimitMessage(retryAfterMs);
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return translator(locale)("forms.phone.rateLimited", { minutes });
}

/**
 * 'Ver teléfono' as a request: a person's browser (crawlers and prefetches get no number), the
 * listing's own phone from its row, within the visitor's limits; a number shown is counted in the
 * listing's funnel (once per visitor and day, never the owner's own) under the phone's stage.
 * Unknown or unpublished: 404; no number or reserved: 409; past a limit: 429 with Retry-After.
 * Every answer is this visitor's alone: `private, no-store`. A refusal is in the language of the
 * address asked (the listing's page, or the script's request under that page's prefix).
 */
export async function revealPhoneFromRequest(
  request: Request,
  context: AppLoadContext,
  propertyId: string,
): Promise<PhoneRevealAnswer> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const userAgent = request.headers.get("user-agent") ?? "";
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? undefined;
  if (!isPersonVisiting({ userAgent, purpose }))
    return { status: 403, view: { ok: false, message: refusal(locale, "notPerson") }, headers: NO_STORE };
  const viewer = await getOptionalUser(request, context);
  const outcome = await revealListingPhone({ db: context.db, rateLimiter: context.rateLimiter }, propertyId, {
    viewer,
    ip: context.clientIp,
  });
  switch (outcome.kind) {
    case "shown":
      await countListingEventFromRequest(request, context, propertyId, "phone_click");
      return { status: 200, view: { ok: true, phone: outcome.phone }, headers: NO_STORE };
    case "not_found":
      return { status: 404, view: { ok: false, message: refusal(locale, "notFound") }, headers: NO_STORE };
    case "unavailable":
      return {
        status: 409,
        view: { ok: false, message: refusal(locale, "unavailable") },
        headers: NO_STORE,
      };
    case "rate_limited":
      return {
        status: 429,
        view: { ok: false, message: limitRefusal(locale, outcome.retryAfterMs) },
        headers: { ...NO_STORE, "Retry-After": String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))) },
      };
  }
}
