/** The header's main links, shared by the desktop bar, the mobile menu and the footer. */
export const MAIN_NAV = [
  { to: "/", label: "Inicio" },
  { to: "/como-vendemos", label: "Cómo vendemos" },
  { to: "/para-inmobiliarias", label: "Para Inmobiliarias" },
  // A listing's page belongs to the portal.
  { to: "/portal", label: "Portal", alsoActiveUnder: ["/propiedad"] },
  { to: "/blog", label: "Blog" },
] as const satisfies ReadonlyArray<{ to: string; label: string; alsoActiveUnder?: readonly string[] }>;

export type NavItem = { to: string; label: string; alsoActiveUnder?: readonly string[] };

function isUnder(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Active by path prefix, on whole segments; '/' only when exactly '/'. */
export function isActiveNavItem(pathname: string, item: NavItem) {
  if (item.to === "/") return pathname === "/";
  return (
    isUnder(pathname, item.to) || (item.alsoActiveUnder ?? []).some((prefix) => isUnder(pathname, prefix))
  );
}
