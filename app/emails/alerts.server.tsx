import type { PortalFilters } from "#app/domain/listings/filters";
import { formatPrice } from "#app/lib/format";
import { formatPriceIn } from "#app/lib/i18n/format";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import type { MailMessage } from "#app/lib/mailer.server";
import { localePathTo, pathTo, ROUTES } from "#app/urls";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";
import { describeSearch } from "./search-summary.server";

/** A listing as an alert tells it: a line with its price and a link to its page. */
export type AlertListing = {
  id: string;
  title: string | null;
  province: string | null;
  price: number | null;
  /** On sale again: it had been reserved and that sale did not go ahead. */
  backOnSale?: boolean;
};
/** A favourite whose price dropped. */
export type AlertPriceDrop = AlertListing & { previousPrice: number; newPrice: number };
/** The new listings of one saved search; its filters are told in the reader's words under its name. */
export type AlertSearchSection = { searchName: string; filters: PortalFilters; listings: AlertListing[] };

/** `locale`: the buyer's language (domain/users/email-locale.ts); Spanish when not given. */
type Recipient = { to: string; name: string; locale?: Locale };
type Links = { unsubscribeUrl: string; manageUrl: string; listUnsubscribeHeaders: Record<string, string> };

const titleOf = (listing: AlertListing, locale: Locale = "es") =>
  listing.title?.trim() || translator(locale)("mail.alert.untitled");
/** The listing in the reader's language: the Spanish one at the root, the others under /en/… etc. */
const listingUrl = (brand: EmailBrand, listing: AlertListing, locale: Locale = "es") =>
  `${brand.publicUrl}${locale === "es" ? pathTo(ROUTES.property, { id: listing.id }) : localePathTo(locale, ROUTES.property, { id: listing.id })}`;
const listingLine = (listing: AlertListing, locale: Locale = "es") =>
  (listing.backOnSale ? translator(locale)("mail.alert.backOnSale") : "") +
  [
    titleOf(listing, locale),
    listing.province,
    listing.price !== null
      ? locale === "es"
        ? formatPrice(listing.price)
        : formatPriceIn(locale, listing.price)
      : null,
  ]
    .filter(Boolean)
    .join(" · ");
const priceIn = (locale: Locale, euros: number) =>
  locale === "es" ? formatPrice(euros) : formatPriceIn(locale, euros);
const dropLine = (drop: AlertPriceDrop, locale: Locale = "es") =>
  translator(locale)("mail.alert.drops.line", {
    title: titleOf(drop, locale),
    from: priceIn(locale, drop.previousPrice),
    to: priceIn(locale, drop.newPrice),
  });

type Block = { heading: string; note?: string; items: { line: string; href: string }[] };

