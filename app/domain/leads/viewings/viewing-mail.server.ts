import { type Transaction, transactionExecutor } from "#app/db/client.server";
import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import { buyerEmailLocale } from "#app/domain/users/email-locale";
import type { EmailBrand } from "#app/emails/layout.server";
import type { ViewingMailFacts } from "#app/emails/viewing.server";
import type { Locale } from "#app/lib/i18n/locales";
import type { MailMessage } from "#app/lib/mailer.server";
import { localePathTo, ROUTES } from "#app/urls";
import { isProvenAddress } from "../intake/sender-proof";
import { buyerLinkUrl } from "../requests/buyer-link.server";
import { type ViewingEvent, viewingCalendarAttachment } from "./viewing-calendar";
import type { LoadedViewing, ViewingDeps } from "./viewing-record.server";

/** The listing's page, in the language of whoever the e-mail is for. */
export const listingUrl = (brand: EmailBrand, propertyId: string, locale: Locale = "es") =>
  `${brand.publicUrl}${localePathTo(locale, ROUTES.property, { id: propertyId })}`;
/** 'Compradores' with the viewing's buyer's card open on it. */
export const sellerLogUrl = (brand: EmailBrand, propertyId: string, leadId?: string) =>
  `${brand.publicUrl}${leadLogHref(propertyId, leadId)}`;

/** What the e-mails of a stored viewing are written from. */
export const viewingMailFacts = (deps: ViewingDeps, viewing: LoadedViewing): ViewingMailFacts => {
  // The buyer reads their account's language, else the one of the page they wrote from.
  const buyerLocale = buyerEmailLocale({ locale: viewing.buyerAccount?.locale }, viewing.leadLocale);
  return {
    buyerLocale,
    brand: deps.brand,
    title: viewing.title,
    propertyAddress: viewing.propertyAddress,
    buyer: {
      name: viewing.buyerName,
      email: viewing.buyerEmail,
      phone: viewing.buyerPhone,
      isAddressProven: isProvenAddress(viewing.buyerEmail, viewing.buyerAccount),
    },
    seller: { name: viewing.sellerName, email: viewing.sellerEmail },
    links: {
      buyer: buyerLinkUrl(deps.brand.publicUrl, deps.secret, viewing.leadId),
      sellerLog: sellerLogUrl(deps.brand, viewing.propertyId, viewing.leadId),
      listing: listingUrl(deps.brand, viewing.propertyId, buyerLocale),
    },
  };
};

/**
 * Queues a viewing's e-mails in the transaction of the move they report
 * (docs/decisions/0046-mail-in-the-transaction.md): one the queue cannot store rolls the move back.
 */
export async function sendViewingMail(
  tx: Transaction,
  deps: Pick<ViewingDeps, "mailer">,
  messages: MailMessage[],
  key?: string,
) {
  for (const [index, message] of messages.entries())
    await deps.mailer.enqueueInTransaction(
      transactionExecutor(tx),
      message,
      key ? { key: `${key}:${index}` } : {},
    );
}

/** The calendar invitation (or its cancellation) of a viewing at `startsAt`. */
export function viewingInvitation(
  deps: ViewingDeps,
  viewing: LoadedViewing,
  startsAt: Date,
  sequence: number,
  method: "PUBLISH" | "CANCEL",
) {
  const event: ViewingEvent = {
    leadId: viewing.leadId,
    host: new URL(deps.brand.publicUrl).host,
    startsAt,
    sequence,
    title: `Visita: ${viewing.title}`,
    description: `Visita a «${viewing.title}», acordada en ${deps.brand.name}.`,
    location: viewing.propertyAddress,
    url: listingUrl(deps.brand, viewing.propertyId),
  };
  return viewingCalendarAttachment(event, method);
}
