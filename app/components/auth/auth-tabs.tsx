import { Link } from "react-router";
import type { AuthReason } from "#app/domain/users/redirects";
import { authPageHref } from "#app/domain/users/redirects";
import type { Locale } from "#app/lib/i18n/locales";
import { cn } from "#app/lib/utils";
import type { AuthWords } from "./auth-words";

export type AuthTab = "login" | "signup";

const TABS: ReadonlyArray<AuthTab> = ["login", "signup"];

/**
 * The Login / Signup switch. Links rather than script-driven tabs: each has its own URL
 * (?tab=registro), works without JavaScript, and keeps from/redirectTo.
 */
export function AuthTabs({
  current,
  from,
  redirectTo,
  words,
  locale,
}: {
  current: AuthTab;
  from: AuthReason | null;
  redirectTo: string | null;
  words: AuthWords;
  locale: Locale;
}) {
  return (
    <nav aria-label={words.tabs.label} className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
      {TABS.map((tab) => {
        const isCurrent = tab === current;
        return (
          <Link
            key={tab}
            to={authPageHref({ tab, from, redirectTo, locale })}
            replace
            preventScrollReset
            aria-current={isCurrent ? "page" : undefined}
            className={cn(
              "flex h-10 items-center justify-center rounded-md font-semibold text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              isCurrent ? "bg-card text-primary shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {tab === "login" ? words.tabs.login : words.tabs.signup}
          </Link>
        );
      })}
    </nav>
  );
}
