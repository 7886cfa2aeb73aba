import type { SubmissionResult } from "@conform-to/react";
import { AgencyDetailsForm } from "#app/components/agency/agency-details-form";
import { SecondFactorSection } from "#app/components/auth/second-factor-section";
import { SignOutEverywhere } from "#app/components/auth/sign-out-everywhere";
import type { OwnProperty } from "#app/domain/dashboard/dashboard.server";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import type { BillingForm } from "#app/domain/invoices/billing-details.server";
import type { Profile } from "#app/domain/users/profile.server";
import type { Locale } from "#app/lib/i18n/locales";
import { AccountLanguageForm } from "./account-language-form";
import type { DashboardActionData } from "./action-data";
import { BillingDetailsSection } from "./billing-details-section";
import { TabLoadError } from "./load-error";
import { PrivacyRights } from "./privacy-rights";
import { ProfileForm } from "./profile-form";
import type { LanguageWords } from "./space-words";

/** 'Mis Datos': personal data, billing data, agency data for an agency property, sessions and privacy rights. */
export function ProfileTab({
  profile,
  billing,
  activeProperty,
  secondFactorOn,
  language,
  actionData,
}: {
  profile: Profile | null;
  billing: BillingForm | null;
  activeProperty: OwnProperty | null;
  secondFactorOn: boolean;
  /** The account's language and the words of its form, in that language. */
  language: { current: Locale; words: LanguageWords };
  actionData: DashboardActionData | undefined;
}) {
  if (!profile) return <TabLoadError message={DASHBOARD_MESSAGES.profileLoadFailed.description} />;
  const result =
    actionData?.intent === "update-profile" ? (actionData.result as SubmissionResult<string[]>) : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-6">
        <ProfileForm profile={profile} result={result} />
        <AccountLanguageForm current={language.current} words={language.words} />
        {billing ? <BillingDetailsSection billing={billing} /> : null}
        {activeProperty?.origin === "agency" ? (
          <AgencyDetailsForm
            key={activeProperty.id}
            propertyId={activeProperty.id}
            details={activeProperty.agencyDetails}
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <PrivacyRights email={profile.email} actionData={actionData} />
        <SecondFactorSection enabled={secondFactorOn} />
        <SignOutEverywhere />
      </div>
    </div>
  );
}
