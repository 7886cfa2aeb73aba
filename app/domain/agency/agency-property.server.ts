import { randomUUID } from "node:crypto";
import { and, ne } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { propertyContracts } from "#app/db/schema/contracts";
import { properties } from "#app/db/schema/properties";
import type { UserRole } from "#app/db/schema/users";
import { DomainError } from "#app/domain/errors";
import { MIN_PHOTOS, takePhotosThatFit } from "#app/domain/listings/photos";
import type { UploadedPhoto } from "#app/domain/listings/property-photos.server";
import { createsTestListings } from "#app/domain/listings/test-listings";
import { ownProcessProperty } from "#app/domain/process/process-queries.server";
import { ImageRejectedError, storePhoto } from "#app/lib/images.server";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { AGENCY_TOASTS } from "./agency-details.schema";
import type { AgencyListingInput } from "./agency-listing.schema";
import { agencyContractHtml } from "./contract";
import { renderAgencyContractPdf } from "./contract-pdf.server";
import { checkPdfBytes, collaborationContractKey, managementContractKey } from "./management-contract";

/** The role decides whether what they create is test content (docs/decisions/0025). */
type Actor = { id: string; email: string; name: string; role: UserRole };
export type PhotoFailure = { name: string; message: string };

const notFound = () => new DomainError("not_found", "No se encontró la propiedad.");

export const ownAgencyProperty = (userId: string, propertyId: string) =>
  ownProcessProperty(userId, propertyId, "agency");

/**
 * Checks the management contract from its bytes; when it is not a PDF, throws 'contract_invalid'
 * (the page shows the 'Error Crítico: No se pudo subir el archivo del contrato. {message}').
 */
export async function readManagementContract(file: UploadedPhoto): Promise<Buffer> {
  const bytes = Buffer.from(await file.bytes());
  const check = checkPdfBytes(bytes);
  if (!check.ok) throw new DomainError("contract_invalid", check.message);
  return bytes;
}

function commissionColumns(input: AgencyListingInput) {
  return {
    agencyCommissionPercentage: input.commission.percentage,
    agencyCommissionFixed: input.commission.fixed,
  };
}

async function storePhotos(
  storage: FileStorage,
  userId: string,
  propertyId: string,
  files: UploadedPhoto[],
): Promise<{ images: string[]; failed: PhotoFailure[] }> {
  const images: string[] = [];
  const failed: PhotoFailure[] = [];
  // Two at a time, as the photo endpoint does, so fifty photos do not take the server's memory.
  for (let start = 0; start < files.length; start += 2) {
    const batch = files.slice(start, start + 2);
    const results = await Promise.allSettled(
      batch.map(async (file) =>
        storePhoto({
          storage,
          userId,
          propertyFolder: propertyId,
          originalName: file.name,
          input: Buffer.from(await file.bytes()),
        }),
      ),
    );
    results.forEach((result, index) => {
      if (result.status === "fulfilled") images.push(result.value);
      else
        failed.push({
          name: batch[index]?.name ?? "foto",
          message:
            result.reason instanceof ImageRejectedError
              ? result.reason.message
              : "No se pudo guardar la foto.",
        });
    });
  }
  return { images, failed };
}

export type CreatedAgencyProperty = {
  propertyId: string;
  contractId: string;
  photoFailures: PhotoFailure[];
  overLimit: number;
};

/**
 * The agency accepted the collaboration contract (step 1): the photos, the management contract and
 * the signed contract's PDF are stored first, then the property (published, origin agency) and its
 * `property_contracts` row go in one transaction. If anything fails, every file is removed again,
 * so a property never exists without its accepted contract, and no file without its property.
 */
