import type { LEGAL_PROVIDER } from "#app/domain/legal/provider";

/** What every language's policy states alike: who we are, how to reach us, and the dates and terms. */
export type PrivacyFacts = {
  brandName: string;
  supportEmail: string;
  provider: typeof LEGAL_PROVIDER;
  /** The date of the last change, written as the reader writes dates. */
  updatedOn: string;
  /** How long buyer contacts are kept (the lead retention rule). */
  leadMonthsAfterClosed: number;
  leadMonthsWithoutActivity: number;
};

/** The page around a policy: its search description, the eyebrow above its title, its contents list. */
export type PrivacyPageWords = {
  description: string;
  eyebrow: string;
  contents: { navLabel: string; title: string };
};
