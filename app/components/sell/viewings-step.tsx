import { useId } from "react";
import { VIEWING_CHECKLIST } from "#app/domain/sale/step-guides";
import { CompleteStepForm } from "./complete-step-form";
import { ListingViewings } from "./listing-viewings";
import { SellerDealEnd } from "./seller-deal-end";
import type { ViewingsStepData } from "./types";

/** A checklist for the owner to tick as they get ready (kept in the page only: it is a memo, not data). */
export function Checklist({ title, items }: { title: string; items: readonly string[] }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-foreground">{title}</legend>
      {items.map((item, index) => (
        <label
          key={item}
          htmlFor={`${id}-${index}`}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 text-sm has-[:checked]:border-success has-[:checked]:bg-success/5"
        >
          <input id={`${id}-${index}`} type="checkbox" className="size-4 accent-[var(--color-success)]" />
          {item}
        </label>
      ))}
    </fieldset>
  );
}

/** Step 3: getting ready for viewings; completing it records visits_managed. */
export function ViewingsStep({
  data,
  canAct,
  actionData,
}: {
  data: ViewingsStepData;
  canAct: boolean;
  actionData?: unknown;
}) {
  const { property } = data;
  if (!property) return null;
  return (
    <div className="flex flex-col gap-6">
      <SellerDealEnd property={property} actionData={actionData} />
      {property.viewings ? <ListingViewings propertyId={property.id} viewings={property.viewings} /> : null}
      <Checklist title="Antes de la primera visita" items={VIEWING_CHECKLIST} />
      <CompleteStepForm
        propertyId={property.id}
        step={3}
        label="He preparado las visitas"
        isDone={property.visitsManaged}
        disabled={!canAct}
      />
    </div>
  );
}
