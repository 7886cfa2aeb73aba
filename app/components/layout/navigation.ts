import { prefixOf, ROUTES } from "#app/urls";
/** The header's main links, shared by the desktop bar, the mobile menu and the footer. */
export const MAIN_NAV = [
  { to: ROUTES.home, label: "Inicio" },
  { to: ROUTES.howWeSell, label: "Cómo vendemos" },
  { to: ROUTES.forAgencies, label: "Para Inmobiliarias" },
  // A listing's page belongs to the portal.
  { to: ROUTES.portal, label: "Portal", alsoActiveUnder: [prefixOf(ROUTES.property)] },
  { to: ROUTES.blog, label: "Blog" },
] as const satisfies ReadonlyArray<{ to: string; label: string; alsoActiveUnder?: readonly string[] }>;

export type NavItem = { to: string; label: string; alsoActiveUnder?: readonly string[] };

function isUnder(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Active by path prefix, on whole segments; the home only when exactly the home. */
export function isActiveNavItem(pathname: string, item: NavItem) {
  if (item.to === ROUTES.home) return pathname === ROUTES.home;
  return (
    isUnder(pathname, item.to) || (item.alsoActiveUnder ?? []).some((prefix) => isUnder(pathname, prefix))
  );
}
