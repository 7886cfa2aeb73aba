import type { PropertyOrigin, PropertyStatus } from "#app/db/schema/properties";
import { saleProgress } from "#app/domain/sale/step-access";
import {
  buildChecklist,
  type ChecklistItem,
  isProcessFinished,
  type ProgressFlags,
} from "#app/domain/sale/steps";

/** What the dashboard needs of a property to place it in its process. */
export type ProgressSource = ProgressFlags & {
  status: PropertyStatus | string;
  propertyOrigin: PropertyOrigin;
};

export function isSold(property: Pick<ProgressSource, "status" | "saleConfirmed">): boolean {
  return property.status === "sold" || property.saleConfirmed;
}

/**
 * Six items for a private sale, four for an agency collaboration, each
 * Completado / En curso / Pendiente, derived exactly as the processes derive their step. A draft
 * listing (saved, not published) has not completed step 1 yet, in both processes.
 */
export function propertyChecklist(property: ProgressSource): ChecklistItem[] {
  return buildChecklist(property.propertyOrigin, saleProgress(property));
}

/** 'Ver Resumen Final' replaces 'Continuar Proceso' once every step is done. */
export function isPropertyFinished(property: ProgressSource): boolean {
  return isSold(property) || isProcessFinished(property.propertyOrigin, saleProgress(property));
}

/**
 * The property shown first: the one kept in progress in this browser when it is still
 * the user's, else the newest. `properties` come newest first.
 */
export function defaultSelectedProperty<T extends { id: string }>(
  properties: readonly T[],
  inProgressIds: ReadonlyArray<string | null>,
): T | null {
  for (const id of inProgressIds) {
    const kept = id ? properties.find((property) => property.id === id) : undefined;
    if (kept) return kept;
  }
  return properties[0] ?? null;
}
