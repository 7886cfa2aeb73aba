import { ROUTES } from "#app/urls";

/**
 * A link of the header's main navigation (the desktop bar, the mobile menu and the footer share
 * them): its links and words come with the page's language (site-words.server.ts).
 */
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
