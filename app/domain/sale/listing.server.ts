import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { DomainError } from "#app/domain/errors";
import { hasEnoughPhotos } from "#app/domain/listings/photos";
import {
  isPropertyId,
  ownProcessProperty,
  PROCESS_PROPERTY_COLUMNS,
  processPageQueries,
} from "#app/domain/process/process-queries.server";
import { isBlankDni } from "#app/domain/users/dni";
import { LISTING_TOASTS, type ListingDraftInput, type ListingInput } from "./listing.schema";
import { NEW_SALE_PARAM, PROPERTY_PARAM } from "./sale-path";

type Actor = { id: string; email: string; name: string };

/** What the sale page needs of the owner's property: no agency or contract data. */
const SALE_PROPERTY_COLUMNS = {
  ...PROCESS_PROPERTY_COLUMNS,
  visitsManaged: properties.visitsManaged,
  arrasSigned: properties.arrasSigned,
  notaryDone: properties.notaryDone,
  createdAt: properties.createdAt,
};

const ownParticular = (userId: string, propertyId: string) =>
  ownProcessProperty(userId, propertyId, "particular");

const notFound = () => new DomainError("not_found", "No se encontró la propiedad.");
const finished = () =>
  new DomainError("sale_finished", "La venta de esta propiedad ya está completada: no se puede modificar.");

export { isPropertyId };

/** How the process page finds the property it shows: one of the user's own, by id or the newest under way. */
export const SALE_PAGE_QUERIES = processPageQueries("particular", SALE_PROPERTY_COLUMNS, {
  id: PROPERTY_PARAM,
  startNew: NEW_SALE_PARAM,
});
export const findSaleProperty = SALE_PAGE_QUERIES.byId;
export type SaleProperty = NonNullable<Awaited<ReturnType<typeof findSaleProperty>>>;

/** The succeeded payments of the user's property, for the 'Ver' dialogs of steps 2 and 6. */
export async function findPaidProducts(db: Db, userId: string, propertyId: string) {
  const rows = await db
    .select({ productType: payments.productType, amount: payments.amount, paidAt: payments.updatedAt })
    .from(payments)
    .where(
      and(eq(payments.userId, userId), eq(payments.propertyId, propertyId), eq(payments.status, "succeeded")),
    )
    .orderBy(desc(payments.updatedAt));
  return rows.map((row) => ({ ...row, paidAt: row.paidAt.toISOString() }));
}

/** The profile's DNI, or null when it has none ('N/A' counts as none): then the listing form asks for it. */
export async function findProfileDni(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ dni: users.dni }).from(users).where(eq(users.id, userId)).limit(1);
  return row && !isBlankDni(row.dni) ? row.dni : null;
}

/**
 * Saves the DNI given in the listing form to the profile, only where the profile has none: this
 * form never overwrites an identity number (that happens in 'Mis Datos').
 */
export async function saveDniToProfile(db: Db, userId: string, dni: string): Promise<void> {
  await db
    .update(users)
    .set({ dni, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.dni} is null or btrim(${users.dni}) = '' or upper(btrim(${users.dni})) = 'N/A')`,
      ),
    );
}

function listingColumns(input: ListingInput | ListingDraftInput) {
  const { dni: _dni, ...fields } = input as ListingInput;
  return fields;
}

/**
 * Step 1 completed: creates the property or updates one of the user's own, and publishes it.
 * Only the listing's fields are written — progress flags, status and payment state are never
 * taken from the form. Publishing needs the photos already uploaded (at least 15).
 */
export async function completeListing({
  db,
  user,
  propertyId,
  input,
}: {
  db: Db;
  user: Actor;
  propertyId: string | null;
  input: ListingInput;
}): Promise<{ propertyId: string; created: boolean }> {
  const fields = listingColumns(input);
  if (!propertyId) {
    // A new property has no photos yet: it cannot be published before they are uploaded.
    throw new DomainError("not_enough_photos", LISTING_TOASTS.notEnoughPhotos.description);
  }
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ images: properties.images, status: properties.status })
      .from(properties)
      .where(ownParticular(user.id, propertyId))
      .for("update");
    if (!current) throw notFound();
    if (current.status === "sold") throw finished();
    if (!hasEnoughPhotos(current.images.length)) {
      throw new DomainError("not_enough_photos", LISTING_TOASTS.notEnoughPhotos.description);
    }
    await tx
      .update(properties)
      .set({
        ...fields,
        dni: input.dni ?? sql`${properties.dni}`,
        // An admin's take-down ('unpublished') is not undone by the owner saving the listing.
        status: current.status === "draft" ? "published" : current.status,
        updatedAt: new Date(),
      })
      .where(ownParticular(user.id, propertyId));
    return { propertyId, created: false };
  });
}

/**
 * 'Guardar borrador', and the first photo upload of a new listing: keeps whatever is valid of the
 * form in a draft (not public). An already published listing is only changed through
 * completeListing, so a half-filled form never reaches the portal.
 */
export async function saveListingDraft({
  db,
  user,
  propertyId,
  input,
}: {
  db: Db;
  user: Actor;
  propertyId: string | null;
  input: ListingDraftInput;
}): Promise<{ propertyId: string; created: boolean }> {
  const fields = listingColumns(input);
  if (!propertyId) {
    const [created] = await db
      .insert(properties)
      .values({
        ...fields,
        userId: user.id,
        propertyOrigin: "particular",
        status: "draft",
        email: user.email,
        ownerName: user.name,
      })
      .returning({ id: properties.id });
    if (!created) throw new Error("property not created");
    return { propertyId: created.id, created: true };
  }
  const [updated] = await db
    .update(properties)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(ownParticular(user.id, propertyId), eq(properties.status, "draft")))
    .returning({ id: properties.id });
  if (updated) return { propertyId: updated.id, created: false };
  const existing = await findSaleProperty(db, user.id, propertyId);
  if (!existing) throw notFound();
  if (existing.status === "sold") throw finished();
  throw new DomainError(
    "already_published",
    "Tu anuncio ya está publicado: guarda los cambios con «Guardar y publicar».",
  );
}
