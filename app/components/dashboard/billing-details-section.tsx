import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { BillingDetailsForm } from "#app/components/billing/billing-details-form";
import { Button } from "#app/components/ui/button";
import { FOREIGN_ID_TYPES, formatDomicile } from "#app/domain/invoices/billing-details";
import type { BillingForm } from "#app/domain/invoices/billing-details.server";

/**
 * 'Datos de facturación' in 'Mis Datos': the domicile an owner's invoices name. Read-only once
 * given, with 'Cambiar domicilio' (not a second 'Editar' beside the personal data's); the form
 * itself while it is missing (the payment step asks for it too). The DNI is asked for beside it, in
 * 'Datos personales', never twice on one page.
 */
export function BillingDetailsSection({ billing }: { billing: BillingForm }) {
  const [isEditing, setEditing] = useState(false);
  // Saved: the loader's new data comes back, and the section shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new billing data is the trigger.
  useEffect(() => {
    setEditing(false);
  }, [billing]);
  const { domicile } = billing;
  return (
    <section
      aria-labelledby="billing-heading"
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="billing-heading" className="font-semibold text-foreground text-lg">
          Datos de facturación
        </h2>
        {domicile && !isEditing ? (
          <Button type="button" variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> Cambiar domicilio
          </Button>
        ) : null}
      </div>
      {billing.needsDni && (domicile?.country ?? "ES") === "ES" ? (
        <p className="text-accent text-sm">
          Añade también tu DNI o NIE en Datos personales: la factura lo lleva.
        </p>
      ) : null}
      {domicile && !isEditing ? (
        <dl className="flex min-w-0 flex-col gap-1">
          <dt className="text-muted-foreground text-sm">Domicilio</dt>
          <dd className="break-words font-medium text-foreground">{formatDomicile(domicile)}</dd>
          {billing.foreignId ? (
            <>
              <dt className="mt-2 text-muted-foreground text-sm">
                {FOREIGN_ID_TYPES[billing.foreignId.type]}
              </dt>
              <dd className="break-words font-medium text-foreground">{billing.foreignId.id}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            Tus facturas llevan tu nombre, tu DNI o NIE y tu domicilio, como exige la ley. Te lo pedimos antes
            del primer pago.
          </p>
          <BillingDetailsForm
            billing={billing}
            asksDni={false}
            onCancel={domicile ? () => setEditing(false) : undefined}
          />
        </>
      )}
    </section>
  );
}