export async function createAgencyProperty({
  db,
  storage,
  user,
  input,
  photos,
  managementContract,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  user: Actor;
  input: AgencyListingInput;
  photos: UploadedPhoto[];
  managementContract: UploadedPhoto | null;
  now?: Date;
}): Promise<CreatedAgencyProperty> {
  if (!managementContract)
    throw new DomainError("contract_missing", AGENCY_TOASTS.contractMissing.description);
  const contractBytes = await readManagementContract(managementContract);
  const { accepted, rejectedCount } = takePhotosThatFit(0, photos);
  if (accepted.length < MIN_PHOTOS)
    throw new DomainError("not_enough_photos", AGENCY_TOASTS.notEnoughPhotos.description);

  const propertyId = randomUUID();
  const folder = `${user.id}/${propertyId}/`;
  const cleanUp = () =>
    Promise.allSettled([
      storage.deletePrefix(BUCKETS.propertyImages, folder),
      storage.deletePrefix(BUCKETS.propertyContracts, folder),
    ]);
  try {
    const { images, failed } = await storePhotos(storage, user.id, propertyId, accepted);
    if (images.length === 0) throw new DomainError("photos_failed", "No se pudieron subir las imágenes.");
    if (images.length < MIN_PHOTOS)
      throw new DomainError(
        "not_enough_photos",
        `${AGENCY_TOASTS.notEnoughPhotos.description} ${failed.length} no se pudieron subir.`,
      );

    const timestamp = now.getTime();
    const managementKey = managementContractKey(user.id, propertyId, timestamp);
    await storage
      .put(BUCKETS.propertyContracts, managementKey, contractBytes, "application/pdf")
      .catch((error) => {
        throw new DomainError("contract_store_failed", "No se pudo subir el archivo del contrato.", {
          cause: error,
        });
      });

    const contractHtml = agencyContractHtml(input.agencyDetails, now);
    const pdf = await renderAgencyContractPdf({
      agency: input.agencyDetails,
      acceptedAt: now,
      acceptedBy: user.email,
    });
    const pdfKey = collaborationContractKey(user.id, propertyId, timestamp);
    await storage.put(BUCKETS.propertyContracts, pdfKey, pdf, "application/pdf");

    const contractId = await db.transaction(async (tx) => {
      await tx.insert(properties).values({
        ...input.property,
        id: propertyId,
        userId: user.id,
        propertyOrigin: "agency",
        status: "published",
        isTest: createsTestListings(user.role),
        images,
        email: user.email,
        ownerName: user.name,
        agencyDetails: input.agencyDetails,
        ...commissionColumns(input),
        managementContractUrl: managementKey,
        createdAt: now,
        updatedAt: now,
      });
      const [contract] = await tx
        .insert(propertyContracts)
        .values({ userId: user.id, propertyId, contractHtml, acceptedAt: now, pdfStoragePath: pdfKey })
        .returning({ id: propertyContracts.id });
      if (!contract) throw new Error("contract row not created");
      return contract.id;
    });
    return { propertyId, contractId, photoFailures: failed, overLimit: rejectedCount };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * 'Reabrir y Editar' of step 1: the listing's fields, the agency and the commission, and a new
 * management contract if one was chosen (the old file stays until the new one is saved). Photos
 * are managed through the photo endpoint. The accepted contract is not changed.
 */
export async function updateAgencyListing({
  db,
  storage,
  user,
  propertyId,
  input,
  managementContract,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  user: Actor;
  propertyId: string;
  input: AgencyListingInput;
  managementContract: UploadedPhoto | null;
  now?: Date;
}): Promise<{ contractReplaced: boolean }> {
  const [current] = await db
    .select({ status: properties.status, managementContractUrl: properties.managementContractUrl })
    .from(properties)
    .where(ownAgencyProperty(user.id, propertyId));
  if (!current) throw notFound();
  if (current.status === "sold")
    throw new DomainError(
      "conflict",
      "La venta de esta propiedad ya está completada: no se puede modificar.",
    );
  let newKey: string | null = null;
  if (managementContract) {
    const bytes = await readManagementContract(managementContract);
    newKey = managementContractKey(user.id, propertyId, now.getTime());
    await storage.put(BUCKETS.propertyContracts, newKey, bytes, "application/pdf");
  }
  if (!newKey && !current.managementContractUrl)
    throw new DomainError("contract_missing", AGENCY_TOASTS.contractMissing.description);
  try {
    const updated = await db
      .update(properties)
      .set({
        ...input.property,
        agencyDetails: input.agencyDetails,
        ...commissionColumns(input),
        ...(newKey ? { managementContractUrl: newKey } : {}),
        updatedAt: now,
      })
      .where(and(ownAgencyProperty(user.id, propertyId), ne(properties.status, "sold")))
      .returning({ id: properties.id });
    if (updated.length === 0) throw notFound();
  } catch (error) {
    if (newKey) await storage.delete(BUCKETS.propertyContracts, newKey).catch(() => {});
    throw error;
  }
  if (newKey && current.managementContractUrl && current.managementContractUrl !== newKey)
    await storage.delete(BUCKETS.propertyContracts, current.managementContractUrl).catch(() => {});
  return { contractReplaced: newKey !== null };
}
