import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { listingTranslations } from "#app/db/schema/listing-translations";
import { properties } from "#app/db/schema/properties";
import { DomainError } from "#app/domain/errors";
import type { Locale } from "#app/lib/i18n/locales";
import {
  descriptionFor,
  type StoredTranslation,
  TRANSLATION_LOCALES,
  type TranslationLocale,
} from "./listing-translations";

const notFound = () => new DomainError("not_found", "No se encontró la propiedad.");

/** The caller's own listing, or not found: the id came from the browser. */
export async function requireOwnListing(db: Db, userId: string, propertyId: string) {
  const [own] = await db
    .select({ id: properties.id, description: properties.description })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)))
    .limit(1);
  if (!own) throw notFound();
  return own;
}

const COLUMNS = {
  locale: listingTranslations.locale,
  description: listingTranslations.description,
  source: listingTranslations.source,
  reviewedAt: listingTranslations.reviewedAt,
};

/** A listing's translations, for its public page and the feed (published or not is the caller's check). */
export async function listingTranslationsOf(db: Db, propertyId: string): Promise<StoredTranslation[]> {
  return db.select(COLUMNS).from(listingTranslations).where(eq(listingTranslations.propertyId, propertyId));
}

/** The description a reader of `locale` sees on the listing; the Spanish page reads no translation. */
export async function shownDescription(db: Db, locale: Locale, spanish: string | null, propertyId: string) {
  const translations = locale === "es" ? [] : await listingTranslationsOf(db, propertyId);
  return descriptionFor(locale, spanish, translations);
}

/** The translations of many listings at once (the feed), by listing. */
export async function translationsByListing(
  db: Db,
  propertyIds: readonly string[],
): Promise<Map<string, StoredTranslation[]>> {
  const byListing = new Map<string, StoredTranslation[]>();
  if (propertyIds.length === 0) return byListing;
  const rows = await db
    .select({ propertyId: listingTranslations.propertyId, ...COLUMNS })
    .from(listingTranslations)
    .where(inArray(listingTranslations.propertyId, [...propertyIds]));
  for (const { propertyId, ...translation } of rows) {
    byListing.set(propertyId, [...(byListing.get(propertyId) ?? []), translation]);
  }
  return byListing;
}

/** The seller's form: their own listing's translations, read on the server against who asks. */
export async function ownListingTranslations(db: Db, userId: string, propertyId: string) {
  await requireOwnListing(db, userId, propertyId);
  return listingTranslationsOf(db, propertyId);
}

/**
 * The seller saves the form: each text they left is theirs now (reviewed, even a machine proposal
 * they kept as it was); an emptied one is deleted.
 */
export async function saveListingTranslations(
  db: Db,
  userId: string,
  propertyId: string,
  texts: Partial<Record<TranslationLocale, string | undefined>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwnListing(tx as unknown as Db, userId, propertyId);
    for (const locale of TRANSLATION_LOCALES) {
      const text = texts[locale];
      if (text === undefined) continue;
      if (text === "") {
        await tx
          .delete(listingTranslations)
          .where(and(eq(listingTranslations.propertyId, propertyId), eq(listingTranslations.locale, locale)));
        continue;
      }
      await tx
        .insert(listingTranslations)
        .values({ propertyId, locale, description: text, source: "seller", reviewedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [listingTranslations.propertyId, listingTranslations.locale],
          set: { description: text, source: "seller", reviewedAt: sql`now()`, updatedAt: sql`now()` },
        });
    }
  });
}

/**
 * The Spanish description to propose translations of, or a clear refusal when there is none yet.
 */
export async function spanishDescriptionToTranslate(db: Db, userId: string, propertyId: string) {
  const { description } = await requireOwnListing(db, userId, propertyId);
  const text = description?.trim();
  if (!text)
    throw new DomainError(
      "conflict",
      "Escribe y guarda primero la descripción en español: es la que se traduce.",
    );
  return text;
}

/**
 * A machine's proposal, kept unreviewed until the seller saves the form; it replaces only another
 * proposal, never a text the seller wrote or reviewed.
 */
export async function storeMachineProposal(
  db: Db,
  userId: string,
  propertyId: string,
  locale: TranslationLocale,
  text: string,
): Promise<"stored" | "kept_seller_text"> {
  await requireOwnListing(db, userId, propertyId);
  const written = await db
    .insert(listingTranslations)
    .values({ propertyId, locale, description: text, source: "machine", reviewedAt: null })
    .onConflictDoUpdate({
      target: [listingTranslations.propertyId, listingTranslations.locale],
      set: { description: text, updatedAt: sql`now()` },
      setWhere: eq(listingTranslations.source, "machine"),
    })
    .returning({ id: listingTranslations.id });
  return written.length > 0 ? "stored" : "kept_seller_text";
}
