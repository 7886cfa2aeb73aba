import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";

/** What every e-mail says about who sent it; from the configuration (env), not hard-coded. */
export type EmailBrand = {
  name: string;
  publicUrl: string;
  supportEmail: string;
};

// E-mail clients ignore stylesheets and CSS variables: colours are the theme's (app/app.css), inlined.
const COLORS = {
  primary: "#0e5a52",
  foreground: "#1c2725",
  muted: "#535e5a",
  background: "#fbf8f3",
  border: "#e2d8c8",
  card: "#ffffff",
};
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** One column, a brand band, the content, and a footer saying why this e-mail arrived. */
export function EmailLayout({
  brand,
  preview,
  children,
  locale = "es",
}: {
  brand: EmailBrand;
  /** The line inbox lists show next to the subject. */
  preview: string;
  children: ReactNode;
  /** The recipient's language: the footer speaks it too. Spanish unless the caller knows better. */
  locale?: Locale;
}) {
  const t = translator(locale);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{brand.name}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: COLORS.background, fontFamily: FONT }}>
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{preview}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: 560,
                    backgroundColor: COLORS.card,
                    border: `1px solid ${COLORS.border}`,
                    borderRadius: 12,
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          backgroundColor: COLORS.primary,
                          borderRadius: "12px 12px 0 0",
                          padding: "18px 28px",
                          color: "#ffffff",
                          fontSize: 22,
                          fontWeight: 700,
                        }}
                      >
                        {brand.name}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{ padding: "28px", color: COLORS.foreground, fontSize: 16, lineHeight: 1.6 }}
                      >
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          borderTop: `1px solid ${COLORS.border}`,
                          padding: "16px 28px",
                          color: COLORS.muted,
                          fontSize: 13,
                          lineHeight: 1.5,
                        }}
                      >
                        {`${brand.name} · ${t("mail.layout.tagline")} `}
                        <a href={brand.publicUrl} style={{ color: COLORS.primary }}>
                          {displayHost(brand.publicUrl)}
                        </a>
                        <br />
                        {`${t("mail.layout.help")} `}
                        <a href={`mailto:${brand.supportEmail}`} style={{ color: COLORS.primary }}>
                          {brand.supportEmail}
                        </a>
                        .
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <h1 style={{ margin: "0 0 16px", fontSize: 22, lineHeight: 1.3, color: COLORS.foreground }}>
      {children}
    </h1>
  );
}

export function EmailText({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <p
      style={{
        margin: "0 0 16px",
        color: muted ? COLORS.muted : COLORS.foreground,
        fontSize: muted ? 14 : 16,
      }}
    >
      {children}
    </p>
  );
}

/** A link that looks like a button, plus the raw address for clients that hide buttons. */
export function EmailButton({
  href,
  children,
  locale = "es",
}: {
  href: string;
  children: ReactNode;
  locale?: Locale;
}) {
  return (
    <>
      <p style={{ margin: "24px 0" }}>
        <a
          href={href}
          style={{
            display: "inline-block",
            backgroundColor: COLORS.primary,
            color: "#ffffff",
            fontWeight: 600,
            textDecoration: "none",
            padding: "12px 22px",
            borderRadius: 8,
          }}
        >
          {children}
        </a>
      </p>
      <p style={{ margin: "0 0 16px", color: COLORS.muted, fontSize: 13, wordBreak: "break-all" }}>
        {translator(locale)("mail.layout.buttonFallback")}
        <br />
        <a href={href} style={{ color: COLORS.primary }}>
          {href}
        </a>
      </p>
    </>
  );
}

export function renderEmailHtml(element: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

/** The plain-text twin's footer, matching the HTML one. */
export function textFooter(brand: EmailBrand, locale: Locale = "es"): string {
  const t = translator(locale);
  return [
    "—",
    `${brand.name} · ${t("mail.layout.tagline")} ${brand.publicUrl}`,
    `${t("mail.layout.help")} ${brand.supportEmail}.`,
  ].join("\n");
}

function displayHost(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Someone else's words, quoted as they wrote them (line breaks kept; React escapes the text). */
export function EmailQuote({ children }: { children: ReactNode }) {
  return (
    <blockquote
      style={{
        margin: "0 0 16px",
        padding: "12px 16px",
        borderLeft: `4px solid ${COLORS.primary}`,
        backgroundColor: COLORS.background,
        color: COLORS.foreground,
        fontSize: 16,
        whiteSpace: "pre-wrap",
      }}
    >
      {children}
    </blockquote>
  );
}
