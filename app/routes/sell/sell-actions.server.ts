import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { requestAlertMatch } from "#app/domain/alerts/alert-job.server";
import { REQUEST_SIGNING_CODE_INTENT, SIGN_CONTRACT_INTENT } from "#app/domain/arras-signing/sign-form";
import { isDomainError } from "#app/domain/errors";
import { SAVE_BILLING_INTENT } from "#app/domain/invoices/billing-details";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { SALE_PATH, saleStepPath } from "#app/domain/kernel/process-urls";
import { FALL_THROUGH_INTENT } from "#app/domain/sale/fall-through.schema";
import {
  formValues,
  LISTING_TOASTS,
  listingFailureToast,
  listingSchema,
  parseListingDraft,
} from "#app/domain/sale/listing.schema";
import {
  completeListing,
  findProfileDni,
  saveDniToProfile,
  saveListingDraft,
} from "#app/domain/sale/listing.server";
import { completeSale } from "#app/domain/sale/sale-completion.server";
import { createSampleProperty } from "#app/domain/sale/sample-property.server";
import { completeFreeStep, completePaidStepAsTester } from "#app/domain/sale/steps.server";
import { getStorage } from "#app/lib/storage.server";
import type { SignedInActionInput as ActionInput } from "../action-input";
import { saveBillingIntent } from "../billing-action.server";
import { fallThroughIntent } from "../fall-through-action.server";
import {
  failure,
  propertyIdOf,
  redirectWithToastFor,
  type ToastMessage,
  testerPayInput,
} from "../process/process-actions.server";
import {
  completeArrasIntent,
  saveArrasIntent,
  sellerRequestCodeIntent,
  sellerSignIntent,
  sendToSignIntent,
  signArrasIntent,
} from "./arras-actions.server";
import { declareBuyerIntent } from "./buyer-actions.server";
import { advanced, domainFailure } from "./sell-answers.server";
import {
  PROPOSE_TRANSLATION_INTENT,
  proposeTranslationIntent,
  SAVE_TRANSLATIONS_INTENT,
  saveTranslationsIntent,
} from "./translation-actions.server";

export type { ToastMessage };

/**
 * The first save of a new listing takes the place of the blank form in the history (React Router
 * reads this header): Back and reload then reopen the same draft, never a new one to save twice.
 */
const REPLACE_NEW_FORM: ResponseInit = { headers: { "X-Remix-Replace": "true" } };

const LISTING_SAVED_TOASTS = {
  published: {
    title: "¡Anuncio publicado!",
    description: "Tu vivienda ya está en el portal. Siguiente paso: la campaña de marketing.",
    variant: "success",
  },
  edited: {
    title: "Cambios guardados",
    description: "Tu anuncio ya muestra los cambios.",
    variant: "success",
  },
} as const satisfies Record<string, ToastMessage>;

