import type { AppLoadContext } from "react-router";
import { paymentSettings, resolveProcessProperty } from "#app/domain/process/process-page.server";
import {
  findNewestSaleProperty,
  findPaidProducts,
  findProfileDni,
  findSaleProperty,
  type SaleProperty,
} from "#app/domain/sale/listing.server";
import { NEW_SALE_PARAM, PROPERTY_PARAM } from "#app/domain/sale/sale-path";
import { saleProgress } from "#app/domain/sale/step-access";
import { particularStep } from "#app/domain/sale/steps";
import type { SessionUser } from "#app/domain/users/session.server";

function serialize(property: SaleProperty) {
  const { createdAt, ...rest } = property;
  return { ...rest, createdAt: createdAt.toISOString(), step: particularStep(saleProgress(property)) };
}
export type SalePageProperty = ReturnType<typeof serialize>;

/** /vender's data: which property (`?id=`, else the newest under way; `?nueva` starts one) and the owner's DNI. */
export async function loadSalePage(context: AppLoadContext, user: SessionUser, url: URL) {
  const { property, requestedMissing } = await resolveProcessProperty(
    url,
    { id: PROPERTY_PARAM, startNew: NEW_SALE_PARAM },
    {
      byId: (id) => findSaleProperty(context.db, user.id, id),
      newest: () => findNewestSaleProperty(context.db, user.id),
    },
  );
  const [profileDni, paidProducts] = await Promise.all([
    findProfileDni(context.db, user.id),
    property ? findPaidProducts(context.db, user.id, property.id) : Promise.resolve([]),
  ]);
  return {
    user: { id: user.id, name: user.name, isTester: user.role === "tester", needsDni: profileDni === null },
    property: property ? { ...serialize(property), payments: paidProducts } : null,
    requestedMissing,
    payments: paymentSettings(context),
  };
}
export type SalePageData = Awaited<ReturnType<typeof loadSalePage>>;
