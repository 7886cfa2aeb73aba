import { Cookie } from "lucide-react";
import { createContext, type ReactNode, useContext, useId, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useLocation, useMatches } from "react-router";
import { Button } from "#app/components/ui/button";
import type { ConsentChoice } from "#app/lib/cookies.server";
import { isLocale, pageLocale } from "#app/lib/i18n/locales";
import { CONSENT_WORDS } from "#app/lib/i18n/shell-words";
import { cn } from "#app/lib/utils";
import { localePathTo, ROUTES } from "#app/urls";
import { routeSiteWords } from "./site-words";

export const CONSENT_ACTION_PATH = ROUTES.consent;
/** `?cookies=preferencias` reopens the widget without JavaScript (the footer button's fallback). */
export const REOPEN_PARAM = "cookies";
export const REOPEN_VALUE = "preferencias";

type ConsentContextValue = {
  /** The choice, including one just made and still on its way to the server. */
  consent: ConsentChoice | null;
  isOpen: boolean;
  open: (opener?: HTMLElement | null) => void;
  close: () => void;
  choose: (analytics: boolean) => void;
};

const ConsentContext = createContext<ConsentContextValue | null>(null);

type CookieConsentProviderProps = {
  /** The stored choice from the root loader; null until the visitor chooses. */
  consent: ConsentChoice | null;
  /** The page was asked to show the widget again (`?cookies=preferencias`). */
  reopen?: boolean;
  children: ReactNode;
};

export function CookieConsentProvider({ consent, reopen = false, children }: CookieConsentProviderProps) {
  const fetcher = useFetcher<{ consent: ConsentChoice }>({ key: "cookie-consent" });
  const [isOpen, setIsOpen] = useState(consent === null || reopen);
  const openerRef = useRef<HTMLElement | null>(null);

  const pendingChoice = fetcher.formData?.get("analytics");
  const optimistic: ConsentChoice | null =
    typeof pendingChoice === "string" ? { analytics: pendingChoice === "true" } : null;
  // The choice the server recorded: the page's data is not reloaded after it (see `choose`).
  const recorded = fetcher.data?.consent ?? null;
  const effective = optimistic ?? recorded ?? consent;

  const value = useMemo<ConsentContextValue>(
    () => ({
      consent: effective,
      isOpen,
      open: (opener) => {
        openerRef.current = opener ?? null;
        setIsOpen(true);
      },
      close: () => {
        setIsOpen(false);
        openerRef.current?.focus();
      },
      choose: (analytics) => {
        // No page data depends on the choice (shown from `optimistic`, then `recorded`), so nothing
        // is reloaded after it: a revalidation in flight while the visitor goes on (signing in
        // right after 'Rechazar') is what React Router's lazy route discovery can race with
        // (remix-run/react-router #15326, #15327; docs/benchmarks/test-suite.md).
        fetcher.submit(
          { analytics: String(analytics) },
          { method: "post", action: CONSENT_ACTION_PATH, defaultShouldRevalidate: false },
        );
        setIsOpen(false);
        openerRef.current?.focus();
      },
    }),
    [effective, isOpen, fetcher.submit],
  );

  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

function useConsentContext() {
  const context = useContext(ConsentContext);
  if (!context) throw new Error("useCookieConsent must be used inside <CookieConsentProvider>");
  return context;
}

export const useCookieConsent = useConsentContext;

/** True only once the visitor has accepted analytics cookies: gate any analytics script on this. */
export function useAnalyticsConsent() {
  return useConsentContext().consent?.analytics === true;
}

/**
 * The consent banner: non-blocking, at the bottom of the screen, with 'Rechazar' and 'Aceptar'
 * equally prominent. A plain POST form underneath, so it works before (or without) JavaScript.
 */
export function CookieConsent() {
  const { consent, isOpen, close, choose } = useConsentContext();
  const location = useLocation();
  // In the page's language: the first thing a reader of the English portal answers. Where the
  // header and footer follow the account (the dashboard), the banner follows them too.
  const matches = useMatches();
  const pageLanguage = pageLocale(matches, location.pathname);
  const shellLanguage = routeSiteWords(matches)?.locale;
  const locale = shellLanguage && isLocale(shellLanguage) ? shellLanguage : pageLanguage;
  const words = CONSENT_WORDS[locale];
  const titleId = useId();
  const descriptionId = useId();

  if (!isOpen) return null;

  const returnParams = new URLSearchParams(location.search);
  returnParams.delete(REOPEN_PARAM);
  const query = returnParams.toString();
  const redirectTo = `${location.pathname}${query ? `?${query}` : ""}`;

  return (
    <section
      data-consent-banner
      lang={locale === pageLanguage ? undefined : locale}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        "fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4 md:right-auto md:bottom-4 md:left-4 md:max-w-md md:p-0",
        "animate-slide-in-bottom",
      )}
    >
      <div className="relative rounded-xl border border-border bg-card p-5 text-card-foreground shadow-overlay">
        <div className="flex items-center gap-2">
          <Cookie aria-hidden="true" className="size-5 text-accent" />
          <h2 id={titleId} className="font-semibold text-lg">
            {words.title}
          </h2>
        </div>
        <div id={descriptionId} className="mt-2 space-y-2 text-muted-foreground text-sm">
          <p>{words.text}</p>
          {consent ? (
            <p>
              {words.currentChoice}{" "}
              <strong className="text-foreground">
                {consent.analytics ? words.accepted : words.rejected}
              </strong>
              .
            </p>
          ) : null}
          <p>
            {words.moreInfo}{" "}
            <Link
              to={localePathTo(locale, ROUTES.privacy)}
              className="font-medium text-primary underline underline-offset-2"
            >
              {words.privacyPolicy}
            </Link>
            .
          </p>
        </div>
        <form
          method="post"
          action={CONSENT_ACTION_PATH}
          className="mt-4 grid grid-cols-2 gap-3"
          onSubmit={(event) => {
            // With JavaScript the choice is sent in the background; the page stays where it is.
            event.preventDefault();
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            choose(submitter instanceof HTMLButtonElement && submitter.value === "true");
          }}
        >
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Button type="submit" name="analytics" value="false" className="w-full">
            {words.reject}
          </Button>
          <Button type="submit" name="analytics" value="true" className="w-full">
            {words.accept}
          </Button>
        </form>
        {consent ? (
          // A link back to the page without ?cookies=preferencias: closes it without JavaScript too.
          <Button asChild variant="ghost" size="sm" className="absolute top-3 right-3">
            <Link
              to={redirectTo}
              data-consent-close
              onClick={(event) => {
                event.preventDefault();
                close();
              }}
              aria-label={words.closeLabel}
            >
              {words.close}
            </Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
