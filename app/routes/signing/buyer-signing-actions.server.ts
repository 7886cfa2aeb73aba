import { REQUEST_SIGNING_CODE_INTENT, SIGN_CONTRACT_INTENT } from "#app/domain/arras-signing/sign-form";
import { findBuyerSigningRoom } from "#app/domain/arras-signing/signing-room.server";
import type { SignedInActionInput } from "../action-input";
import { requestCodeIntent, signContractIntent } from "../contract-signing-actions.server";

type BuyerInput = SignedInActionInput & { contractId: string };

/** The version the buyer may sign: the current one of the contract, when it names this account. */
const buyerVersion =
  (contractId: string) =>
  async ({ context, user }: SignedInActionInput) =>
    (await findBuyerSigningRoom(context.db, user.id, contractId))?.room.current?.id ?? null;

/** The buyer's forms on /firmar-arras/<contract>, by `intent` (exported so the authorization matrix lists each). */
export const BUYER_SIGNING_INTENTS = {
  [REQUEST_SIGNING_CODE_INTENT]: (input: BuyerInput) =>
    requestCodeIntent("buyer", buyerVersion(input.contractId))(input),
  [SIGN_CONTRACT_INTENT]: (input: BuyerInput) =>
    signContractIntent("buyer", buyerVersion(input.contractId))(input),
} as const;
