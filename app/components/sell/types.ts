import type { ProcessActionData, ToastMessage } from "#app/components/process/use-action-toast";
import type { SalePageData } from "#app/routes/sell/sale-page.server";

export type { SalePageData };
export type SaleProperty = NonNullable<SalePageData["property"]>;

export type { ToastMessage };

/** What the sale page's action answers when it does not redirect: an error toast, and a form's reply. */
export type SaleActionData = ProcessActionData;
