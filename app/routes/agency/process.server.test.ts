import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { propertyContracts } from "#app/db/schema/contracts";
import { properties } from "#app/db/schema/properties";
import { AgencyListingSchema } from "#app/domain/agency/agency-listing.schema";
import { createAgencyProperty } from "#app/domain/agency/agency-property.server";
import { updateAgencyDetails } from "#app/domain/agency/agency-queries.server";
import { agencyContractHtml } from "#app/domain/agency/contract";
import { checkPdfBytes } from "#app/domain/agency/management-contract";
import { renderPdf } from "#app/lib/pdf.server";
import { BUCKETS, configureStorage, type FileStorage } from "#app/lib/storage.server";
import { submitAgencyDetails } from "#app/routes/dashboard/agency-details.server";
import { VALID_AGENCY_FORM } from "#tests/factories/agency";
import { jpegPhoto } from "#tests/factories/images";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { runAction } from "#tests/support/route-action";
import { action, loader } from "./process";

const database = withTestDatabase();
let storageRoot: string;
let storage: FileStorage;
beforeEach(async () => {
  await database().truncate();
  storageRoot = mkdtempSync(path.join(tmpdir(), "zaguan-agency-"));
  storage = configureStorage({ rootDir: storageRoot });
});

type Harness = { user: TestUser; cookie: string; context: AppLoadContext };

async function signedIn(role: TestUser["role"] = "user"): Promise<Harness> {
  const { db } = database();
  const user = await createUser(db, { role, name: "Lucía Ferrer Soler" });
  const context = createTestContext(db);
  return { user, cookie: await sessionCookie(context, user), context };
}

let photos: Promise<Buffer[]> | undefined;
const fifteenPhotos = () => {
  photos ??= Promise.all(Array.from({ length: 15 }, (_, index) => jpegPhoto(320, 240, index * 20)));
  return photos;
};
const managementPdf = () =>
  renderPdf({ title: "Encargo de venta", blocks: [{ type: "paragraph", text: "Firmado." }] });

async function multipart(
  fields: Record<string, string>,
  {
    photoCount = 15,
    contract,
  }: { photoCount?: number; contract?: { name: string; bytes: Buffer } | null } = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const images = await fifteenPhotos();
  for (let index = 0; index < photoCount; index++)
    body.append(
      "photos",
      new Blob([new Uint8Array(images[index % images.length] as Buffer)], { type: "image/jpeg" }),
      `foto-${index}.jpg`,
    );
  const file = contract === undefined ? { name: "encargo.pdf", bytes: await managementPdf() } : contract;
  if (file)
    body.append(
      "managementContract",
      new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }),
      file.name,
    );
  return body;
}

async function post(harness: Harness, body: FormData) {
  const request = new Request("http://localhost:3000/proceso-agencia", {
    method: "POST",
    body,
    headers: { cookie: harness.cookie },
  });
  return runAction(action, request, harness.context);
}

const accept = { ...VALID_AGENCY_FORM, intent: "accept-contract" };

function filesUnder(bucket: string, userId: string): string[] {
  try {
    return readdirSync(path.join(storageRoot, bucket, userId), { recursive: true }) as string[];
  } catch {
    return [];
  }
}

/** The invariant of the issue: every agency property has its accepted contract and its PDF. */
async function expectEveryAgencyPropertySigned() {
  const { db } = database();
  const rows = await db
    .select({
      id: properties.id,
      contractHtml: propertyContracts.contractHtml,
      pdf: propertyContracts.pdfStoragePath,
    })
    .from(properties)
    .leftJoin(propertyContracts, eq(propertyContracts.propertyId, properties.id))
    .where(eq(properties.propertyOrigin, "agency"));
  for (const row of rows) {
    expect(row.contractHtml, `contract of ${row.id}`).toBeTruthy();
    const stored = row.pdf ? await storage.get(BUCKETS.propertyContracts, row.pdf) : null;
    expect(stored, `PDF of ${row.id}`).not.toBeNull();
    expect(checkPdfBytes(new Uint8Array(stored?.body ?? Buffer.alloc(0))).ok).toBe(true);
  }
  return rows.length;
}

