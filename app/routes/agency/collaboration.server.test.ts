import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/properties";
import { AgencyListingSchema } from "#app/domain/agency/agency-listing.schema";
import { updateAgencyDetails } from "#app/domain/agency/agency-queries.server";
import { submitAgencyDetails } from "#app/routes/dashboard/agency-details.server";
import { VALID_AGENCY_FORM } from "#tests/factories/agency";
import { createUser } from "#tests/factories/users";
import { createTestContext } from "#tests/setup/context";
import {
  ACCEPT,
  expectEveryAgencyPropertySigned,
  multipart,
  post,
  withAgencyTestBed,
} from "#tests/support/agency-harness";
import { loader as layoutLoader } from "./collaboration";
import { loader as entryLoader } from "./process";

/** `/proceso-agencia` and a collaboration's own address: who gets in, where it opens, the tester's shortcuts, and the agency's details. */
const { database, storage, seller } = withAgencyTestBed();

describe("/proceso-agencia", () => {
  test("sends visitors to /auth with from=agency", async () => {
    const context = createTestContext(database().db);
    for (const [loader, url, params] of [
      [entryLoader, "/proceso-agencia", {}],
      [layoutLoader, "/proceso-agencia/nueva/publicar", { propertyId: "nueva" }],
    ] as const) {
      const request = new Request(`http://localhost:3000${url}`);
      const thrown = await loader({ request, context, params } as never).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("Location")).toMatch(/^\/auth\?.*from=agency/);
    }
  });

  test("opens the newest collaboration on its step, or a new one; older links of e-mails lead there too", async () => {
    const harness = await seller();
    const opened = async (url: string) => {
      const request = new Request(`http://localhost:3000${url}`, { headers: { cookie: harness.cookie } });
      const thrown = await entryLoader({ request, context: harness.context, params: {} } as never).catch(
        (error: unknown) => error,
      );
      return (thrown as Response).headers.get("Location");
    };
    expect(await opened("/proceso-agencia")).toBe("/proceso-agencia/nueva/publicar");
    await post(harness, await multipart(ACCEPT));
    const [property] = await database().db.select({ id: properties.id }).from(properties);
    const id = property?.id ?? "";
    expect(await opened("/proceso-agencia")).toBe(`/proceso-agencia/${id}/campana`);
    expect(await opened(`/proceso-agencia?id=${id}&paso=1`)).toBe(`/proceso-agencia/${id}/publicar`);
    expect(await opened("/proceso-agencia?nueva")).toBe("/proceso-agencia/nueva/publicar");
    // Another agency's collaboration is no page at all, the same as none.
    const stranger = await seller();
    const request = new Request(`http://localhost:3000/proceso-agencia/${id}/publicar`, {
      headers: { cookie: stranger.cookie },
    });
    const refused = await layoutLoader({
      request,
      context: stranger.context,
      params: { propertyId: id },
    } as never)
      .then(() => null)
      .catch((error: unknown) => error as { init?: ResponseInit });
    expect(refused?.init?.status).toBe(404);
  });

  test("a tester's sample property comes with its contract and PDF, and its paid steps need no payment", async () => {
    const harness = await seller("tester");
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
    const agency = await seller();
    await post(agency, await multipart(ACCEPT));
    expect(await expectEveryAgencyPropertySigned(database().db, storage())).toBe(2);
  });

  test("only testers skip payments or create samples", async () => {
    const harness = await seller();
    await post(harness, await multipart(ACCEPT));
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
});

describe("Mis Datos: updating the agency details", () => {
  test("only the owner's own agency property changes", async () => {
    const owner = await seller();
    await post(owner, await multipart(ACCEPT));
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
    const owner = await seller();
    await post(owner, await multipart(ACCEPT));
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
