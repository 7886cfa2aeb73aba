import type { AgencyLayoutData } from "#app/routes/agency/agency-page.server";
import type { PaymentPanelData } from "#app/routes/process/process-page.server";

export type AgencyLayoutProperty = NonNullable<AgencyLayoutData["property"]>;
/** What the frame around the steps reads: the user and the property (none yet on /proceso-agencia/nueva/…). */
export type AgencyPageData = { user: AgencyLayoutData["user"]; property: AgencyLayoutProperty | null };
/** A payment step's page data (steps 2 and 4). */
export type AgencyPaymentPage = PaymentPanelData & { user: AgencyLayoutData["user"] };
