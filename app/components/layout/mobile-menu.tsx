import { Menu, X } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { AccountActions, type ShellUser } from "#app/components/layout/account-actions";
import { BrandLogo } from "#app/components/layout/brand-logo";
import { isActiveNavItem } from "#app/components/layout/navigation";
import type { SiteWords } from "#app/components/layout/site-words";
import { cn } from "#app/lib/utils";

export const MOBILE_MENU_ID = "menu-movil";

/**
 * The menu below the `lg` breakpoint: a button that opens a side panel through the `popover`
 * attribute, so it opens, closes with Escape or a tap outside, and works without JavaScript. On
 * the application pages a link inside moves within the app, so the click closes the panel itself.
 */
export function MobileMenu({
  user,
  brandName,
  words,
}: {
  user: ShellUser | null;
  brandName: string;
  words: SiteWords;
}) {
  const { pathname } = useLocation();
  return (
    <>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-label={words.openMenu}
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: closes after a link's own click; keys reach the links */}
      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        role="dialog"
        aria-label={words.menu}
        onClick={closeAfterLink}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,calc(100%-3rem))] flex-col gap-4 overflow-y-auto border-border border-l bg-card p-6 text-foreground shadow-overlay backdrop:bg-foreground/50 [&:popover-open]:flex"
      >
        <Link
          to={words.home}
          className="w-fit rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandLogo brandName={brandName} />
        </Link>
        <nav aria-label={words.mobileNav} className="mt-2">
          <ul className="flex flex-col gap-1">
            {words.nav.map((item) => {
              const isActive = isActiveNavItem(pathname, item);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
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
          <AccountActions user={user} words={words} layout="stack" />
        </div>
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          className="absolute top-4 right-4 inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{words.closeMenu}</span>
        </button>
      </div>
    </>
  );
}

function closeAfterLink(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest("a")) event.currentTarget.hidePopover();
}
