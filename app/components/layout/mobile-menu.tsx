import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { MOBILE_MENU_ID, type MobileMenuProps } from "#app/components/layout/mobile-menu-props";
import { Button } from "#app/components/ui/button";

const MobileMenuSheet = lazy(() => import("#app/components/layout/mobile-menu-sheet"));

/**
 * The menu button below the `lg` breakpoint. The sheet's code is fetched when the pointer or the
 * keyboard reaches the button (usually before the tap lands), and the sheet opens once it is here.
 */
export function MobileMenu({ user, brandName }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [isWanted, setIsWanted] = useState(false);
  const location = useLocation();
  const [lastLocationKey, setLastLocationKey] = useState(location.key);

  // Any navigation (a link here, the back button, a redirect after signing out) closes the menu.
  if (location.key !== lastLocationKey) {
    setLastLocationKey(location.key);
    if (open) setOpen(false);
  }

  const want = () => setIsWanted(true);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Abrir menú"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        className="lg:hidden"
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {isWanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet user={user} brandName={brandName} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
