import { Link, useLocation } from "react-router";
import { AccountActions, type ShellUser } from "#app/components/layout/account-actions";
import { BrandLogo } from "#app/components/layout/brand-logo";
import { MobileMenu } from "#app/components/layout/mobile-menu";
import { isActiveNavItem } from "#app/components/layout/navigation";
import type { SiteWords } from "#app/components/layout/site-words";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";
import { ROUTES } from "#app/urls";

type SiteHeaderProps = {
  user: ShellUser | null;
  brandName: string;
  words: SiteWords;
  /** Set when the header's language is not the page's. */
  lang?: string;
};

export function SiteHeader({ user, brandName, words, lang }: SiteHeaderProps) {
  const { pathname } = useLocation();

  return (
    <header
      lang={lang}
      className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur supports-backdrop-filter:bg-background/85"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={words.home}
          aria-label={words.homeLabel}
          className="-m-1 rounded-lg p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandLogo brandName={brandName} />
        </Link>

        <nav aria-label={words.mainNav} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {words.nav.map((item) => {
              const isActive = isActiveNavItem(pathname, item);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={isActive ? "page" : undefined}
                    className={cn(
                      "inline-flex h-10 items-center rounded-lg px-3 font-medium text-[0.95rem] transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      isActive
                        ? "bg-primary-soft text-primary"
                        : "text-muted-foreground hover:bg-muted hover:text-foreground",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <AccountActions user={user} words={words} />
          </div>
          {user || !words.sell ? null : (
            <Button asChild size="sm" className="lg:hidden max-[359px]:hidden">
              <Link to={ROUTES.sell}>{words.sell}</Link>
            </Button>
          )}
          <MobileMenu user={user} brandName={brandName} words={words} />
        </div>
      </div>
    </header>
  );
}
