import type { ShellUser } from "#app/components/layout/account-actions";

/** Shared by the menu button and the sheet it loads lazily, so neither imports the other back. */
export const MOBILE_MENU_ID = "menu-movil";
export type MobileMenuProps = { user: ShellUser | null; brandName: string };
