import { data } from "react-router";
import { readBuyerPart, SAVE_BUYER_PART_INTENT } from "#app/domain/arras-signing/buyer-part";
import { saveBuyerPart } from "#app/domain/arras-signing/buyer-part.server";
import { REQUEST_SIGNING_CODE_INTENT, SIGN_CONTRACT_INTENT } from "#app/domain/arras-signing/sign-form";
import { findBuyerSigningRoom } from "#app/domain/arras-signing/signing-room.server";
import { isDomainError } from "#app/domain/errors";
import { emailBrand } from "#app/emails/brand.server";
import { failureStatus } from "#app/http/http-errors.server";
import { getStorage } from "#app/lib/storage.server";
import { redirectWithToast } from "#app/lib/toast.server";
import { pathTo, ROUTES } from "#app/urls";
import type { SignedInActionInput } from "../action-input";
import { requestCodeIntent, signContractIntent } from "../contract-signing-actions.server";

type BuyerInput = SignedInActionInput & { contractId: string };

/** The version the buyer may sign: the current one of the contract, when it names this account. */
const buyerVersion =
  (contractId: string) =>
  async ({ context, user }: SignedInActionInput) =>
    (await findBuyerSigningRoom(context.db, user.id, contractId))?.room.current?.id ?? null;

/** 'Guardar mis datos': the buyer's own part of the contract; a change is a new version to sign. */
async function saveBuyerPartIntent({ context, user, formData, contractId }: BuyerInput) {
  const read = readBuyerPart(formData);
  if (!read.ok)
    return data(
      { intent: SAVE_BUYER_PART_INTENT, values: read.values, errors: read.errors },
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
            title: "Tus datos están en el contrato",
            description:
              "Es una versión nueva: léela antes de firmar. El vendedor también la firmará de nuevo.",
            variant: "success",
          }
        : { title: "Tus datos ya estaban así", description: "El contrato no cambia.", variant: "success" },
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
          title: "No se guardaron tus datos",
          description: error.userMessage,
        },
      },
      { status: failureStatus(error) },
    );
  }
}

/** The buyer's forms on /firmar-arras/<contract>, by `intent` (exported so the authorization matrix lists each). */
export const BUYER_SIGNING_INTENTS = {
  [REQUEST_SIGNING_CODE_INTENT]: (input: BuyerInput) =>
    requestCodeIntent("buyer", buyerVersion(input.contractId))(input),
  [SIGN_CONTRACT_INTENT]: (input: BuyerInput) =>
    signContractIntent("buyer", buyerVersion(input.contractId))(input),
  [SAVE_BUYER_PART_INTENT]: saveBuyerPartIntent,
} as const;
