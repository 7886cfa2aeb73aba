import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { sendContractToSign } from "#app/domain/arras-signing/signing-flow.server";
import { findSellerSigningRoom } from "#app/domain/arras-signing/signing-room.server";
import { saleStepPath } from "#app/domain/kernel/process-urls";
import { ARRAS_FIELDS, ARRAS_INVALID_TOAST, ArrasContractSchema } from "#app/domain/sale/arras.schema";
import { markArrasSigned, saveArrasDraft } from "#app/domain/sale/arras.server";
import { ArrasSchema, CADASTRAL_REQUIRED } from "#app/domain/sale/listing.schema";
import { completeArrasStep } from "#app/domain/sale/steps.server";
import { emailBrand } from "#app/emails/brand.server";
import { confirmationNeeded, isConfirmationRequired, isConfirmed } from "#app/lib/confirmation";
import { getStorage } from "#app/lib/storage.server";
import type { SignedInActionInput as ActionInput } from "../action-input";
import { requestCodeIntent, signContractIntent } from "../contract-signing-actions.server";
import { failure, propertyIdOf, redirectWithToastFor } from "../process/process-actions.server";
import { advanced, domainFailure } from "./sell-answers.server";

/** Step 4 of the sale page: the arras contract drafted, signed, and the step completed. */

/** Step 4: arras signed, with the cadastral reference ('skip' for testers only, checked by role). */
export async function completeArrasIntent({ context, user, formData }: ActionInput) {
  const propertyId = propertyIdOf(formData);
  if (!propertyId) return failure({ title: "Error", description: "Propiedad no válida." }, 400);
  const skip = formData.get("skip") === "true";
  let catastralReference: string | null = null;
  if (!skip) {
    const submission = parseWithZod(formData, { schema: ArrasSchema });
    if (submission.status !== "success") {
      const blank = String(formData.get("catastralReference") ?? "").trim() === "";
      const toast = blank
        ? CADASTRAL_REQUIRED
        : { title: "Referencia catastral no válida", description: submission.error?.catastralReference?.[0] };
      return failure(toast, 400, { intent: "complete-arras" as const, result: submission.reply() });
    }
    catastralReference = submission.value.catastralReference;
  }
  try {
    const result = await completeArrasStep(context.db, { user, propertyId, catastralReference });
    return advanced(context, propertyId, result.step);
  } catch (error) {
    return domainFailure(error);
  }
}

/** Only the contract's own fields are read from the body (the form posts nothing else of use). */
function arrasFormOf(formData: FormData): FormData {
  const form = new FormData();
  for (const name of ARRAS_FIELDS) {
    const value = formData.get(name);
    if (typeof value === "string") form.set(name, value);
  }
  return form;
}

/** 'Generar contrato de arras': validate, write the draft and its PDF, back to step 4 with the draft. */
export async function saveArrasIntent({ context, user, formData }: ActionInput) {
  const propertyId = propertyIdOf(formData);
  if (!propertyId) return failure({ title: "Error", description: "Propiedad no válida." }, 400);
  const submission = parseWithZod(arrasFormOf(formData), { schema: ArrasContractSchema });
  if (submission.status !== "success")
    return failure(ARRAS_INVALID_TOAST, 400, { intent: "save-arras" as const, result: submission.reply() });
  try {
    await saveArrasDraft({
      db: context.db,
      storage: getStorage(),
      user,
      propertyId,
      terms: submission.value,
    });
  } catch (error) {
    return domainFailure(error, "No se pudo generar el contrato");
  }
  return redirectWithToastFor(context, saleStepPath(propertyId, 4), {
    title: "Contrato de arras generado",
    description: "Descárgalo, revisadlo juntos y, cuando lo firméis, márcalo como firmado.",
    variant: "success",
  });
}

/** 'Marcar como firmado': the draft becomes final and step 4 is done. */
export async function signArrasIntent({ context, user, formData }: ActionInput) {
  const propertyId = propertyIdOf(formData);
  if (!propertyId) return failure({ title: "Error", description: "Propiedad no válida." }, 400);
  try {
    const confirmed = isConfirmed(formData);
    const result = await markArrasSigned({ db: context.db, user, propertyId, confirmed });
    return advanced(context, propertyId, result.step);
  } catch (error) {
    // A second look: every check passed, the page now asks before signing.
    if (isConfirmationRequired(error))
      return data({ intent: "sign-arras" as const, ...confirmationNeeded(formData) });
    return domainFailure(error);
  }
}

/** 'Enviar para firmar': the contract as generated becomes a version, and the deal's buyer gets the link. */
export async function sendToSignIntent({ context, user, formData }: ActionInput) {
  const propertyId = propertyIdOf(formData);
  if (!propertyId) return failure({ title: "Error", description: "Propiedad no válida." }, 400);
  try {
    await sendContractToSign({
      db: context.db,
      storage: getStorage(),
      mailer: context.mailer,
      brand: emailBrand(context.env),
      user,
      propertyId,
    });
  } catch (error) {
    return domainFailure(error, "No se pudo enviar el contrato");
  }
  return redirectWithToastFor(context, saleStepPath(propertyId, 4), {
    title: "Contrato enviado para firmar",
    description: "El comprador ha recibido el enlace por correo para completar sus datos, leerlo y firmarlo.",
    variant: "success",
  });
}

/** The version the seller may sign: the current one of their own property's contract. */
async function sellerVersion({ context, user, formData }: ActionInput): Promise<string | null> {
  const propertyId = propertyIdOf(formData);
  if (!propertyId) return null;
  const signing = await findSellerSigningRoom(context.db, user.id, propertyId);
  // Not the caller's property: the same 404 as no property.
  if (!signing) throw data("Propiedad no encontrada", { status: 404 });
  return signing.room?.current?.id ?? null;
}

export const sellerRequestCodeIntent = requestCodeIntent("seller", sellerVersion);
export const sellerSignIntent = signContractIntent("seller", sellerVersion);
