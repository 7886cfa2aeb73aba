import packageJson from "../../../../package.json";
import type { BillingSystem } from "./record";

/**
 * The SistemaInformatico written into every record: Zaguán, produced by the company that runs it
 * (it develops its own invoicing software, so the producer and the obligado are one NIF). The
 * identity must stay the same for the life of an installation — the AEAT reads it from every record
 * and the declaración responsable names it — so only the version moves, with the app's.
 */
export const BILLING_SYSTEM_NAME = "Zaguán";
/** IdSistemaInformatico: two characters the producer chooses to tell its systems apart. */
export const BILLING_SYSTEM_ID = "ZG";
/**
 * NumeroInstalacion: one installation serves the company (one database, however many processes
 * serve it), so one number.
 */
export const BILLING_SYSTEM_INSTALLATION = "1";

export function billingSystem(settings: { COMPANY_NAME: string; COMPANY_NIF: string }): BillingSystem {
  return {
    producerName: settings.COMPANY_NAME,
    producerTaxId: settings.COMPANY_NIF,
    name: BILLING_SYSTEM_NAME,
    id: BILLING_SYSTEM_ID,
    version: packageJson.version,
    installationNumber: BILLING_SYSTEM_INSTALLATION,
  };
}
