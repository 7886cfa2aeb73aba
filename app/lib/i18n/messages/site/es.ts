/**
 * The site's header and footer in Spanish: the reference for the other languages. A Spanish page
 * links every page of the site; a page in another language links the pages written for its reader
 * and names the Spanish-only ones it still offers as such ('(in Spanish)').
 */
export const siteEs = {
  "site.home": "{brand}, ir al inicio",
  "site.nav.main": "Principal",
  "site.nav.mobile": "Principal (móvil)",
  "site.menu.open": "Abrir menú",
  "site.menu.name": "Menú",
  "site.menu.close": "Cerrar menú",
  "site.nav.home": "Inicio",
  "site.nav.howWeSell": "Cómo vendemos",
  "site.nav.forAgencies": "Para Inmobiliarias",
  "site.nav.portal": "Portal",
  "site.nav.blog": "Blog",
  "site.nav.guide": "Comprar en España",
  "site.account.signIn": "Acceder",
  "site.account.sell": "Vender Propiedad",
  "site.account.dashboard": "Mi Panel",
  "site.account.signOut": "Salir",
  "site.footer.blurb":
    "Vende tu casa sin agencia: marketing profesional a precio fijo, sin exclusividad y con acompañamiento en cada paso.",
  "site.footer.buyerBlurb":
    "Viviendas en venta directamente por sus propietarios, con los gastos de compra calculados en cada anuncio.",
  "site.footer.whatsapp": "Soporte por WhatsApp",
  "site.footer.whatsappGreeting": "Hola, necesito soporte.",
  "site.footer.newTab": "(se abre en una pestaña nueva)",
  "site.footer.sellerGuides": "Guías para vender",
  "site.footer.buyers": "Para compradores",
  "site.footer.buyingCosts": "Gastos de compra por comunidad",
  "site.footer.faq": "Preguntas frecuentes",
  "site.footer.sellInSpanish": "Vender tu vivienda",
  "site.footer.agenciesInSpanish": "Para inmobiliarias",
  "site.footer.blogInSpanish": "Blog",
  "site.footer.legal": "Legal",
  "site.footer.terms": "Términos y Condiciones",
  "site.footer.agencyTerms": "Términos para Agencias",
  "site.footer.privacy": "Política de Privacidad",
  "site.footer.cookies": "Preferencias de cookies",
  "site.footer.rights": "© {year} {brand}. Todos los derechos reservados.",
  "site.guide.bannerTitle": "¿Compras vivienda en España?",
  "site.guide.bannerText":
    "El NIE, los impuestos y gastos por comunidad, la hipoteca y las arras, explicados.",
  "site.guide.bannerLink": "Leer la guía",
  "site.guide.costsLink": "¿Qué pagaré además del precio? Los gastos de compra, explicados",
} as const;
