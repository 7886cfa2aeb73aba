import { data } from "react-router";
import { readBuyerPart, SAVE_BUYER_PART_INTENT } from "#app/domain/arras-signing/buyer-part";
import { saveBuyerPart } from "#app/domain/arras-signing/buyer-part.server";
import { REQUEST_SIGNING_CODE_INTENT, SIGN_CONTRACT_INTENT } from "#app/domain/arras-signing/sign-form";
import { findBuyerSigningRoom } from "#app/domain/arras-signing/signing-room.server";
import { isDomainError } from "#app/domain/errors";
import { emailBrand } from "#app/emails/brand.server";
import { failureStatus } from "#app/http/http-errors.server";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";
import { getStorage } from "#app/lib/storage.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { pathTo, ROUTES } from "#app/urls";
import type { SignedInActionInput } from "../action-input";
import { requestCodeIntent, signContractIntent } from "../contract-signing-actions.server";

type BuyerInput = SignedInActionInput & { contractId: string; locale: Locale };

/** Each field's refusal in the buyer's words, written out so the catalogue test finds every key. */
const PART_ERRORS: Record<string, MessageKey> = {
  buyer1Name: "closing.sign.part.error.buyer1Name",
  buyer1Id: "closing.sign.part.error.buyer1Id",
  buyer1Domicile: "closing.sign.part.error.buyer1Domicile",
  buyer1MaritalStatus: "closing.sign.part.error.buyer1MaritalStatus",
};

/** Spanish keeps the schema's own words; another reader gets one plain sentence per field. */
function partErrorsIn(locale: Locale, errors: Record<string, string>): Record<string, string> {
  if (locale === "es") return errors;
  const t = translator(locale);
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const key = PART_ERRORS[field];
      return [field, key ? t(key) : message];
    }),
  );
}

/** The version the buyer may sign: the current one of the contract, when it names this account. */
const buyerVersion =
  (contractId: string) =>
  async ({ context, user }: SignedInActionInput) =>
    (await findBuyerSigningRoom(context.db, user.id, contractId))?.room.current?.id ?? null;

/** 'Guardar mis datos': the buyer's own part of the contract; a change is a new version to sign. */
async function saveBuyerPartIntent({ context, user, formData, contractId, locale }: BuyerInput) {
  const t = translator(locale);
  const read = readBuyerPart(formData);
  if (!read.ok)
    return data(
      { intent: SAVE_BUYER_PART_INTENT, values: read.values, errors: partErrorsIn(locale, read.errors) },
      { status: 400 },
    );
  try {
    const { changed } = await saveBuyerPart({
      db: context.db,
      storage: getStorage(),
      user,
      contractId,
      part: read.part,
      mailer: context.mailer,
      brand: emailBrand(context.env),
    });
    return redirectWithToast(
      pathTo(ROUTES.arrasSigning, { id: contractId }),
      changed
        ? {
            title: t("closing.sign.toast.saved"),
            description: t("closing.sign.toast.savedNew"),
            variant: "success",
          }
        : {
            title: t("closing.sign.toast.unchanged"),
            description: t("closing.sign.toast.unchangedText"),
            variant: "success",
          },
      undefined,
      { secret: context.env.AUTH_SECRET },
    );
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data(
      {
        intent: SAVE_BUYER_PART_INTENT,
        values: read.part,
        errors: {},
        toast: {
          variant: "destructive" as const,
          title: t("closing.sign.toast.notSaved"),
          description: locale === "es" ? error.userMessage : t("closing.sign.toast.refusedText"),
        },
      },
      { status: failureStatus(error) },
    );
  }
}

/** The buyer's forms on /firmar-arras/<contract>, by `intent` (exported so the authorization matrix lists each). */
export const BUYER_SIGNING_INTENTS = {
  [REQUEST_SIGNING_CODE_INTENT]: (input: BuyerInput) =>
    requestCodeIntent("buyer", buyerVersion(input.contractId), input.locale)(input),
  [SIGN_CONTRACT_INTENT]: (input: BuyerInput) =>
    signContractIntent("buyer", buyerVersion(input.contractId), input.locale)(input),
  [SAVE_BUYER_PART_INTENT]: saveBuyerPartIntent,
} as const;
