import { Menu } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { AccountActions, type ShellUser } from "#app/components/layout/account-actions";
import { BrandLogo } from "#app/components/layout/brand-logo";
import { isActiveNavItem, MAIN_NAV } from "#app/components/layout/navigation";
import { Button } from "#app/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "#app/components/ui/sheet";
import { cn } from "#app/lib/utils";

/** The header's entries in a side sheet, below the `lg` breakpoint. */
export function MobileMenu({ user, brandName }: { user: ShellUser | null; brandName: string }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [lastLocationKey, setLastLocationKey] = useState(location.key);

  // Any navigation (a link here, the back button, a redirect after signing out) closes the menu.
  if (location.key !== lastLocationKey) {
    setLastLocationKey(location.key);
    if (open) setOpen(false);
  }

  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Abrir menú" className="lg:hidden">
          <Menu aria-hidden="true" className="size-6" />
        </Button>
      </SheetTrigger>
      <SheetContent>
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
