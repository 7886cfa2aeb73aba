import { ArrowRight } from "lucide-react";
import type { ProcessActionData } from "#app/components/process/use-action-toast";
import { Button } from "#app/components/ui/button";
import {
  commissionLabel,
  SPLIT_PERCENT,
  WORKED_EXAMPLE,
  workedExampleSplit,
} from "#app/domain/agency/agreement";
import type { DealReport, PendingDealReport } from "#app/domain/agency/deal-report-queries.server";
import { AGENCY_PAYMENT_WORKING_DAYS, AGENCY_REPORTING_HOURS } from "#app/domain/legal/terms";
import type { StepAvailability } from "#app/domain/process/steps";
import { formatPrice } from "#app/lib/format";
import { DealReportForm } from "./deal-report-form";
import { FeeArithmetic } from "./fee-arithmetic";
import type { AgencyLayoutProperty } from "./types";

type Property = AgencyLayoutProperty & { dealReports: DealReport[]; pendingReport: PendingDealReport | null };

/**
 * Step 3: the agreement summary, this listing's fee arithmetic and the worked example
 * (decisions.md). The step is read, not saved: while it is current it says what comes next.
 */
export function AgreementStep({
  property,
  state,
  today,
  actionData,
  onNext,
}: {
  property: Property;
  state: StepAvailability;
  /** The day in Spain, for the 48-hour form's dates. */
  today: string;
  actionData?: ProcessActionData;
  /** Opens step 4, the final fee. */
  onNext: () => void;
}) {
  const example = workedExampleSplit();
  return (
    <div className="flex flex-col gap-6">
      <p>
        Los honorarios que cobres por la venta a un comprador llegado a través de la plataforma se reparten{" "}
        <strong>
          {SPLIT_PERCENT.agency} % para tu agencia y {SPLIT_PERCENT.platform} % para la plataforma
        </strong>
        , sin impuestos. Comunícanos la firma de las arras y la de la escritura en las{" "}
        {AGENCY_REPORTING_HOURS} horas siguientes, con el formulario «Comunicar la firma» de este paso; la
        parte de la plataforma se paga en los {AGENCY_PAYMENT_WORKING_DAYS} días hábiles siguientes a la
        escritura. Si el precio final es menor, el reparto se aplica a la comisión de ese precio. Todos los
        importes, sin IVA.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <section
          aria-labelledby="split-own"
          className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
        >
          <h4 id="split-own" className="font-semibold text-foreground">
            Tu propiedad
          </h4>
          <p className="text-muted-foreground text-sm">
            Precio {property.price === null ? "—" : formatPrice(property.price)} · comisión{" "}
            {commissionLabel(property)}
          </p>
          {property.split ? (
            <FeeArithmetic split={property.split} />
          ) : (
            <p className="text-muted-foreground text-sm">
              Indica el precio y la comisión en el paso 1 para ver el reparto.
            </p>
          )}
        </section>
        <section
          aria-labelledby="split-example"
          className="flex flex-col gap-3 rounded-xl border border-border bg-muted/40 p-4"
        >
          <h4 id="split-example" className="font-semibold text-foreground">
            Ejemplo
          </h4>
          <p className="text-muted-foreground text-sm">
            Venta de {formatPrice(WORKED_EXAMPLE.price)} con una comisión del {WORKED_EXAMPLE.percentage} %
          </p>
          <FeeArithmetic split={example} balance={false} />
        </section>
      </div>
      {property.marketingActive ? (
        <DealReportForm
          propertyId={property.id}
          reports={property.dealReports}
          pending={property.pendingReport}
          today={today}
          actionData={actionData}
        />
      ) : null}
      {state === "current" ? (
        <section
          aria-labelledby="agreement-next"
          className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex flex-col gap-1">
            <h4 id="agreement-next" className="font-semibold text-foreground">
              Siguiente paso
            </h4>
            <p className="text-sm">
              La campaña está en marcha: te enviamos los contactos de los compradores. Cuando vendas la
              propiedad a uno de ellos, paga la comisión final en el paso 4 y comunícanos la operación.
            </p>
          </div>
          <Button onClick={onNext} className="h-auto min-h-11 self-start whitespace-normal py-2 text-left">
            Ir al paso 4: Comisión Final de Agencia <ArrowRight aria-hidden="true" />
          </Button>
        </section>
      ) : null}
    </div>
  );
}
