import { MARKETING_CAMPAIGN_DAYS_PARTICULAR } from "#app/domain/payments/pricing";

/**
 * Deadlines the contracts promise. Amounts are not here: they come from the pricing
 * module; these are the time limits that go with them.
 */

/** A private owner's service, counted from the payment of the marketing fee. */
export const SERVICE_VALIDITY_DAYS = MARKETING_CAMPAIGN_DAYS_PARTICULAR;
/** Estimated reach of a private owner's campaign over its validity (an estimate, never a promise). */
export const ESTIMATED_CAMPAIGN_VIEWS = 25_000;
/** The success fee is paid within this many business days after the deed is signed. */
export const SUCCESS_FEE_DUE_BUSINESS_DAYS = 5;
/** A buyer first met through the platform still counts this long after the service ends. */
export const SUCCESS_FEE_TAIL_MONTHS = 6;
/** A consumer's right of withdrawal from a distance contract (art. 102 TRLGDCU). */
export const WITHDRAWAL_DAYS = 14;

/** The agency must report a signed earnest-money contract or deed within this many hours. */
export const AGENCY_REPORTING_HOURS = 48;
/** The platform's share is paid within this many working days of the deed. */
export const AGENCY_PAYMENT_WORKING_DAYS = 7;
/** The collaboration agreement's term. */
export const AGENCY_CONTRACT_DAYS = 365;