/** Step 1 completed: validate, save (creating a draft first if needed), publish, keep the DNI. */
export async function saveListingIntent({ context, user, formData }: ActionInput) {
  const requireDni = (await findProfileDni(context.db, user.id)) === null;
  const submission = parseWithZod(formData, { schema: listingSchema({ requireDni }) });
  if (submission.status !== "success") {
    return failure(listingFailureToast(formValues(formData), { requireDni }), 400, {
      intent: "save-listing" as const,
      result: submission.reply(),
    });
  }
  const input = submission.value;
  let propertyId = propertyIdOf(formData);
  let save: "publish" | "edit";
  try {
    if (!propertyId) {
      // Nothing to publish photos with yet: keep the listing as a draft so photos can be added.
      const { propertyId: created } = await saveListingDraft({
        db: context.db,
        user,
        propertyId: null,
        input,
      });
      return redirectWithToastFor(
        context,
        saleStepPath(created, 1),
        { ...LISTING_TOASTS.notEnoughPhotos, variant: "destructive" },
        REPLACE_NEW_FORM,
      );
    }
    ({ propertyId, save } = await completeListing({ db: context.db, user, propertyId, input }));
  } catch (error) {
    if (isDomainError(error) && error.code === "not_enough_photos") {
      return failure(LISTING_TOASTS.notEnoughPhotos, 400, {
        intent: "save-listing" as const,
        result: submission.reply(),
      });
    }
    if (isDomainError(error)) {
      const status = error.code === "not_found" ? 404 : 409;
      return failure(
        {
          ...LISTING_TOASTS.saveFailed,
          description: `${LISTING_TOASTS.saveFailed.description} ${error.userMessage}`,
        },
        status,
        {
          intent: "save-listing" as const,
          result: submission.reply(),
        },
      );
    }
    throw error;
  }
  // A new listing, or a new price of a published one: buyers' alerts go out now, not at the next tick.
  await requestAlertMatch(context, propertyId);
  const dni = "dni" in input ? input.dni : undefined;
  if (typeof dni === "string" && dni) {
    try {
      await saveDniToProfile(context.db, user.id, dni);
    } catch (error) {
      context.logger.error({ err: error }, "DNI not saved to the profile");
      return redirectWithToastFor(context, saleStepPath(propertyId, 1), {
        ...LISTING_TOASTS.dniNotSaved,
        variant: "destructive",
      });
    }
  }
  // Published, the campaign (step 2) opens next; an edit stays on the listing.
  return save === "edit"
    ? redirectWithToastFor(context, saleStepPath(propertyId, 1), LISTING_SAVED_TOASTS.edited)
    : redirectWithToastFor(context, saleStepPath(propertyId, 2), LISTING_SAVED_TOASTS.published);
}

/**
 * 'Guardar borrador', and the first photo upload of a new listing (`purpose=photos`), which needs
 * a property to attach the photos to. Whatever is valid is kept; nothing is published.
 */
export async function saveDraftIntent({ context, user, formData }: ActionInput) {
  const { input, invalid } = parseListingDraft(formValues(formData));
  const hasInvalid = Object.keys(invalid).length > 0;
  try {
    const { propertyId, created } = await saveListingDraft({
      db: context.db,
      user,
      propertyId: propertyIdOf(formData),
      input,
      invalid,
    });
    const replaceNew = created ? REPLACE_NEW_FORM : undefined;
    // The photo uploader carries on by itself once the page has the new property's id.
    if (formData.get("purpose") === "photos") return redirect(saleStepPath(propertyId, 1), replaceNew);
    return redirectWithToastFor(
      context,
      saleStepPath(propertyId, 1),
      {
        title: "Borrador guardado",
        description: hasInvalid
          ? "Puedes seguir más tarde desde este mismo punto. Corrige los campos marcados antes de publicar."
          : "Puedes seguir más tarde desde este mismo punto.",
        variant: "success",
      },
      replaceNew,
    );
  } catch (error) {
    return domainFailure(error, LISTING_TOASTS.saveFailed.title);
  }
}

/** Steps 3 and 5 (viewings, notary papers): each step's route completes only its own step. */
export const completeStepIntent =
  (step: 3 | 5) =>
  async ({ context, user, formData }: ActionInput) => {
    const propertyId = propertyIdOf(formData);
    if (!propertyId) return failure({ title: "Error", description: "Paso no válido." }, 400);
    try {
      const result = await completeFreeStep(context.db, { user, propertyId, step });
      return advanced(context, propertyId, result.step);
    } catch (error) {
      return domainFailure(error);
    }
  };

/** A tester's paid step without paying: marketing (step 2) or the success fee (step 6). */
export async function testerPayIntent({ context, user, formData }: ActionInput) {
  const input = testerPayInput(formData);
  if (!input) return failure({ title: "Error", description: "Datos no válidos." }, 400);
  const { propertyId, product } = input;
  try {
    const result = await completePaidStepAsTester(context.db, { user, propertyId, product });
    if (product === "final_fee") return data({ intent: "sale-confirmed" as const, propertyId });
    return advanced(context, propertyId, result.step);
  } catch (error) {
    return domainFailure(error);
  }
}

