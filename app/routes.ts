import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { AGENCY_STEPS, SALE_STEPS } from "./domain/kernel/process-urls";
import { SELLER_GUIDE_KINDS, sellerGuidePath } from "./domain/seller-guides";

// Every URL (Spanish) → a route module (English file name).
export default [
  // Public site
  index("routes/public/home.tsx"),
  route("como-vendemos", "routes/public/how-we-sell.tsx"),
  route("para-inmobiliarias", "routes/public/for-agencies.tsx"),
  ...SELLER_GUIDE_KINDS.map((kind) =>
    route(sellerGuidePath(kind), "routes/public/seller-guide.tsx", { id: `seller-guide-${kind}` }),
  ),
  route("terminos-y-condiciones", "routes/public/terms.tsx"),
  route("terminos-y-condiciones-agencia", "routes/public/agency-terms.tsx"),
  route("politica-de-privacidad", "routes/public/privacy.tsx"),
  route("cuenta-eliminada", "routes/public/account-deleted.tsx"),
  route("calculadora-venta", "routes/public/sale-calculator.tsx"),

  // Portal
  route("portal", "routes/public/portal.tsx"),
  route("portal/guardar", "routes/public/save-search.tsx"),
  route("propiedad/:id", "routes/public/property.tsx"),
  route("solicitud/:token", "routes/public/buyer-request.tsx"),
  route("alertas/baja", "routes/public/alert-unsubscribe.tsx"),
  route("propiedad/:id/llamada", "routes/resources/listing-phone-click.ts"),
  route("propiedad/:id/telefono", "routes/resources/listing-phone-reveal.ts"),
  route("propiedad/:id/vista", "routes/resources/listing-view.ts"),
  route("propiedad/:id/hipoteca", "routes/public/property-mortgage.tsx"),

  // Blog
  route("blog", "routes/blog/index.tsx"),
  route("blog/category/:slug", "routes/blog/category.tsx"),
  route("blog/:slug", "routes/blog/article.tsx"),

  // Accounts
  route("auth", "routes/auth/auth.tsx"),
  route("verify-email", "routes/auth/verify-email.tsx"),
  route("request-password-reset", "routes/auth/request-password-reset.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("entrar-con-enlace", "routes/auth/sign-in-link.tsx"),
  route("verificacion-en-dos-pasos", "routes/auth/second-factor.tsx"),
  route("verificacion-en-dos-pasos/configurar", "routes/auth/second-factor-setup.tsx"),
  route("salir", "routes/auth/sign-out.ts"),

  // Private areas
  // 'Mi Panel de Control': the layout (greeting, tab bar) and one route per tab, each with its own
  // loader and action ('Mis Propiedades' is the index). A new tab is one more route here and one
  // more entry in app/domain/dashboard/tabs.ts.
  route("dashboard", "routes/dashboard/dashboard.tsx", [
    index("routes/dashboard/properties.tsx"),
    route("datos", "routes/dashboard/profile.tsx"),
    route("documentos", "routes/dashboard/documents.tsx"),
    route("pagos", "routes/dashboard/payments.tsx"),
    route("compradores", "routes/dashboard/buyers.tsx"),
    route("favoritos", "routes/dashboard/favourites.tsx"),
    route("busquedas", "routes/dashboard/searches.tsx"),
    route("solicitudes", "routes/dashboard/requests.tsx"),
  ]),
  // The two processes: a layout per property (the step shell, shared by both) and one route per
  // step, each with its own loader and action; `nueva` stands for a property not saved yet. A new
  // step is one more route here and one more entry in SALE_STEPS / AGENCY_STEPS
  // (app/domain/kernel/process-urls.ts), whose slugs these are.
  route("vender", "routes/sell/sell.tsx"),
  route("vender/:propertyId", "routes/sell/sale.tsx", [
    route(SALE_STEPS[0].slug, "routes/sell/steps/listing.tsx"),
    route(SALE_STEPS[1].slug, "routes/sell/steps/campaign.tsx"),
    route(SALE_STEPS[2].slug, "routes/sell/steps/viewings.tsx"),
    route(SALE_STEPS[3].slug, "routes/sell/steps/arras.tsx"),
    route(SALE_STEPS[4].slug, "routes/sell/steps/notary.tsx"),
    route(SALE_STEPS[5].slug, "routes/sell/steps/closing.tsx"),
  ]),
  route("proceso-agencia", "routes/agency/process.tsx"),
  route("proceso-agencia/:propertyId", "routes/agency/collaboration.tsx", [
    route(AGENCY_STEPS[0].slug, "routes/agency/steps/listing.tsx"),
    route(AGENCY_STEPS[1].slug, "routes/agency/steps/campaign.tsx"),
    route(AGENCY_STEPS[2].slug, "routes/agency/steps/agreement.tsx"),
    route(AGENCY_STEPS[3].slug, "routes/agency/steps/final-fee.tsx"),
  ]),

  // Staff
  route("admin", "routes/admin/admin.tsx"),
  route("admin/tools", "routes/admin/tools.tsx"),
  route("admin/facturas", "routes/admin/invoices.tsx"),
  route("admin/facturas/:id/anular", "routes/admin/invoice-cancel.tsx"),
  route("admin/facturas/:id/rectificar", "routes/admin/invoice-rectify.tsx"),
  route("admin/facturas/registros", "routes/admin/invoice-records-export.ts"),
  route("admin/campanas", "routes/admin/campaigns.tsx"),
  route("admin/revisiones", "routes/admin/fee-reviews.tsx"),
  route("admin/campanas/:id/kit.zip", "routes/admin/ad-kit.ts"),
  route("agency/final-fee", "routes/admin/agency-final-fee.tsx"),

  // Resources
  route("api/auth/*", "routes/resources/auth-api.ts"),
  route("healthz", "routes/resources/healthz.ts"),
  route("files/*", "routes/resources/files.ts"),
  route("consentimiento", "routes/resources/consent.ts"),
  route("fotos", "routes/resources/property-photos.ts"),
  route("contratos/:id/pdf", "routes/resources/contract-pdf.ts"),
  route("contratos/arras/:id/pdf", "routes/resources/arras-pdf.ts"),
  route("facturas/:id/pdf", "routes/resources/invoice-pdf.ts"),
  route("dashboard/exportar", "routes/resources/data-export.ts"),
  route("pagos/iniciar", "routes/resources/payment-start.ts"),
  route("pagos/prueba", "routes/resources/payment-test-card.ts"),
  route("pagos/estado", "routes/resources/payment-status.ts"),
  route("webhooks/stripe", "routes/resources/stripe-webhook.ts"),
  route("feeds/kyero.xml", "routes/resources/kyero-feed.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
