import type { LucideIcon } from "lucide-react";
import { createContext, type ReactNode, useContext } from "react";
import { useMaskIconClass } from "#app/components/ui/mask-icons";

/** The icons drawn once for this part of the page, by component, with the id of their symbol. */
const SharedIconsContext = createContext<ReadonlyMap<LucideIcon, string>>(new Map());

type SharedIconsProps = {
  /** Symbol id → icon; ids are page-wide, so give them a prefix of their own. */
  icons: Record<string, LucideIcon>;
  children: ReactNode;
};

/**
 * Draws each icon once as an SVG `<symbol>` and lets every `<Icon>` below point at it with
 * `<use>`. A list repeats the same icons on every row — the portal's 24 cards drew 72 full
 * SVGs, a fifth of the page's HTML and of its render time — and a reference is ~60 bytes.
 */
export function SharedIcons({ icons, children }: SharedIconsProps) {
  const byIcon = new Map(Object.entries(icons).map(([id, icon]) => [icon, id]));
  return (
    <SharedIconsContext.Provider value={byIcon}>
      <svg aria-hidden="true" width="0" height="0" className="absolute">
        {Object.entries(icons).map(([id, SymbolIcon]) => (
          <symbol key={id} id={id} viewBox="0 0 24 24">
            <SymbolIcon />
          </symbol>
        ))}
      </svg>
      {children}
    </SharedIconsContext.Provider>
  );
}

type IconProps = {
  icon: LucideIcon;
  className?: string;
};

/**
 * A decorative icon: a CSS mask inside `<MaskIcons>` when the icon has its own size, else a
 * reference to its symbol inside `<SharedIcons>`, the full drawing elsewhere. An icon without a
 * size takes it from rules that name `svg` (a button's, a badge's), which a mask would not match.
 */
export function Icon({ icon: FullIcon, className }: IconProps) {
  const maskClass = useMaskIconClass(FullIcon);
  const symbolId = useContext(SharedIconsContext).get(FullIcon);
  if (maskClass && className?.includes("size-"))
    return <span aria-hidden="true" className={`${maskClass} ${className}`} />;
  if (!symbolId) return <FullIcon aria-hidden="true" className={className} />;
  return (
    <svg aria-hidden="true" width="24" height="24" className={className}>
      <use href={`#${symbolId}`} />
    </svg>
  );
}
