import { Link, useLocation } from "react-router";
import { AccountActions } from "#app/components/layout/account-actions";
import { BrandLogo } from "#app/components/layout/brand-logo";
import { MOBILE_MENU_ID, type MobileMenuProps } from "#app/components/layout/mobile-menu-props";
import { isActiveNavItem, MAIN_NAV } from "#app/components/layout/navigation";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "#app/components/ui/sheet";
import { cn } from "#app/lib/utils";

/**
 * The header's entries in a side sheet. Loaded only when a visitor reaches for the menu button, so
 * the dialog code stays out of every first page load (the portal's JavaScript budget).
 */
export default function MobileMenuSheet({
  user,
  brandName,
  open,
  onOpenChange,
}: MobileMenuProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const location = useLocation();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id={MOBILE_MENU_ID}>
        <SheetTitle className="sr-only">Menú</SheetTitle>
        <SheetDescription className="sr-only">Navegación principal de {brandName}</SheetDescription>
        <Link
          to="/"
          onClick={close}
          className="w-fit rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandLogo brandName={brandName} />
        </Link>
        <nav aria-label="Principal (móvil)" className="mt-2">
          <ul className="flex flex-col gap-1">
            {MAIN_NAV.map((item) => {
              const isActive = isActiveNavItem(location.pathname, item);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    onClick={close}
                    aria-current={isActive ? "page" : undefined}
                    className={cn(
                      "flex h-12 items-center rounded-lg px-3 font-medium text-lg transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      isActive ? "bg-primary-soft text-primary" : "text-foreground hover:bg-muted",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-border border-t pt-4">
          <AccountActions user={user} layout="stack" onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
