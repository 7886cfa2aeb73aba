import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import {
  CookieConsent,
  CookieConsentProvider,
  REOPEN_PARAM,
  REOPEN_VALUE,
} from "#app/components/layout/cookie-consent";
import { ErrorPage } from "#app/components/layout/error-page";
import { LanguageSwitch } from "#app/components/layout/language-switch";
import { isActiveNavItem } from "#app/components/layout/navigation";
import { NavigationProgress } from "#app/components/layout/navigation-progress";
import { NotFoundPage } from "#app/components/layout/not-found-page";
import { PageReadyMark } from "#app/components/layout/page-ready-mark";
import { SiteFooter } from "#app/components/layout/site-footer";
import { SiteHeader } from "#app/components/layout/site-header";
import { routeSiteWords } from "#app/components/layout/site-words";
import { siteWords } from "#app/components/layout/site-words.server";
import { TestPaymentsBanner } from "#app/components/layout/test-payments-banner";
import { ServerToast } from "#app/components/ui/server-toast";
import { Toaster } from "#app/components/ui/toaster";
import { getOptionalUser } from "#app/domain/users/session.server";
import { BRAND_NAME } from "#app/lib/brand";
import { readConsent } from "#app/lib/cookies.server";
import { wantsHydration } from "#app/lib/hydration";
import { localeOfPath, pageLocale, SKIP_TO_CONTENT } from "#app/lib/i18n/locales";
import { USED_CSS_ATTRIBUTE, WHOLE_CSS_ATTRIBUTE } from "#app/lib/page-css";
import { RenderOnce } from "#app/lib/render-once";
import { seo } from "#app/lib/seo";
import { getToast } from "#app/lib/toast.server";
import { languageVersions } from "#app/urls";
import type { Route } from "./+types/root";
import stylesheetHref from "./app.css?url";

/**
 * The public pages' enhancement script (app/enhance/public.ts, built by vite.config.ts): its URL
 * carries a hash of its content, as /assets/ is cached for a year.
 */
let enhanceScriptSrc = "/app/enhance/public.ts";
if (import.meta.env.SSR && import.meta.env.PROD) {
  const [{ readFileSync }, { createHash }] = await Promise.all([import("node:fs"), import("node:crypto")]);
  const clientDir = `${process.env.BUILD_DIR ?? "build"}/client`;
  const enhanceScript = readFileSync(`${clientDir}/assets/enhance.js`);
  enhanceScriptSrc = `/assets/enhance.js?v=${createHash("sha256").update(enhanceScript).digest("hex").slice(0, 12)}`;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheetHref }] : []),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, flash, consent] = await Promise.all([
    getOptionalUser(request, context),
    getToast(request, { secret: context.env.AUTH_SECRET }),
    readConsent(request),
  ]);
  const url = new URL(request.url);
  const reopenConsent = url.searchParams.get(REOPEN_PARAM) === REOPEN_VALUE;
  return data(
    {
      // Only what the shell shows: never the e-mail or anything private.
      user: user ? { id: user.id, name: user.name, role: user.role } : null,
      publicEnv: context.publicEnv,
      toast: flash.toast,
      // A future analytics script loads only when consent?.analytics is true.
      consent: consent && { analytics: consent.analytics },
      reopenConsent,
      nonce: context.cspNonce,
      // The header's and footer's words and links, finished here: the shell is in every
      // application page's script, which must not carry the catalogues.
      site: siteWords(
        localeOfPath(url.pathname),
        context.publicEnv.BRAND_NAME ?? BRAND_NAME,
        new Date().getFullYear(),
      ),
    },
    { headers: flash.headers ?? undefined },
  );
}

// The default for routes without their own meta, and for error pages.
export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const publicUrl = loaderData?.publicEnv.PUBLIC_URL ?? "";
  const brandName = loaderData?.publicEnv.BRAND_NAME;
  if (error) {
    const isNotFound = isRouteErrorResponse(error) && error.status === 404;
    return seo(
      {
        title: isNotFound ? "Página no encontrada" : "Algo salió mal",
        path: location.pathname,
        noIndex: true,
      },
      publicUrl,
      brandName,
    );
  }
  return seo({ path: location.pathname }, publicUrl, brandName);
};