/** 'Modo de Prueba': the sample listing in one click. */
export async function createSampleIntent({ context, user }: ActionInput) {
  try {
    const { propertyId } = await createSampleProperty({ db: context.db, storage: getStorage(), user });
    await requestAlertMatch(context, propertyId);
    // The sample is published: its campaign (step 2) is next.
    return redirectWithToastFor(context, saleStepPath(propertyId, 2), {
      title: "Propiedad de prueba creada",
      description: "Un piso en Madrid de 250.000 € con 15 fotos, ya publicado.",
      variant: "success",
    });
  } catch (error) {
    return domainFailure(error);
  }
}

/** After the fiscal advice: the sale is complete, the owner is told by e-mail and goes to the panel. */
export async function finishSaleIntent({ context, user, formData }: ActionInput) {
  const propertyId = propertyIdOf(formData);
  if (!propertyId) return failure({ title: "Error", description: "Propiedad no válida." }, 400);
  try {
    const { title } = await completeSale({
      db: context.db,
      mailer: context.mailer,
      env: context.env,
      logger: context.logger,
      userId: user.id,
      propertyId,
    });
    return redirectWithToastFor(context, dashboardHref("propiedades"), {
      title: "¡Venta completada!",
      description: `Enhorabuena: has completado la venta de «${title}».`,
      variant: "success",
    });
  } catch (error) {
    return domainFailure(error);
  }
}

/** The billing domicile, asked for before a payment step's card form (ADR 0041): back to that step. */
const saveBillingOn = (step: number) =>
  saveBillingIntent((formData) => {
    const propertyId = propertyIdOf(formData);
    return propertyId ? saleStepPath(propertyId, step) : SALE_PATH;
  });

/**
 * Each /vender route's forms, by `intent` and by route id (exported so the authorization matrix
 * lists every one): a step answers only its own forms (docs/decisions/0045-process-routes-by-step.md).
 */
/** The deal falls through (steps 3 to 5): the home is back at step 3, where a new buyer is found. */
const sellerFallThrough = fallThroughIntent("seller", (propertyId) => saleStepPath(propertyId, 3));

export const SALE_ROUTE_INTENTS = {
  // 'Modo de Prueba' above the steps.
  "routes/sell/sale": { "create-sample": createSampleIntent },
  // On `/vender/nueva/anuncio` the first save creates the property.
  "routes/sell/steps/listing": {
    "save-listing": saveListingIntent,
    "save-draft": saveDraftIntent,
    [SAVE_TRANSLATIONS_INTENT]: saveTranslationsIntent,
    [PROPOSE_TRANSLATION_INTENT]: proposeTranslationIntent,
  },
  "routes/sell/steps/campaign": { "tester-pay": testerPayIntent, [SAVE_BILLING_INTENT]: saveBillingOn(2) },
  "routes/sell/steps/viewings": {
    "complete-step": completeStepIntent(3),
    [FALL_THROUGH_INTENT]: sellerFallThrough,
  },
  "routes/sell/steps/arras": {
    "complete-arras": completeArrasIntent,
    "save-arras": saveArrasIntent,
    "sign-arras": signArrasIntent,
    "send-to-sign": sendToSignIntent,
    [REQUEST_SIGNING_CODE_INTENT]: sellerRequestCodeIntent,
    [SIGN_CONTRACT_INTENT]: sellerSignIntent,
    [FALL_THROUGH_INTENT]: sellerFallThrough,
  },
  "routes/sell/steps/notary": {
    "complete-step": completeStepIntent(5),
    [FALL_THROUGH_INTENT]: sellerFallThrough,
  },
  "routes/sell/steps/closing": {
    "declare-buyer": declareBuyerIntent,
    "finish-sale": finishSaleIntent,
    "tester-pay": testerPayIntent,
    [SAVE_BILLING_INTENT]: saveBillingOn(6),
  },
} as const;
