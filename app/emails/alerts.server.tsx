import { formatPrice } from "#app/lib/format";
import type { MailMessage } from "#app/lib/mailer.server";
import { pathTo, ROUTES } from "#app/urls";
import {
  type EmailBrand,
  EmailButton,
  EmailHeading,
  EmailLayout,
  EmailText,
  renderEmailHtml,
  textFooter,
} from "./layout.server";

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
/** The new listings of one saved search. */
export type AlertSearchSection = { searchName: string; listings: AlertListing[] };

type Recipient = { to: string; name: string };
type Links = { unsubscribeUrl: string; manageUrl: string; listUnsubscribeHeaders: Record<string, string> };

const titleOf = (listing: AlertListing) => listing.title?.trim() || "Propiedad sin título";
const listingUrl = (brand: EmailBrand, listing: AlertListing) =>
  `${brand.publicUrl}${pathTo(ROUTES.property, { id: listing.id })}`;
const listingLine = (listing: AlertListing) =>
  (listing.backOnSale ? "De nuevo a la venta: " : "") +
  [titleOf(listing), listing.province, listing.price !== null ? formatPrice(listing.price) : null]
    .filter(Boolean)
    .join(" · ");
const dropLine = (drop: AlertPriceDrop) =>
  `${titleOf(drop)}: de ${formatPrice(drop.previousPrice)} a ${formatPrice(drop.newPrice)}`;

type Block = { heading: string; items: { line: string; href: string }[] };

function LinkList({ block }: { block: Block }) {
  return (
    <>
      <EmailText>
        <strong>{block.heading}</strong>
      </EmailText>
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
  const html = renderEmailHtml(
    <EmailLayout brand={brand} preview={body.intro}>
      <EmailHeading>{`Hola, ${recipient.name}:`}</EmailHeading>
      <EmailText>{body.intro}</EmailText>
      {body.blocks.map((block) => (
        <LinkList key={block.heading} block={block} />
      ))}
      <EmailButton href={links.manageUrl}>Gestionar mis alertas</EmailButton>
      <EmailText muted>
        {`${body.stopLabel} `}
        <a href={links.unsubscribeUrl} style={{ color: "#0e5a52" }}>
          Darme de baja
        </a>
      </EmailText>
    </EmailLayout>,
  );
  const text = [
    `Hola, ${recipient.name}:`,
    "",
    body.intro,
    "",
    ...body.blocks.flatMap((block) => [
      block.heading,
      ...block.items.map((item) => `- ${item.line}: ${item.href}`),
      "",
    ]),
    `Gestionar mis alertas: ${links.manageUrl}`,
    `${body.stopLabel} Darme de baja: ${links.unsubscribeUrl}`,
    "",
    textFooter(brand),
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

const listingsBlock = (brand: EmailBrand, section: AlertSearchSection): Block => ({
  heading: `Tu búsqueda «${section.searchName}»`,
  items: section.listings.map((listing) => ({
    line: listingLine(listing),
    href: listingUrl(brand, listing),
  })),
});

const dropsBlock = (brand: EmailBrand, drops: AlertPriceDrop[]): Block => ({
  heading: "Han bajado de precio tus favoritos",
  items: drops.map((drop) => ({ line: dropLine(drop), href: listingUrl(brand, drop) })),
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
  return alertMessage(brand, recipient, links, {
    template: "alert-new-listings",
    ...newListingsWording(section.searchName, count, back),
    blocks: [listingsBlock(brand, section)],
    stopLabel: "¿No quieres más avisos de esta búsqueda?",
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
  return alertMessage(brand, recipient, links, {
    template: "alert-price-drops",
    subject:
      drops.length === 1 && first
        ? `Ha bajado de precio: «${titleOf(first)}»`
        : `${drops.length} de tus favoritos han bajado de precio`,
    intro:
      drops.length === 1
        ? "Una propiedad que guardaste en favoritos ha bajado de precio."
        : "Varias propiedades que guardaste en favoritos han bajado de precio.",
    blocks: [dropsBlock(brand, drops)],
    stopLabel: "¿No quieres más avisos de bajadas de precio?",
  });
}

/** 'Resumen diario': everything of the day in one e-mail, at most one a day. */
export function dailyDigestEmail(
  brand: EmailBrand,
  recipient: Recipient,
  content: { sections: AlertSearchSection[]; drops: AlertPriceDrop[] },
  links: Links,
): MailMessage {
  return alertMessage(brand, recipient, links, {
    template: "alert-digest",
    subject: "Tu resumen diario de propiedades",
    intro: "Esto es lo nuevo de hoy en tus búsquedas guardadas y tus favoritos.",
    blocks: [
      ...content.sections.map((section) => listingsBlock(brand, section)),
      ...(content.drops.length > 0 ? [dropsBlock(brand, content.drops)] : []),
    ],
    stopLabel: "¿No quieres más alertas por correo?",
  });
}
