import { Mail, MessageCircle } from "lucide-react";
import { Link, useLocation } from "react-router";
import { BrandMark } from "#app/components/layout/brand-logo";
import { REOPEN_PARAM, REOPEN_VALUE, useCookieConsent } from "#app/components/layout/cookie-consent";
import { MAIN_NAV } from "#app/components/layout/navigation";
import { SELLER_GUIDE_KINDS, type SellerGuideKind } from "#app/domain/seller-guides";
import { BRAND_NAME } from "#app/lib/brand";
import { ROUTES, sellerGuidePath } from "#app/urls";

export const SELLER_GUIDE_LABELS: Record<SellerGuideKind, string> = {
  piso: "Vender piso",
  casa: "Vender casa",
  chalet: "Vender chalet",
  local: "Vender local",
  oficina: "Vender oficina",
  garaje: "Vender garaje",
  terreno: "Vender terreno",
  nave: "Vender nave",
};

const LEGAL_LINKS = [
  { to: ROUTES.terms, label: "Términos y Condiciones" },
  { to: ROUTES.agencyTerms, label: "Términos para Agencias" },
  { to: ROUTES.privacy, label: "Política de Privacidad" },
] as const;

const WHATSAPP_GREETING = "Hola, necesito soporte.";

type SiteFooterProps = {
  brandName?: string;
  supportEmail?: string;
  /** Digits only, with the country code (wa.me format). */
  supportWhatsapp?: string;
};

const linkClass =
  "rounded-sm text-footer-muted underline-offset-4 transition-colors hover:text-footer-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-footer-foreground";

export function SiteFooter({ brandName = BRAND_NAME, supportEmail, supportWhatsapp }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-footer text-footer-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="flex flex-col gap-4">
          <Link
            to={ROUTES.home}
            className="inline-flex w-fit items-center gap-2.5 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-footer-foreground"
          >
            <BrandMark inverted />
            <span className="font-bold text-xl">{brandName}</span>
          </Link>
          <p className="max-w-xs text-footer-muted text-sm">
            Vende tu casa sin agencia: marketing profesional a precio fijo, sin exclusividad y con
            acompañamiento en cada paso.
          </p>
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
                href={`https://wa.me/${supportWhatsapp}?text=${encodeURIComponent(WHATSAPP_GREETING)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-11 w-fit items-center gap-2 rounded-lg bg-[#e8efe9] px-4 font-semibold text-[#12302c] text-sm transition-colors hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-footer-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-footer"
              >
                <MessageCircle aria-hidden="true" className="size-4 text-success" />
                Soporte por WhatsApp
                <span className="sr-only">(se abre en una pestaña nueva)</span>
              </a>
            ) : null}
          </div>
        </div>

        <FooterColumn title="Guías para vender">
          {SELLER_GUIDE_KINDS.map((kind) => (
            <li key={kind}>
              <Link to={sellerGuidePath(kind)} className={linkClass}>
                {SELLER_GUIDE_LABELS[kind]}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title={brandName}>
          <FooterLinkItems links={MAIN_NAV} />
          <li>
            <Link to="/#faq" className={linkClass}>
              Preguntas frecuentes
            </Link>
          </li>
        </FooterColumn>

        <FooterColumn title="Legal">
          <FooterLinkItems links={LEGAL_LINKS} />
          <li>
            <CookiePreferencesButton className={linkClass} />
          </li>
        </FooterColumn>
      </div>
      <div className="border-white/10 border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-footer-muted text-sm sm:px-6 lg:px-8">
          © {year} {brandName}. Todos los derechos reservados.
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

function FooterLinkItems({ links }: { links: readonly { to: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ));
}

/**
 * Reopens the consent widget. Without JavaScript the form reloads the page with
 * `?cookies=preferencias`, which makes the root loader show it.
 */
function CookiePreferencesButton({ className }: { className?: string }) {
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
        Preferencias de cookies
      </button>
    </form>
  );
}
