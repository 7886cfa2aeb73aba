import type { ProcessActionData, ToastMessage } from "#app/components/process/use-action-toast";
import type { PaymentPanelData } from "#app/routes/process/process-page.server";
import type { SaleLayoutData } from "#app/routes/sell/sale-page.server";
import type * as Steps from "#app/routes/sell/sale-steps.server";

export type { SaleLayoutData };
export type SaleLayoutProperty = NonNullable<SaleLayoutData["property"]>;
/** What the frame around the steps reads: the user and the property (none yet on /vender/nueva/…). */
export type SalePageData = { user: SaleLayoutData["user"]; property: SaleLayoutProperty | null };
/** One step's data: the layout's property with what the step's own loader read beside it. */
export type SaleStepData<Own = object, Page = object> = { user: SaleLayoutData["user"] } & Page & {
    property: SaleLayoutProperty & Own;
  };
/** A payment step's data (steps 2 and 6): the card form's settings and the billing domicile. */
export type SalePaymentStepData<Own = object> = SaleStepData<Own, PaymentPanelData>;

type Loaded<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;
/** Step 1's form: the DNI is asked for when the profile has none. */
export type SaleListingData = {
  user: SaleLayoutData["user"] & { needsDni: boolean };
  property: SaleLayoutProperty | null;
};
export type MarketingStepData = SalePaymentStepData<Pick<Loaded<typeof Steps.loadCampaignStep>, "campaign">>;
export type ViewingsStepData = SaleStepData<Loaded<typeof Steps.loadViewingsStep>>;
export type ArrasStepData = SaleStepData<Loaded<typeof Steps.loadArrasStep>>;
export type NotaryStepData = SaleStepData<Loaded<typeof Steps.loadNotaryStep>>;
export type FinalFeeStepData = SalePaymentStepData<
  Pick<Loaded<typeof Steps.loadClosingStep>, "acceptedOffer">
>;

export type { ToastMessage };

/** What the sale page's action answers when it does not redirect: an error toast, and a form's reply. */
export type SaleActionData = ProcessActionData;
