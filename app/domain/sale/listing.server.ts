import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { payments } from "#app/db/schema/payments";
import { properties } from "#app/db/schema/properties";
import { type UserRole, users } from "#app/db/schema/users";
import { DomainError } from "#app/domain/errors";
import { createsTestListings } from "#app/domain/listings/test-listings";
import {
  isPropertyId,
  ownProcessProperty,
  PROCESS_PROPERTY_COLUMNS,
  processPageQueries,
} from "#app/domain/process/process-queries.server";
import { isBlankDni } from "#app/domain/users/dni";
import {
  type InvalidDraftValues,
  LISTING_TOASTS,
  type ListingDraftInput,
  type ListingInput,
} from "./listing.schema";
import { listingSaveFor, listingSaveRefusal, statusAfterSave } from "./listing-rules";
import { floorPlanAmong } from "./portal-fields";

/** The role decides whether what they create is test content (docs/decisions/0025). */
type Actor = { id: string; email: string; name: string; role: UserRole };

/** What the sale page needs of the owner's property: no agency or contract data. */
const SALE_PROPERTY_COLUMNS = {
  ...PROCESS_PROPERTY_COLUMNS,
  /** The owner's own: a draft keeps the DNI typed in the form until it is published. */
  dni: properties.dni,
  invalidDraftValues: properties.invalidDraftValues,
  visitsManaged: properties.visitsManaged,
  arrasSigned: properties.arrasSigned,
  notaryDone: properties.notaryDone,
  createdAt: properties.createdAt,
};

const ownParticular = (userId: string, propertyId: string) =>
  ownProcessProperty(userId, propertyId, "particular");

const notFound = () => new DomainError("not_found", "No se encontró la propiedad.");
const finished = () =>
  new DomainError("conflict", "La venta de esta propiedad ya está completada: no se puede modificar.");

export { isPropertyId };

/** How the process page finds the property it shows: one of the user's own, by id or the newest under way. */
export const SALE_PAGE_QUERIES = processPageQueries("particular", SALE_PROPERTY_COLUMNS);
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

/** The floor plan as sent, kept only if it is one of the row's photos (the browser may send any text). */
function floorPlanAmongPhotos(value: string | null | undefined) {
  if (value == null) return value;
  return sql`case when ${value}::text = any(${properties.images}) then ${value}::text else null end`;
}

function listingColumns(input: ListingInput | ListingDraftInput) {
  const { dni: _dni, ...fields } = input as ListingInput;
  return fields;
}

const notEnoughPhotos = () =>
  new DomainError("not_enough_photos", LISTING_TOASTS.notEnoughPhotos.description);

/**
 * Step 1 saved with every field valid: a draft is published (it needs its photos already uploaded,
 * at least 15), a live listing is edited (no photo minimum: a new price needs no new photos). The
 * rule is `listingSaveRefusal`. Only the listing's fields are written — progress flags, status and
 * payment state are never taken from the form.
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
}): Promise<{ propertyId: string; save: "publish" | "edit" }> {
  const fields = listingColumns(input);
  // A new property has no photos yet: it cannot be published before they are uploaded.
  if (!propertyId) throw notEnoughPhotos();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ images: properties.images, status: properties.status })
      .from(properties)
      .where(ownParticular(user.id, propertyId))
      .for("update");
    if (!current) throw notFound();
    const save = listingSaveFor(current.status);
    const refusal = listingSaveRefusal({ save, photoCount: current.images.length });
    if (refusal === "sale_finished" || save === "closed") throw finished();
    if (refusal === "not_enough_photos") throw notEnoughPhotos();
    await tx
      .update(properties)
      .set({
        ...fields,
        floorPlanImage: floorPlanAmong(fields.floorPlanImage, current.images),
        dni: input.dni ?? sql`${properties.dni}`,
        invalidDraftValues: null,
        status: statusAfterSave(current.status),
        updatedAt: new Date(),
      })
      .where(ownParticular(user.id, propertyId));
    return { propertyId, save };
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
  invalid,
}: {
  db: Db;
  user: Actor;
  propertyId: string | null;
  input: ListingDraftInput;
  /** What was typed that its column cannot hold yet (see parseListingDraft). */
  invalid?: InvalidDraftValues;
}): Promise<{ propertyId: string; created: boolean }> {
  const fields = {
    ...input,
    invalidDraftValues: invalid && Object.keys(invalid).length > 0 ? invalid : null,
  };
  if (!propertyId) {
    const [created] = await db
      .insert(properties)
      .values({
        ...fields,
        // A new listing has no photos yet: none of them can be its floor plan.
        floorPlanImage: null,
        userId: user.id,
        propertyOrigin: "particular",
        status: "draft",
        isTest: createsTestListings(user.role),
        email: user.email,
        ownerName: user.name,
      })
      .returning({ id: properties.id });
    if (!created) throw new Error("property not created");
    return { propertyId: created.id, created: true };
  }
  const [updated] = await db
    .update(properties)
    .set({ ...fields, floorPlanImage: floorPlanAmongPhotos(input.floorPlanImage), updatedAt: new Date() })
    .where(and(ownParticular(user.id, propertyId), eq(properties.status, "draft")))
    .returning({ id: properties.id });
  if (updated) return { propertyId: updated.id, created: false };
  const existing = await findSaleProperty(db, user.id, propertyId);
  if (!existing) throw notFound();
  if (existing.status === "sold") throw finished();
  throw new DomainError(
    "conflict",
    "Tu anuncio ya está publicado: guarda los cambios con «Guardar cambios».",
  );
}
