import { pathTo, ROUTES } from "#app/urls";
/**
 * What is shared and where. The link uses the configured PUBLIC_URL,
 * not the address the browser happens to be on, so a link shared from a preview or a proxy
 * still points at the real site.
 */

export type ShareContent = {
  /** The listing's title, for the native share sheet and the e-mail subject. */
  title: string;
  /** '¡Echa un vistazo a esta propiedad!: {title} en {address}' */
  text: string;
  url: string;
};

export function propertyUrl(publicUrl: string, id: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${pathTo(ROUTES.property, { id })}`;
}

export function propertyTitleWithAddress(title: string | null, address: string | null): string {
  const name = title?.trim() || "Propiedad en venta";
  const where = address?.trim();
  return where ? `${name} en ${where}` : name;
}

/** '¡Echa un vistazo a esta propiedad!: {title} en {address}' */
export function shareText(title: string | null, address: string | null): string {
  return `¡Echa un vistazo a esta propiedad!: ${propertyTitleWithAddress(title, address)}`;
}

export function shareContent({
  publicUrl,
  id,
  title,
  address,
}: {
  publicUrl: string;
  id: string;
  title: string | null;
  address: string | null;
}): ShareContent {
  return {
    title: title?.trim() || "Propiedad en venta",
    text: shareText(title, address),
    url: propertyUrl(publicUrl, id),
  };
}

export type ShareTargetId = "whatsapp" | "facebook" | "x" | "linkedin" | "telegram" | "email";
export type ShareTarget = { id: ShareTargetId; label: string; href: string };

const encode = encodeURIComponent;

/** The six share targets, in the dialog's order. Each opens the network's own share page. */
export function shareTargets({ title, text, url }: ShareContent): ShareTarget[] {
  return [
    { id: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${encode(`${text} ${url}`)}` },
    {
      id: "facebook",
      label: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
    },
    {
      id: "x",
      label: "Twitter/X",
      href: `https://twitter.com/intent/tweet?text=${encode(text)}&url=${encode(url)}`,
    },
    {
      id: "linkedin",
      label: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`,
    },
    {
      id: "telegram",
      label: "Telegram",
      href: `https://t.me/share/url?url=${encode(url)}&text=${encode(text)}`,
    },
    {
      id: "email",
      label: "Email",
      href: `mailto:?subject=${encode(title)}&body=${encode(`${text}\n\n${url}`)}`,
    },
  ];
}
