import type { AppLoadContext } from "react-router";
import { saleStepPath } from "#app/domain/kernel/process-urls";
import {
  domainFailure as processDomainFailure,
  redirectWithToastFor,
} from "../process/process-actions.server";

/** How the sale page answers: shared by its listing, step and arras actions. */

/** The sale page answers every unexpected-but-known refusal under the intent 'error'. */
export const domainFailure = (error: unknown, title?: string) =>
  processDomainFailure(error, { title, intent: "error" });

/** A step done: on to the next step's page, told which it is (or that the sale is complete). */
export const advanced = (context: AppLoadContext, propertyId: string, step: number) =>
  redirectWithToastFor(context, saleStepPath(propertyId, Math.min(step, 6)), {
    title: step > 6 ? "¡Venta completada!" : `Has avanzado al paso ${step}`,
    variant: "success",
  });