export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined when the root loader itself failed and the error boundary renders instead.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = rootData?.nonce;
  const publicEnv = rootData?.publicEnv;
  const brandName = publicEnv?.BRAND_NAME ?? BRAND_NAME;
  // Only application pages run React in the browser; public pages are HTML plus enhancements.
  const matches = useMatches();
  const hydrate = wantsHydration(matches);
  const { pathname, search } = useLocation();
  const locale = pageLocale(matches, pathname);
  const user = rootData?.user ?? null;
  // Only the server keeps renders; the condition leaves RenderOnce out of the browser's bundle.
  const keepRenders = import.meta.env.SSR && !hydrate;
  const site = routeSiteWords(matches) ?? rootData?.site;
  // A shell in another language than the page's (the dashboard of an account abroad) says so.
  const shellLang = site && site.locale !== locale ? site.locale : undefined;
  // Without the root loader's data (it failed) the page has no header or footer to draw.
  const header = site ? <SiteHeader user={user} brandName={brandName} words={site} lang={shellLang} /> : null;
  const footer = site ? (
    <SiteFooter
      lang={shellLang}
      brandName={brandName}
      words={site}
      supportEmail={publicEnv?.SUPPORT_EMAIL}
      supportWhatsapp={publicEnv?.SUPPORT_WHATSAPP}
    />
  ) : null;

  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e5a52" />
        <Meta />
        {/* Rendered empty, here and in the browser: the server writes the stylesheet into it as the
            document leaves (app/lib/page-css.server.ts), on a public page only the rules it uses. */}
        {import.meta.env.PROD ? (
          <style
            {...{ [hydrate ? WHOLE_CSS_ATTRIBUTE : USED_CSS_ATTRIBUTE]: "" }}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; React leaves the server's text in place
            dangerouslySetInnerHTML={{ __html: "" }}
          />
        ) : null}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70]"
        >
          {SKIP_TO_CONTENT[locale]}
        </a>
        {hydrate ? <NavigationProgress /> : null}
        {/* The language the shell is read in: on an account's pages, the account's, not the address's. */}
        <LanguageSwitch
          locale={site?.locale ?? locale}
          lang={shellLang}
          versions={languageVersions(pathname, search)}
          currentPath={`${pathname}${search}`}
        />
        {publicEnv?.PAYMENTS_TEST_MODE ? <TestPaymentsBanner /> : null}
        <CookieConsentProvider consent={rootData?.consent ?? null} reopen={rootData?.reopenConsent}>
          {/* A public page's header (for a visitor) and footer follow from what the inputs name:
              rendered once per process and kept (app/lib/render-once.ts). */}
          {!keepRenders || user ? (
            header
          ) : (
            <RenderOnce
              name="layout/header"
              inputs={[
                brandName,
                site?.locale ?? "",
                (site?.nav ?? []).map((item) => isActiveNavItem(pathname, item)).join(),
              ]}
            >
              {header}
            </RenderOnce>
          )}
          <main id="main" tabIndex={-1} className="flex flex-1 scroll-mt-16 flex-col focus:outline-none">
            {children}
          </main>
          {!keepRenders ? (
            footer
          ) : (
            <RenderOnce
              name="layout/footer"
              inputs={[
                brandName,
                publicEnv?.SUPPORT_EMAIL ?? "",
                publicEnv?.SUPPORT_WHATSAPP ?? "",
                String(new Date().getFullYear()),
                pathname,
              ]}
            >
              {footer}
            </RenderOnce>
          )}
          <CookieConsent />
        </CookieConsentProvider>
        {hydrate ? (
          <>
            <Toaster serverToast={rootData?.toast} />
            {/* The same flash toast for a browser without JavaScript: the Toaster above only draws on the client. */}
            {rootData?.toast ? (
              <noscript>
                <ServerToast toast={rootData.toast} />
              </noscript>
            ) : null}
            <PageReadyMark />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <>
            {rootData?.toast ? <ServerToast toast={rootData.toast} /> : null}
            <script type="module" src={enhanceScriptSrc} nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The stack helps while developing; in production nobody sees the raw error.
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return <ErrorPage status={status} details={details} />;
}
