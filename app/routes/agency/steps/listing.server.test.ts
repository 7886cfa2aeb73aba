import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { propertyContracts } from "#app/db/schema/contracts";
import { properties } from "#app/db/schema/properties";
import { AgencyListingSchema } from "#app/domain/agency/agency-listing.schema";
import { createAgencyProperty } from "#app/domain/agency/agency-property.server";
import { agencyContractHtml } from "#app/domain/agency/contract";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { VALID_AGENCY_FORM } from "#tests/factories/agency";
import { jpegPhoto } from "#tests/factories/images";
import {
  ACCEPT,
  expectEveryAgencyPropertySigned,
  fifteenPhotos,
  filesUnder,
  managementPdf,
  multipart,
  post,
  withAgencyTestBed,
} from "#tests/support/agency-harness";

/**
 * Step 1, `/proceso-agencia/nueva/publicar` and `/proceso-agencia/<id>/publicar`: accepting the
 * contract creates the collaboration with its photos and PDFs, or nothing; saving edits it.
 */
const { database, storage, storageRoot, seller } = withAgencyTestBed();

describe("step 1: publishing the collaboration", () => {
  test("accepting the contract creates the published property, its contract row and PDF, and the management contract", async () => {
    const harness = await seller();
    const before = Date.now();
    const outcome = await post(harness, await multipart(ACCEPT));
    expect(outcome).toMatchObject({ kind: "redirect", toast: { title: "Has avanzado al paso 2" } });
    const { db } = database();
    const [property] = await db.select().from(properties).where(eq(properties.userId, harness.user.id));
    expect(property).toMatchObject({
      status: "published",
      propertyOrigin: "agency",
      propertyType: "Chalet",
      price: 695000,
      catastralReference: "9872023VH5797S0001WX",
      agencyCommissionPercentage: 4.5,
      agencyCommissionFixed: null,
      agencyDetails: { company_nif: "B12345674", legal_rep_dni: "12345678Z" },
    });
    expect(property?.images).toHaveLength(15);
    expect(outcome.kind === "redirect" && outcome.location).toBe(`/proceso-agencia/${property?.id}/campana`);
    expect(property?.managementContractUrl).toMatch(
      new RegExp(`^${harness.user.id}/${property?.id}/\\d{13}-[0-9a-f]{32}-management-contract\\.pdf$`),
    );
    expect(
      await storage().get(BUCKETS.propertyContracts, property?.managementContractUrl ?? ""),
    ).not.toBeNull();

    const [contract] = await db
      .select()
      .from(propertyContracts)
      .where(eq(propertyContracts.propertyId, property?.id ?? ""));
    expect(contract?.userId).toBe(harness.user.id);
    expect(contract?.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The exact text the agency read: the contract filled with its own data, at the time it accepted.
    const details = AgencyListingSchema.parse(VALID_AGENCY_FORM).agencyDetails;
    expect(contract?.contractHtml).toBe(agencyContractHtml(details, contract?.acceptedAt ?? new Date()));
    expect(contract?.contractHtml).toContain("Vértice Hogar Inmobiliaria S.L.");
    expect(await expectEveryAgencyPropertySigned(database().db, storage())).toBe(1);
  });

  test("a 'contract' that is not a PDF is refused with the spec's error, and nothing is left behind", async () => {
    const harness = await seller();
    const fake = { name: "contrato.pdf", bytes: await jpegPhoto(200, 200) };
    const outcome = await post(harness, await multipart(ACCEPT, { contract: fake }));
    expect(outcome).toMatchObject({
      kind: "data",
      status: 422,
      data: {
        toast: {
          title: "Error Crítico",
          description: "No se pudo subir el archivo del contrato. El archivo no es un PDF válido.",
        },
      },
    });
    const { db } = database();
    expect(await db.select().from(properties)).toHaveLength(0);
    expect(await db.select().from(propertyContracts)).toHaveLength(0);
    expect(filesUnder(storageRoot(), BUCKETS.propertyImages, harness.user.id)).toEqual([]);
    expect(filesUnder(storageRoot(), BUCKETS.propertyContracts, harness.user.id)).toEqual([]);
  });

  test("a missing contract, fewer than 15 photos or an invalid form create nothing", async () => {
    const harness = await seller();
    const noContract = await post(harness, await multipart(ACCEPT, { contract: null }));
    expect(noContract).toMatchObject({ kind: "data", data: { toast: { title: "Falta contrato" } } });
    const fewPhotos = await post(harness, await multipart(ACCEPT, { photoCount: 14 }));
    expect(fewPhotos).toMatchObject({
      kind: "data",
      data: { toast: { title: "Fotos insuficientes", description: "Debes subir al menos 15 fotos." } },
    });
    const noAgency = await post(harness, await multipart({ ...ACCEPT, company_name: "" }));
    expect(noAgency).toMatchObject({
      kind: "data",
      status: 400,
      data: { toast: { title: "Datos de la agencia requeridos" } },
    });
    const withoutAccepting = await post(harness, await multipart({ ...ACCEPT, intent: "save-listing" }));
    expect(withoutAccepting).toMatchObject({ kind: "data", status: 400 });
    const badNif = await post(harness, await multipart({ ...ACCEPT, company_nif: "B12345675" }));
    expect(badNif).toMatchObject({ kind: "data", status: 400 });
    expect(await database().db.select().from(properties)).toHaveLength(0);
    expect(filesUnder(storageRoot(), BUCKETS.propertyImages, harness.user.id)).toEqual([]);
  });

  test("a photo that is not an image is left out with the partial-failure note; all failing creates nothing", async () => {
    const harness = await seller();
    const withOneBad = await multipart(ACCEPT, { photoCount: 15 });
    withOneBad.append(
      "photos",
      new Blob([new TextEncoder().encode("no soy una foto")], { type: "image/jpeg" }),
      "rota.jpg",
    );
    const partial = await post(harness, withOneBad);
    expect(partial).toMatchObject({ kind: "redirect", toast: { title: "Has avanzado al paso 2" } });
    expect(partial.kind === "redirect" && partial.toast?.description).toContain(
      "Algunas imágenes no se pudieron subir. (rota.jpg)",
    );
    const [created] = await database().db.select({ images: properties.images }).from(properties);
    expect(created?.images).toHaveLength(15);

    const other = await seller();
    const allBad = await multipart(ACCEPT, { photoCount: 0 });
    for (let index = 0; index < 15; index++)
      allBad.append(
        "photos",
        new Blob([new TextEncoder().encode(`texto ${index}`)], { type: "image/jpeg" }),
        `rota-${index}.jpg`,
      );
    expect(await post(other, allBad)).toMatchObject({
      kind: "data",
      data: { toast: { title: "Error Crítico", description: "No se pudieron subir las imágenes." } },
    });
    expect(
      await database().db.select().from(properties).where(eq(properties.userId, other.user.id)),
    ).toHaveLength(0);
    expect(filesUnder(storageRoot(), BUCKETS.propertyImages, other.user.id)).toEqual([]);
    expect(filesUnder(storageRoot(), BUCKETS.propertyContracts, other.user.id)).toEqual([]);
  });

  test("if storing the signed PDF fails, neither the property nor any file remains", async () => {
    const harness = await seller();
    let contractWrites = 0;
    const failing: FileStorage = {
      ...storage(),
      async put(bucket, key, body, type) {
        if (bucket === BUCKETS.propertyContracts && ++contractWrites === 2) throw new Error("disk full");
        return storage().put(bucket, key, body, type);
      },
    };
    const pdf = await managementPdf();
    const images = await fifteenPhotos();
    const upload = (name: string, bytes: Buffer) => ({
      name,
      size: bytes.length,
      bytes: async () => new Uint8Array(bytes).buffer,
    });
    await expect(
      createAgencyProperty({
        db: database().db,
        storage: failing,
        user: harness.user,
        input: AgencyListingSchema.parse(VALID_AGENCY_FORM),
        photos: images.map((bytes, index) => upload(`f${index}.jpg`, bytes)),
        managementContract: upload("encargo.pdf", pdf),
      }),
    ).rejects.toThrow("disk full");
    expect(await database().db.select().from(properties)).toHaveLength(0);
    expect(filesUnder(storageRoot(), BUCKETS.propertyImages, harness.user.id)).toEqual([]);
    expect(filesUnder(storageRoot(), BUCKETS.propertyContracts, harness.user.id)).toEqual([]);
  });

  test("editing keeps the property and its contract; a non-PDF replacement is refused and the old one kept", async () => {
    const harness = await seller();
    await post(harness, await multipart(ACCEPT));
    const { db } = database();
    const [property] = await db.select().from(properties);
    const edit = {
      ...VALID_AGENCY_FORM,
      intent: "save-listing",
      propertyId: property?.id ?? "",
      commissionPercentage: "",
      commissionFixed: "12000",
    };
    const refused = await post(
      harness,
      await multipart(edit, { photoCount: 0, contract: { name: "x.pdf", bytes: Buffer.from("hola") } }),
    );
    expect(refused).toMatchObject({ kind: "data", data: { toast: { title: "Error Crítico" } } });
    const saved = await post(harness, await multipart(edit, { photoCount: 0, contract: null }));
    expect(saved).toMatchObject({ kind: "redirect", toast: { title: "¡Éxito!" } });
    const [after] = await db.select().from(properties);
    expect(after).toMatchObject({ agencyCommissionFixed: 12000, agencyCommissionPercentage: null });
    expect(after?.managementContractUrl).toBe(property?.managementContractUrl);
    expect(await db.select().from(propertyContracts)).toHaveLength(1);
  });
});
