import { Mail, MessageCircle } from "lucide-react";
import { Link, useLocation } from "react-router";
import { BrandMark } from "#app/components/layout/brand-logo";
import { REOPEN_PARAM, REOPEN_VALUE, useCookieConsent } from "#app/components/layout/cookie-consent";
import type { SiteLink, SiteWords } from "#app/components/layout/site-words";
import { BRAND_NAME } from "#app/lib/brand";

type SiteFooterProps = {
  brandName?: string;
  words: SiteWords;
  supportEmail?: string;
  /** Digits only, with the country code (wa.me format). */
  supportWhatsapp?: string;
  /** Set when the footer's language is not the page's. */
  lang?: string;
};

const linkClass =
  "rounded-sm text-footer-muted underline-offset-4 transition-colors hover:text-footer-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-footer-foreground";

export function SiteFooter({
  brandName = BRAND_NAME,
  words,
  supportEmail,
  supportWhatsapp,
  lang,
}: SiteFooterProps) {
  const { footer } = words;
  return (
    <footer lang={lang} className="mt-auto bg-footer text-footer-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="flex flex-col gap-4">
          <Link
            to={words.home}
            className="inline-flex w-fit items-center gap-2.5 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-footer-foreground"
          >
            <BrandMark inverted />
            <span className="font-bold text-xl">{brandName}</span>
          </Link>
          <p className="max-w-xs text-footer-muted text-sm">{footer.blurb}</p>
          <div className="flex flex-col gap-3">
            {supportEmail ? (
              <a
                href={`mailto:${supportEmail}`}
                className={`${linkClass} inline-flex w-fit items-center gap-2 text-sm`}
              >
                <Mail aria-hidden="true" className="size-4" />
                {supportEmail}
              </a>
            ) : null}
            {supportWhatsapp ? (
              <a
                href={`https://wa.me/${supportWhatsapp}?text=${encodeURIComponent(footer.whatsappGreeting)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-11 w-fit items-center gap-2 rounded-lg bg-[#e8efe9] px-4 font-semibold text-[#12302c] text-sm transition-colors hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-footer-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-footer"
              >
                <MessageCircle aria-hidden="true" className="size-4 text-success" />
                {footer.whatsapp}
                <span className="sr-only">{footer.newTab}</span>
              </a>
            ) : null}
          </div>
        </div>

        <FooterColumn title={footer.guides.title}>
          <FooterLinkItems links={footer.guides.links} />
        </FooterColumn>

        <FooterColumn title={brandName}>
          <FooterLinkItems links={footer.site} />
        </FooterColumn>

        <FooterColumn title={footer.legalTitle}>
          <FooterLinkItems links={footer.legal} />
          <li>
            <CookiePreferencesButton className={linkClass} label={footer.cookies} />
          </li>
        </FooterColumn>
      </div>
      <div className="border-white/10 border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-footer-muted text-sm sm:px-6 lg:px-8">
          {footer.rights}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="font-semibold text-base text-footer-foreground">{title}</h2>
      <ul className="mt-4 flex flex-col gap-2.5 text-sm">{children}</ul>
    </div>
  );
}

function FooterLinkItems({ links }: { links: readonly SiteLink[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} hrefLang={link.hrefLang} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ));
}

/**
 * Reopens the consent widget. Without JavaScript the form reloads the page with
 * `?cookies=preferencias`, which makes the root loader show it.
 */
function CookiePreferencesButton({ className, label }: { className?: string; label: string }) {
  const { open } = useCookieConsent();
  const { pathname } = useLocation();
  return (
    <form
      method="get"
      action={pathname}
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        open(submitter instanceof HTMLElement ? submitter : null);
      }}
    >
      <input type="hidden" name={REOPEN_PARAM} value={REOPEN_VALUE} />
      <button type="submit" className={`${className ?? ""} cursor-pointer text-left`}>
        {label}
      </button>
    </form>
  );
}
