import { isDomainError } from "#app/domain/errors";
import { saleStepPath } from "#app/domain/kernel/process-urls";
import {
  isTranslationLocale,
  TRANSLATION_LOCALE_NAMES,
  TRANSLATION_LOCALES,
  TranslationsSchema,
} from "#app/domain/listings/listing-translations";
import {
  requireOwnListing,
  saveListingTranslations,
  spanishDescriptionToTranslate,
  storeMachineProposal,
} from "#app/domain/listings/listing-translations.server";
import { TranslationUnavailable, translatorFromEnv } from "#app/lib/translation.server";
import type { SignedInActionInput as ActionInput } from "../action-input";
import {
  domainFailure,
  failure,
  propertyIdOf,
  redirectWithToastFor,
} from "../process/process-actions.server";

export const SAVE_TRANSLATIONS_INTENT = "save-translations";
export const PROPOSE_TRANSLATION_INTENT = "propose-translation";

/** A form that names no saved listing (a new one's page): nothing to attach a translation to. */
const noListing = () =>
  failure({ title: "Error", description: "Guarda primero el anuncio para añadir sus traducciones." }, 400);

/** The textareas as typed, to show them again with their errors (nothing typed is lost); one not sent is left as it is. */
function typedTexts(formData: FormData): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const value = formData.get(locale);
    if (typeof value === "string") typed[locale] = value;
  }
  return typed;
}

/** 'Guardar traducciones': every text left is the seller's own now; an emptied one is removed. */
export async function saveTranslationsIntent({ context, user, formData }: ActionInput) {
  const propertyId = propertyIdOf(formData);
  if (!propertyId) return noListing();
  const parsed = TranslationsSchema.safeParse(typedTexts(formData));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return failure(
      { title: "Revisa los datos", description: "Hay descripciones con errores: corrígelas para guardar." },
      400,
      { intent: SAVE_TRANSLATIONS_INTENT, translations: { values: typedTexts(formData), errors } },
    );
  }
  try {
    await saveListingTranslations(context.db, user.id, propertyId, parsed.data);
  } catch (error) {
    return domainFailure(error, { intent: SAVE_TRANSLATIONS_INTENT });
  }
  return redirectWithToastFor(context, saleStepPath(propertyId, 1), {
    title: "Traducciones guardadas",
    description: "Tu anuncio las muestra a quien lo lee en ese idioma.",
    variant: "success",
  });
}

/** 'Proponer traducción': the translation service's text, kept as a proposal for the seller to review. */
export async function proposeTranslationIntent({ context, user, formData }: ActionInput) {
  const propertyId = propertyIdOf(formData);
  const locale = formData.get("locale");
  if (!propertyId) return noListing();
  try {
    await requireOwnListing(context.db, user.id, propertyId);
  } catch (error) {
    return domainFailure(error, { intent: PROPOSE_TRANSLATION_INTENT });
  }
  const translator = translatorFromEnv(context.env);
  if (!translator || !isTranslationLocale(locale))
    return failure({ title: "Error", description: "La traducción automática no está disponible." }, 400, {
      intent: PROPOSE_TRANSLATION_INTENT,
    });
  let outcome: "stored" | "kept_seller_text";
  try {
    const spanish = await spanishDescriptionToTranslate(context.db, user.id, propertyId);
    const text = await translator.translate(spanish, locale);
    outcome = await storeMachineProposal(context.db, user.id, propertyId, locale, text);
  } catch (error) {
    if (error instanceof TranslationUnavailable) {
      context.logger.warn({ err: error }, "translation proposal failed");
      return failure(
        {
          title: "Error",
          description: "El servicio de traducción no respondió. Inténtalo de nuevo más tarde.",
        },
        503,
        { intent: PROPOSE_TRANSLATION_INTENT },
      );
    }
    if (isDomainError(error)) return domainFailure(error, { intent: PROPOSE_TRANSLATION_INTENT });
    throw error;
  }
  const language = TRANSLATION_LOCALE_NAMES[locale].toLowerCase();
  return redirectWithToastFor(
    context,
    saleStepPath(propertyId, 1),
    outcome === "stored"
      ? {
          title: "Traducción propuesta",
          description: `Revisa el texto en ${language} y guárdalo: hasta entonces el anuncio dice que es una traducción automática.`,
          variant: "success",
        }
      : {
          title: "Ya tienes tu texto",
          description: `La descripción en ${language} es tuya: bórrala y guarda si quieres una propuesta nueva.`,
        },
  );
}