describe("/proceso-agencia", () => {
  test("sends visitors to /auth with from=agency", async () => {
    const context = createTestContext(database().db);
    const request = new Request("http://localhost:3000/proceso-agencia");
    const thrown = await loader({ request, context, params: {} } as never).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/auth\?.*from=agency/);
  });

  test("accepting the contract creates the published property, its contract row and PDF, and the management contract", async () => {
    const harness = await signedIn();
    const before = Date.now();
    const outcome = await post(harness, await multipart(accept));
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
    expect(outcome.kind === "redirect" && outcome.location).toBe(`/proceso-agencia?id=${property?.id}`);
    expect(property?.managementContractUrl).toMatch(
      new RegExp(`^${harness.user.id}/${property?.id}/\\d{13}-[0-9a-f]{32}-management-contract\\.pdf$`),
    );
    expect(
      await storage.get(BUCKETS.propertyContracts, property?.managementContractUrl ?? ""),
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
    expect(await expectEveryAgencyPropertySigned()).toBe(1);
  });

  test("a 'contract' that is not a PDF is refused with the spec's error, and nothing is left behind", async () => {
    const harness = await signedIn();
    const fake = { name: "contrato.pdf", bytes: await jpegPhoto(200, 200) };
    const outcome = await post(harness, await multipart(accept, { contract: fake }));
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
    expect(filesUnder(BUCKETS.propertyImages, harness.user.id)).toEqual([]);
    expect(filesUnder(BUCKETS.propertyContracts, harness.user.id)).toEqual([]);
  });

  test("a missing contract, fewer than 15 photos or an invalid form create nothing", async () => {
    const harness = await signedIn();
    const noContract = await post(harness, await multipart(accept, { contract: null }));
    expect(noContract).toMatchObject({ kind: "data", data: { toast: { title: "Falta contrato" } } });
    const fewPhotos = await post(harness, await multipart(accept, { photoCount: 14 }));
    expect(fewPhotos).toMatchObject({
      kind: "data",
      data: { toast: { title: "Fotos insuficientes", description: "Debes subir al menos 15 fotos." } },
    });
    const noAgency = await post(harness, await multipart({ ...accept, company_name: "" }));
    expect(noAgency).toMatchObject({
      kind: "data",
      status: 400,
      data: { toast: { title: "Datos de la agencia requeridos" } },
    });
    const withoutAccepting = await post(harness, await multipart({ ...accept, intent: "save-listing" }));
    expect(withoutAccepting).toMatchObject({ kind: "data", status: 400 });
    const badNif = await post(harness, await multipart({ ...accept, company_nif: "B12345675" }));
    expect(badNif).toMatchObject({ kind: "data", status: 400 });
    expect(await database().db.select().from(properties)).toHaveLength(0);
    expect(filesUnder(BUCKETS.propertyImages, harness.user.id)).toEqual([]);
  });

  test("a photo that is not an image is left out with the partial-failure note; all failing creates nothing", async () => {
    const harness = await signedIn();
    const withOneBad = await multipart(accept, { photoCount: 15 });
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

    const other = await signedIn();
    const allBad = await multipart(accept, { photoCount: 0 });
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
    expect(filesUnder(BUCKETS.propertyImages, other.user.id)).toEqual([]);
    expect(filesUnder(BUCKETS.propertyContracts, other.user.id)).toEqual([]);
  });

  test("if storing the signed PDF fails, neither the property nor any file remains", async () => {
    const harness = await signedIn();
    let contractWrites = 0;
    const failing: FileStorage = {
      ...storage,
      async put(bucket, key, body, type) {
        if (bucket === BUCKETS.propertyContracts && ++contractWrites === 2) throw new Error("disk full");
        return storage.put(bucket, key, body, type);
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
    expect(filesUnder(BUCKETS.propertyImages, harness.user.id)).toEqual([]);
    expect(filesUnder(BUCKETS.propertyContracts, harness.user.id)).toEqual([]);
  });

  test("a tester's sample property comes with its contract and PDF, and its paid steps need no payment", async () => {
    const harness = await signedIn("tester");
    const created = await post(
      harness,
      await multipart({ intent: "create-sample" }, { photoCount: 0, contract: null }),
    );
    expect(created).toMatchObject({ kind: "redirect", toast: { title: "Propiedad de prueba creada" } });
    const { db } = database();
    const [sample] = await db.select().from(properties).where(eq(properties.userId, harness.user.id));
    expect(sample).toMatchObject({ status: "published", propertyOrigin: "agency", price: 250000 });
    expect(sample?.agencyDetails?.company_name).toBe("Inmobiliaria de Prueba S.L.");

    const pay = (product: string) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({
        intent: "tester-pay",
        propertyId: sample?.id ?? "",
        product,
      }))
        body.append(key, value);
      return post(harness, body);
    };
    // The final fee is locked until the campaign is active.
    expect(await pay("final_fee")).toMatchObject({ kind: "data", data: { toast: { title: "Error" } } });
    expect(await pay("marketing")).toMatchObject({ toast: { title: "Has avanzado al paso 3" } });
    expect(await pay("final_fee")).toMatchObject({ toast: { title: "¡Venta confirmada!" } });
    const [sold] = await db
      .select()
      .from(properties)
      .where(eq(properties.id, sample?.id ?? ""));
    expect(sold).toMatchObject({
      status: "sold",
      saleConfirmed: true,
      marketingActive: true,
      paymentStatus: "paid_tester",
    });

    // And a real agency's property next to it: every agency property is signed.
    const agency = await signedIn();
    await post(agency, await multipart(accept));
    expect(await expectEveryAgencyPropertySigned()).toBe(2);
  });

  test("only testers skip payments or create samples", async () => {
    const harness = await signedIn();
    await post(harness, await multipart(accept));
    const [property] = await database().db.select({ id: properties.id }).from(properties);
    const body = new FormData();
    for (const [key, value] of Object.entries({
      intent: "tester-pay",
      propertyId: property?.id ?? "",
      product: "marketing",
    }))
      body.append(key, value);
    expect(await post(harness, body)).toMatchObject({ kind: "data", data: { toast: { title: "Error" } } });
    const sample = new FormData();
    sample.append("intent", "create-sample");
    expect(await post(harness, sample)).toMatchObject({ kind: "data", status: 403 });
    const [after] = await database()
      .db.select()
      .from(properties)
      .where(eq(properties.id, property?.id ?? ""));
    expect(after?.marketingActive).toBe(false);
  });

  test("editing keeps the property and its contract; a non-PDF replacement is refused and the old one kept", async () => {
    const harness = await signedIn();
    await post(harness, await multipart(accept));
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

describe("Mis Datos: updating the agency details", () => {
  test("only the owner's own agency property changes", async () => {
    const owner = await signedIn();
    await post(owner, await multipart(accept));
    const { db } = database();
    const [property] = await db.select({ id: properties.id }).from(properties);
    const details = {
      ...AgencyListingSchema.parse(VALID_AGENCY_FORM).agencyDetails,
      company_name: "Nuevo Nombre S.L.",
    };
    const stranger = await createUser(db);
    await expect(
      updateAgencyDetails({ db, userId: stranger.id, propertyId: property?.id ?? "", details }),
    ).rejects.toThrow();
    await updateAgencyDetails({ db, userId: owner.user.id, propertyId: property?.id ?? "", details });
    const [after] = await db.select({ agencyDetails: properties.agencyDetails }).from(properties);
    expect(after?.agencyDetails?.company_name).toBe("Nuevo Nombre S.L.");
  });

  test("the form's submission: validated with the agency schema, saved only on the user's own property", async () => {
    const owner = await signedIn();
    await post(owner, await multipart(accept));
    const { db } = database();
    const [property] = await db.select({ id: properties.id }).from(properties);
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({
        ...AgencyListingSchema.parse(VALID_AGENCY_FORM).agencyDetails,
        propertyId: property?.id ?? "",
        ...fields,
      }))
        body.append(key, value);
      return body;
    };
    const invalid = await submitAgencyDetails({
      db,
      userId: owner.user.id,
      formData: form({ company_nif: "B12345675" }),
    });
    expect(invalid).toMatchObject({
      ok: false,
      toast: { description: "No se pudieron guardar los cambios." },
    });
    const stranger = await createUser(db);
    expect(
      await submitAgencyDetails({
        db,
        userId: stranger.id,
        formData: form({ company_name: "Intrusa S.L." }),
      }),
    ).toMatchObject({ ok: false });
    const saved = await submitAgencyDetails({
      db,
      userId: owner.user.id,
      formData: form({ company_name: "Vértice Norte S.L." }),
    });
    expect(saved).toMatchObject({
      ok: true,
      toast: { title: "¡Éxito!", description: "Tus datos se han guardado correctamente." },
    });
    const [after] = await db.select({ agencyDetails: properties.agencyDetails }).from(properties);
    expect(after?.agencyDetails?.company_name).toBe("Vértice Norte S.L.");
  });
});
