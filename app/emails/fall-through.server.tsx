import type { FallThroughReason } from "#app/domain/sale/fallen-through";
import { listingTitleIn } from "#app/lib/i18n/listing-title";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { MailMessage } from "#app/lib/mailer.server";
import { localePathTo, pathTo, ROUTES } from "#app/urls";
import { fallThroughReasonIn, type SenalFacts, senalFateIn } from "./fall-through-words";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

/** What a fallen-through deal's e-mails say: the home, who recorded it, why, and the señal's fate. */
export type FallThroughMail = {
  brand: EmailBrand;
  propertyId: string;
  /** Null when the seller left it empty. */
  propertyTitle: string | null;
  /** 'El comprador' / 'El vendedor': who recorded it, as the other party reads it. */
  recordedBy: string;
  reasonLabel: string;
  note: string | null;
  senalFate: string;
};

function message(
  brand: EmailBrand,
  to: string,
  subject: string,
  template: string,
  body: { heading: string; lines: string[]; link: { label: string; href: string } },
  locale: Locale = "es",
): MailMessage {
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={body.lines[0] ?? subject} locale={locale}>
      <EmailHeading>{body.heading}</EmailHeading>
      {body.lines.map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailButton href={body.link.href} locale={locale}>
        {body.link.label}
      </EmailButton>
    </EmailLayout>,
  );
  const text = [
    body.heading,
    "",
    ...body.lines.flatMap((line) => [line, ""]),
    `${body.link.label}: ${body.link.href}`,
    "",
    textFooter(brand, locale),
  ].join("\n");
  return { to, subject, html, text, template };
}

/** What a buyer abroad needs to read the seller's notice in their language: the case, not its Spanish words. */
export type FallThroughInLanguage = { locale: Locale; reason: FallThroughReason; senal: SenalFacts };

/**
 * To the party who did not record it: what happened, why, and what the contract says of the señal.
 * A buyer who reads another language gets it in theirs (only the seller records it then).
 */
export function dealFellThroughEmail(
  content: FallThroughMail,
  to: { email: string; name: string },
  link: { label: string; href: string },
  inLanguage?: FallThroughInLanguage,
): MailMessage {
  if (inLanguage && inLanguage.locale !== "es")
    return fellThroughToBuyerIn(content, to, link.href, inLanguage);
  const title = listingTitleIn("es", content.propertyTitle);
  return message(content.brand, to.email, `La venta no sigue adelante: «${title}»`, "deal-fell-through", {
    heading: `Hola, ${to.name}:`,
    lines: [
      `${content.recordedBy} ha registrado que la venta de «${title}» no sigue adelante.`,
      `Motivo: ${content.reasonLabel}.`,
      ...(content.note ? [`Su nota: ${content.note}`] : []),
      `La señal: ${content.senalFate}`,
      "La vivienda vuelve a estar en venta.",
    ],
    link,
  });
}

function fellThroughToBuyerIn(
  content: FallThroughMail,
  to: { email: string; name: string },
  href: string,
  { locale, reason, senal }: FallThroughInLanguage,
): MailMessage {
  const t = translator(locale);
  const title = listingTitleIn(locale, content.propertyTitle);
  const body = {
    heading: t("mail.helloName", { name: to.name }),
    lines: [
      t("dealMail.fellThrough.bySeller", { title }),
      t("dealMail.fellThrough.reason", { reason: fallThroughReasonIn(locale, reason) }),
      ...(content.note ? [t("dealMail.fellThrough.note", { note: content.note })] : []),
      t("dealMail.fellThrough.senal", { fate: senalFateIn(locale, senal) }),
      t("dealMail.fellThrough.onSale"),
    ],
    link: { label: t("dealMail.fellThrough.button"), href },
  };
  const subject = t("dealMail.fellThrough.subject", { title });
  return message(content.brand, to.email, subject, "deal-fell-through", body, locale);
}

/**
 * To each other interested buyer (an offer, a request, a favourite): the home is on sale again, in
 * the buyer's language, linking the listing in that language.
 */
export function availableAgainEmail(
  brand: EmailBrand,
  listing: { propertyId: string; propertyTitle: string | null },
  person: { email: string; name: string; locale?: Locale },
): MailMessage {
  const locale = person.locale ?? "es";
  const t = translator(locale);
  const title = listingTitleIn(locale, listing.propertyTitle);
  const id = listing.propertyId;
  const path =
    locale === "es" ? pathTo(ROUTES.property, { id }) : localePathTo(locale, ROUTES.property, { id });
  return message(
    brand,
    person.email,
    t("mail.availableAgain.subject", { title }),
    "deal-fell-through-available",
    {
      heading: t("mail.helloName", { name: person.name }),
      lines: [t("mail.availableAgain.line", { title }), t("mail.availableAgain.next")],
      link: { label: t("mail.availableAgain.button"), href: `${brand.publicUrl}${path}` },
    },
    locale,
  );
}
