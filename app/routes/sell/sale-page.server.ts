import type { AppLoadContext } from "react-router";
import { SALE_STEPS, saleStepPath } from "#app/domain/kernel/process-urls";
import { SALE_PROCESS } from "#app/domain/process/processes";
import { findArrasContract } from "#app/domain/sale/arras.server";
import { loadBuyerQuestion } from "#app/domain/sale/buyer-answer.server";
import { findPaidProducts, SALE_PAGE_QUERIES, type SaleProperty } from "#app/domain/sale/listing.server";
import { saleProgress } from "#app/domain/sale/step-access";
import { particularStep } from "#app/domain/sale/steps";
import type { SessionUser } from "#app/domain/users/session.server";
import {
  openProcessProperty,
  type ProcessRoutes,
  processEntryPath,
  requireOwnProcessProperty,
} from "#app/routes/process/process-page.server";

/** How /vender's URLs and steps are read (docs/decisions/0045-process-routes-by-step.md). */
export const SALE_ROUTES: ProcessRoutes<SaleProperty> = {
  queries: SALE_PAGE_QUERIES,
  rules: SALE_PROCESS,
  steps: SALE_STEPS,
  progress: saleProgress,
  stepPath: saleStepPath,
};

function serialize(property: SaleProperty) {
  const { createdAt, ...rest } = property;
  return { ...rest, createdAt: createdAt.toISOString(), step: particularStep(saleProgress(property)) };
}
export type SalePageProperty = ReturnType<typeof serialize>;

const pageUser = (user: SessionUser) => ({ id: user.id, name: user.name, isTester: user.role === "tester" });

/**
 * `/vender`'s choices, made in the browser, which alone knows the property it keeps in progress:
 * that one when it is still one of the owner's sales under way, else the newest on its current step
 * (else a new one).
 */
export async function loadSaleEntry(context: AppLoadContext, user: SessionUser) {
  const [newest, underWay] = await Promise.all([
    processEntryPath(context, user.id, SALE_ROUTES),
    SALE_PAGE_QUERIES.underWayIds(context.db, user.id),
  ]);
  return { userId: user.id, newest, underWay };
}
export type SaleEntry = Awaited<ReturnType<typeof loadSaleEntry>>;

/** One of the user's own sales (by the URL's id), else a 404. */
export const requireOwnSale = (context: AppLoadContext, user: SessionUser, propertyId: string | undefined) =>
  requireOwnProcessProperty(context, user.id, propertyId, SALE_PAGE_QUERIES);

/**
 * `/vender/<id>`'s own data, what every step shows around its body: the property, its progress,
 * and what the completed steps' 'Ver' dialogs read (the payments of steps 2 and 6, the buyer of
 * step 6), and the seller's residence the arras recorded, which the advice after the deed follows
 * (docs/decisions/0051). `/vender/nueva/anuncio` has no property yet: step 1's blank form.
 */
export async function loadSaleLayout(
  context: AppLoadContext,
  user: SessionUser,
  url: URL,
  propertyId: string | undefined,
) {
  const property = await openProcessProperty(context, user.id, url, propertyId, SALE_ROUTES);
  if (!property) return { user: pageUser(user), property: null };
  const [payments, buyer, arras] = await Promise.all([
    findPaidProducts(context.db, user.id, property.id),
    // The property is the user's own (above), so its leads may be listed here.
    loadBuyerQuestion(context.db, property.id),
    findArrasContract(context.db, user.id, property.id),
  ]);
  const sellerResidence = arras?.terms.sellerResidence ?? null;
  const deedDate = arras?.terms.deedDeadline ?? null;
  return {
    user: pageUser(user),
    property: { ...serialize(property), payments, buyer, sellerResidence, deedDate },
  };
}
export type SaleLayoutData = Awaited<ReturnType<typeof loadSaleLayout>>;
