import type { Env } from "#app/lib/env.server";
import type { BillingSystem } from "./record";

/**
 * Our SistemaInformatico: Zaguán writes its own invoicing software, so the company that issues the
 * invoices is also the producer named in every record and event. The id, version and installation
 * number are ours to choose (Orden HAC/1177/2024 art. 10): one installation, the platform.
 */
export function billingSystemFrom(
  env: Pick<Env, "COMPANY_NAME" | "COMPANY_NIF" | "BRAND_NAME">,
): BillingSystem {
  return {
    producerName: env.COMPANY_NAME,
    producerTaxId: env.COMPANY_NIF,
    name: env.BRAND_NAME,
    id: "ZG",
    version: BILLING_SYSTEM_VERSION,
    installationNumber: "1",
  };
}

/** Raised when what the records hash or contain changes; the records say which version wrote them. */
export const BILLING_SYSTEM_VERSION = "1.0";
