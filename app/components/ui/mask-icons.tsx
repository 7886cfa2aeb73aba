import type { LucideIcon } from "lucide-react";
import { createContext, type ReactNode, useContext } from "react";

type IconNode = ReadonlyArray<readonly [string, Record<string, unknown>]>;

/** The icons this part of the page draws as CSS masks, by component, with their class. */
const MaskIconsContext = createContext<ReadonlyMap<LucideIcon, string>>(new Map());

/** Every masked icon's class: a page-wide name, short because it is on every icon. */
const BASE_CLASS = "mi";

/**
 * The drawing of a lucide icon (its paths and shapes), read from the element the component builds:
 * lucide hands its icon data to its inner `Icon` as a prop, and has no other public way to get it.
 */
function iconNodeOf(icon: LucideIcon): IconNode {
  const render = (icon as unknown as { render?: (props: object, ref: null) => unknown }).render;
  const element = render?.({}, null) as { props?: { icon?: { node?: IconNode } } } | undefined;
  const node = element?.props?.icon?.node;
  if (!node) throw new Error("a lucide icon without its drawing: is lucide-react's shape changed?");
  return node;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The icon as a standalone SVG file with lucide's own stroke, black: a mask only reads its alpha. */
export function iconSvg(icon: LucideIcon): string {
  const shapes = iconNodeOf(icon)
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => `${name}="${escapeAttribute(String(value))}"`)
        .join(" ");
      return `<${tag} ${written}/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;
}

/** The stylesheet that draws these icons: one rule per icon, and the shape every one shares. */
export function maskIconsCss(icons: Record<string, LucideIcon>): string {
  const perIcon = Object.entries(icons)
    .map(([id, icon]) => `.${id}{--mi:url("data:image/svg+xml,${encodeURIComponent(iconSvg(icon))}")}`)
    .join("");
  // In the `base` layer, as the inline SVG's own preflight rule (block, 24 px): a size or margin
  // utility on the icon wins exactly as it did on the <svg>. Forced colours would paint the
  // background as the system's and hide the glyph: the icon keeps the text's colour there.
  return (
    `@layer base{.${BASE_CLASS}{display:block;vertical-align:middle;width:24px;height:24px;flex-shrink:0;` +
    "background-color:currentColor;-webkit-mask:var(--mi) center/100% 100% no-repeat;" +
    "mask:var(--mi) center/100% 100% no-repeat;forced-color-adjust:none}}" +
    perIcon
  );
}

type MaskIconsProps = {
  /** Class → icon; classes are page-wide, so give them a prefix of their own. */
  icons: Record<string, LucideIcon>;
  children: ReactNode;
};

/**
 * Draws the decorative icons below as CSS masks: one empty `<span>` per icon, each drawing once in a
 * stylesheet. An inline SVG is an element per path, each styled and painted on its own: on the
 * listing page (35 icons, 120 SVG elements) they were a third to a half of the main thread's
 * blocking time (docs/benchmarks/public-site.md, "Listing TBT"). For server-drawn pages only.
 */
export function MaskIcons({ icons, children }: MaskIconsProps) {
  const byIcon = new Map(Object.entries(icons).map(([id, icon]) => [icon, `${BASE_CLASS} ${id}`]));
  return (
    <MaskIconsContext.Provider value={byIcon}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own icons, no user text */}
      <style dangerouslySetInnerHTML={{ __html: maskIconsCss(icons) }} />
      {children}
    </MaskIconsContext.Provider>
  );
}

/** The class that draws this icon as a mask here, or null where it is drawn as an SVG. */
export function useMaskIconClass(icon: LucideIcon): string | null {
  return useContext(MaskIconsContext).get(icon) ?? null;
}
