import type { SubmissionResult } from "@conform-to/react";
import type { ToastMessage } from "#app/components/process/use-action-toast";
import type { SalePageData } from "#app/domain/sale/sale-page.server";

export type { SalePageData };
export type SaleProperty = NonNullable<SalePageData["property"]>;

export type { ToastMessage };

/** What the sale page's action answers when it does not redirect: an error toast, and a form's reply. */
export type SaleActionData = {
  intent?: string;
  result?: SubmissionResult<string[]>;
  toast?: ToastMessage;
};
