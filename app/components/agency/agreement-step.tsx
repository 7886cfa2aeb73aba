import type { AgencyPageData } from "#app/domain/agency/agency-page.server";
import {
  commissionLabel,
  SPLIT_PERCENT,
  WORKED_EXAMPLE,
  workedExampleSplit,
} from "#app/domain/agency/agreement";
import { AGENCY_PAYMENT_WORKING_DAYS, AGENCY_REPORTING_HOURS } from "#app/domain/legal/terms";
import { formatPrice } from "#app/lib/format";

type Property = NonNullable<AgencyPageData["property"]>;

function SplitRows({ total, agency, platform }: { total: number; agency: number; platform: number }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Comisión total (sin impuestos)</dt>
      <dd className="text-right font-semibold tabular-nums">{formatPrice(total)}</dd>
      <dt className="text-muted-foreground">Para tu agencia ({SPLIT_PERCENT.agency} %)</dt>
      <dd className="text-right font-semibold text-success tabular-nums">{formatPrice(agency)}</dd>
      <dt className="text-muted-foreground">Para la plataforma ({SPLIT_PERCENT.platform} %)</dt>
      <dd className="text-right font-semibold tabular-nums">{formatPrice(platform)}</dd>
    </dl>
  );
}

/** Step 3: the agreement summary, the 60/40 split for this listing and the worked example (decisions.md). */
export function AgreementStep({ property }: { property: Property }) {
  const example = workedExampleSplit();
  return (
    <div className="flex flex-col gap-6">
      <p>
        Los honorarios que cobres por la venta a un comprador llegado a través de la plataforma se reparten{" "}
        <strong>
          {SPLIT_PERCENT.agency} % para tu agencia y {SPLIT_PERCENT.platform} % para la plataforma
        </strong>
        , sin impuestos. Comunícanos las arras o la escritura en {AGENCY_REPORTING_HOURS} horas; la parte de
        la plataforma se paga en los {AGENCY_PAYMENT_WORKING_DAYS} días hábiles siguientes a la escritura. Si
        el precio final es menor, el reparto se aplica a la comisión de ese precio.
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
            <SplitRows
              total={property.split.totalCommission}
              agency={property.split.agency}
              platform={property.split.platform}
            />
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
          <SplitRows total={example.totalCommission} agency={example.agency} platform={example.platform} />
        </section>
      </div>
    </div>
  );
}
