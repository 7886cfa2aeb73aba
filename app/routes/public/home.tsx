import { JsonLd } from "#app/components/content/json-ld";
import { ComparisonTable } from "#app/components/home/comparison-table";
import { Faq } from "#app/components/home/faq";
import { Hero } from "#app/components/home/hero";
import { MarketingReach } from "#app/components/home/marketing-reach";
import { NotAnAgency } from "#app/components/home/not-an-agency";
import { SaleSteps } from "#app/components/home/sale-steps";
import { SavingsCalculator } from "#app/components/home/savings-calculator";
import { SellerProfiles } from "#app/components/home/seller-profiles";
import { CtaBand } from "#app/components/marketing/cta-band";
import { faqJsonLd, landingFaq } from "#app/content/home/faq";
import { SALE_STEPS } from "#app/content/home/sale-steps";
import { EXAMPLE_PRICE, estimateSavings, parsePriceInput } from "#app/domain/savings";
import { formatPrice, formatWholeNumber } from "#app/lib/format";
import { loadAsDocument } from "#app/lib/hydration";
import { RenderOnce } from "#app/lib/render-once";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/home";

export function loader({ request, context }: Route.LoaderArgs) {
  const faq = landingFaq(context.publicEnv.BRAND_NAME);
  // The calculator without JavaScript submits ?precio=; otherwise it starts at the example flat.
  const typed = new URL(request.url).searchParams.get("precio");
  const price = (typed && parsePriceInput(typed)) || EXAMPLE_PRICE;
  return {
    launchAt: context.publicEnv.LAUNCH_AT,
    brandName: context.publicEnv.BRAND_NAME,
    supportEmail: context.publicEnv.SUPPORT_EMAIL,
    // Built on the server: the browser gets the text, not the pricing and legal modules behind it.
    faq,
    faqStructuredData: faqJsonLd(faq),
    // One formatter for the process: building an Intl.NumberFormat cost more than the loader's rest.
    initialPrice: formatWholeNumber(price),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { path: ROUTES.home });

/** A public page: server HTML only, also when a link from an application page leads here. */
export const clientLoader = loadAsDocument;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { launchAt, brandName, supportEmail, initialPrice, faq, faqStructuredData } = loaderData;
  // Never null: the example price is valid.
  const example = estimateSavings(EXAMPLE_PRICE);
  if (!example) throw new Error("the landing's example price must be valid");
  const euros = (cents: number) => formatPrice(cents / 100);

  return (
    <>
      <Hero
        launchAt={launchAt}
        maxSaving={euros(example.savingMax.base)}
        marketingFee={euros(example.zaguanMarketingOnly.base)}
        successFee={euros(example.zaguanWithSuccessFee.base - example.zaguanMarketingOnly.base)}
      />
      {/* What follows from the build and the brand alone is rendered once per process. */}
      <RenderOnce name="home/not-an-agency" inputs={[brandName]}>
        <NotAnAgency brandName={brandName} />
      </RenderOnce>
      <RenderOnce name="home/seller-profiles">
        <SellerProfiles agencyMax={euros(example.agencyMax.base)} examplePrice={formatPrice(EXAMPLE_PRICE)} />
      </RenderOnce>
      <RenderOnce name="home/marketing-reach">
        <MarketingReach />
      </RenderOnce>
      <RenderOnce name="home/sale-steps">
        <SaleSteps steps={SALE_STEPS} />
      </RenderOnce>
      <RenderOnce name="home/comparison" inputs={[brandName]}>
        <ComparisonTable example={example} brandName={brandName} />
      </RenderOnce>
      <SavingsCalculator initialPrice={initialPrice} brandName={brandName} />
      <RenderOnce name="home/faq" inputs={[brandName, supportEmail]}>
        <Faq entries={faq} supportEmail={supportEmail} />
      </RenderOnce>
      <JsonLd data={faqStructuredData} />
      <RenderOnce name="home/cta">
        <CtaBand
          title="Empieza hoy a vender tu casa"
          text="Crea la ficha de tu vivienda en unos minutos. Pagas la campaña solo cuando decides lanzarla."
          to={ROUTES.sell}
          action="Vender Propiedad"
        />
      </RenderOnce>
    </>
  );
}