function LinkList({ block }: { block: Block }) {
  return (
    <>
      <EmailText>
        <strong>{block.heading}</strong>
      </EmailText>
      {block.note ? <EmailText muted>{block.note}</EmailText> : null}
      <ul style={{ margin: "0 0 16px", paddingLeft: 20 }}>
        {block.items.map((item) => (
          <li key={item.href} style={{ marginBottom: 8 }}>
            <a href={item.href} style={{ color: "#0e5a52" }}>
              {item.line}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function alertMessage(
  brand: EmailBrand,
  recipient: Recipient,
  links: Links,
  body: { template: string; subject: string; intro: string; blocks: Block[]; stopLabel: string },
): MailMessage {
  const locale = recipient.locale ?? "es";
  const t = translator(locale);
  const greeting = t("mail.greeting", { name: recipient.name });
  const manage = t("mail.alert.manage");
  const unsubscribe = t("mail.alert.unsubscribe");
  const html = renderEmailHtml(
    <EmailLayout brand={brand} locale={locale} preview={body.intro}>
      <EmailHeading>{greeting}</EmailHeading>
      <EmailText>{body.intro}</EmailText>
      {body.blocks.map((block) => (
        <LinkList key={block.heading} block={block} />
      ))}
      <EmailButton href={links.manageUrl} locale={locale}>
        {manage}
      </EmailButton>
      <EmailText muted>
        {`${body.stopLabel} `}
        <a href={links.unsubscribeUrl} style={{ color: "#0e5a52" }}>
          {unsubscribe}
        </a>
      </EmailText>
    </EmailLayout>,
  );
  const text = [
    greeting,
    "",
    body.intro,
    "",
    ...body.blocks.flatMap((block) => [
      block.heading,
      ...(block.note ? [block.note] : []),
      ...block.items.map((item) => `- ${item.line}: ${item.href}`),
      "",
    ]),
    `${manage}: ${links.manageUrl}`,
    `${body.stopLabel} ${unsubscribe}: ${links.unsubscribeUrl}`,
    "",
    textFooter(brand, locale),
  ].join("\n");
  return {
    to: recipient.to,
    subject: body.subject,
    html,
    text,
    template: body.template,
    headers: links.listUnsubscribeHeaders,
  };
}

/**
 * A search's name is the buyer's own, often the summary the save page offered in Spanish: the
 * filters follow in the reader's language unless the name already says exactly that.
 */
function searchNote(section: AlertSearchSection, locale: Locale): string | undefined {
  const summary = describeSearch(locale, section.filters);
  return summary === section.searchName.trim() ? undefined : summary;
}

const listingsBlock = (brand: EmailBrand, section: AlertSearchSection, locale: Locale = "es"): Block => ({
  heading: translator(locale)("mail.alert.search", { search: section.searchName }),
  note: searchNote(section, locale),
  items: section.listings.map((listing) => ({
    line: listingLine(listing, locale),
    href: listingUrl(brand, listing, locale),
  })),
});

const dropsBlock = (brand: EmailBrand, drops: AlertPriceDrop[], locale: Locale = "es"): Block => ({
  heading: translator(locale)("mail.alert.drops.heading"),
  items: drops.map((drop) => ({ line: dropLine(drop, locale), href: listingUrl(brand, drop, locale) })),
});

/** The subject and first line: new listings, listings on sale again, or some of each. */
function newListingsWording(searchName: string, count: number, back: number) {
  if (back === 0)
    return {
      subject:
        count === 1
          ? `Nueva propiedad para «${searchName}»`
          : `${count} propiedades nuevas para «${searchName}»`,
      intro:
        count === 1
          ? "Hay una propiedad nueva que encaja con tu búsqueda guardada."
          : `Hay ${count} propiedades nuevas que encajan con tu búsqueda guardada.`,
    };
  if (back === count)
    return {
      subject:
        count === 1
          ? `De nuevo a la venta para «${searchName}»`
          : `${count} propiedades de nuevo a la venta para «${searchName}»`,
      intro:
        count === 1
          ? "Una propiedad que encaja con tu búsqueda guardada vuelve a estar a la venta: estaba reservada y esa venta no siguió adelante."
          : `${count} propiedades que encajan con tu búsqueda guardada vuelven a estar a la venta: estaban reservadas y esas ventas no siguieron adelante.`,
    };
  return {
    subject: `${count} propiedades para «${searchName}»`,
    intro: `Hay ${count} propiedades que encajan con tu búsqueda guardada: nuevas o de nuevo a la venta.`,
  };
}

/** 'Al momento': the new listings of one saved search, and those on sale again. */
export function newListingsAlertEmail(
  brand: EmailBrand,
  recipient: Recipient,
  section: AlertSearchSection,
  links: Links,
): MailMessage {
  const count = section.listings.length;
  const back = section.listings.filter((listing) => listing.backOnSale).length;
  const locale = recipient.locale ?? "es";
  const t = translator(locale);
  // Spanish says whether they are new or back on sale in the subject; the others mark each line.
  const wording =
    locale === "es"
      ? newListingsWording(section.searchName, count, back)
      : {
          subject: t("mail.alert.new.subject", { count, search: section.searchName }),
          intro: t("mail.alert.new.intro", { count }),
        };
  return alertMessage(brand, recipient, links, {
    template: "alert-new-listings",
    ...wording,
    blocks: [listingsBlock(brand, section, locale)],
    stopLabel: t("mail.alert.new.stop"),
  });
}

/** 'Al momento': favourites whose price dropped. */
export function priceDropAlertEmail(
  brand: EmailBrand,
  recipient: Recipient,
  drops: AlertPriceDrop[],
  links: Links,
): MailMessage {
  const [first] = drops;
  const locale = recipient.locale ?? "es";
  const t = translator(locale);
  return alertMessage(brand, recipient, links, {
    template: "alert-price-drops",
    subject:
      drops.length === 1 && first
        ? t("mail.alert.drops.subjectOne", { title: titleOf(first, locale) })
        : t("mail.alert.drops.subjectMany", { count: drops.length }),
    intro: t(drops.length === 1 ? "mail.alert.drops.introOne" : "mail.alert.drops.introMany"),
    blocks: [dropsBlock(brand, drops, locale)],
    stopLabel: t("mail.alert.drops.stop"),
  });
}

/** 'Resumen diario': everything of the day in one e-mail, at most one a day. */
export function dailyDigestEmail(
  brand: EmailBrand,
  recipient: Recipient,
  content: { sections: AlertSearchSection[]; drops: AlertPriceDrop[] },
  links: Links,
): MailMessage {
  const locale = recipient.locale ?? "es";
  const t = translator(locale);
  return alertMessage(brand, recipient, links, {
    template: "alert-digest",
    subject: t("mail.alert.digest.subject"),
    intro: t("mail.alert.digest.intro"),
    blocks: [
      ...content.sections.map((section) => listingsBlock(brand, section, locale)),
      ...(content.drops.length > 0 ? [dropsBlock(brand, content.drops, locale)] : []),
    ],
    stopLabel: t("mail.alert.digest.stop"),
  });
}
