import { cn } from "#app/lib/utils";

/** The mark: an arched doorway, the zaguán every home is entered through. Same drawing as public/favicon.svg. */
export function BrandMark({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  // Inverted: a sand tile with a teal doorway, for dark backgrounds (the footer).
  const tile = inverted ? "var(--color-muted)" : "var(--color-primary)";
  const door = inverted ? "var(--color-primary)" : "var(--color-muted)";
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={cn("size-9 shrink-0", className)}
    >
      <rect width="64" height="64" rx="14" fill={tile} />
      <path
        d="M21 50V30a11 11 0 0 1 22 0v20"
        fill="none"
        stroke={door}
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path d="M13 51h38" stroke={door} strokeWidth="5" strokeLinecap="round" />
      <circle cx="37" cy="40" r="3" fill={inverted ? "var(--color-accent)" : "#f0a37c"} />
    </svg>
  );
}

export function BrandLogo({ brandName, className }: { brandName: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <BrandMark />
      <span className="font-bold text-foreground text-xl tracking-tight">{brandName}</span>
    </span>
  );
}
