import { Check, X } from "lucide-react";
import { Section } from "#app/components/marketing/section";
import type { SavingsEstimate } from "#app/domain/savings";
import { AGENCY_RATE_MAX_PERCENT, AGENCY_RATE_MIN_PERCENT } from "#app/domain/savings";
import { formatPrice } from "#app/lib/format";

const euros = (cents: number) => formatPrice(cents / 100);

/** Traditional agency against Zaguán, with the landing's 200.000 € example. */
export function ComparisonTable({ example, brandName }: { example: SavingsEstimate; brandName: string }) {
  const rows: { label: string; agency: string; zaguan: string; zaguanWins?: boolean }[] = [
    {
      label: "Lo que cuesta",
      agency: `Del ${AGENCY_RATE_MIN_PERCENT} % al ${AGENCY_RATE_MAX_PERCENT} % del precio de venta + IVA`,
      zaguan: `${euros(example.zaguanMarketingOnly.base)} + IVA de campaña y ${euros(example.zaguanWithSuccessFee.base - example.zaguanMarketingOnly.base)} + IVA solo si vendes con un contacto nuestro`,
    },
    {
      label: `En un piso de ${formatPrice(example.price)}`,
      agency: `De ${euros(example.agencyMin.base)} a ${euros(example.agencyMax.base)} + IVA`,
      zaguan: `De ${euros(example.zaguanMarketingOnly.base)} a ${euros(example.zaguanWithSuccessFee.base)} + IVA`,
    },
    { label: "Exclusividad", agency: "Frecuente, durante varios meses", zaguan: "Nunca", zaguanWins: true },
    {
      label: "Marketing",
      agency: "Escaparate y portales inmobiliarios",
      zaguan: "Buscador, dos redes sociales y portales inmobiliarios",
    },
    {
      label: "Quién habla con los compradores",
      agency: "La agencia",
      zaguan: "Tú, directamente",
      zaguanWins: true,
    },
    { label: "Quién decide el precio", agency: "Lo negocias con la agencia", zaguan: "Tú", zaguanWins: true },
  ];

  return (
    <Section
      id="comparativa"
      eyebrow="Comparativa"
      title={`Agencia tradicional o ${brandName}`}
      lead={`Las agencias tradicionales cobran entre un ${AGENCY_RATE_MIN_PERCENT} % y un ${AGENCY_RATE_MAX_PERCENT} % del precio. Con nosotros pagas un precio fijo y te ahorras hasta ${euros(example.savingMax.base)} en un piso de ${formatPrice(example.price)}.`}
    >
      <div className="hidden overflow-hidden rounded-2xl border border-border bg-card shadow-card sm:block">
        <table className="w-full table-fixed border-collapse text-left">
          <caption id="comparison-caption" className="sr-only">
            Comparativa de costes y condiciones entre una agencia tradicional y {brandName}
          </caption>
          <thead>
            <tr className="border-border border-b bg-muted">
              <th scope="col" className="w-[28%] px-4 py-4 lg:px-6 font-semibold">
                <span className="sr-only">Concepto</span>
              </th>
              <th scope="col" className="px-4 py-4 lg:px-6 font-semibold text-muted-foreground">
                Agencia tradicional
              </th>
              <th scope="col" className="bg-primary px-4 py-4 lg:px-6 font-semibold text-primary-foreground">
                {brandName}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-border border-b last:border-b-0">
                <th scope="row" className="px-4 py-4 lg:px-6 align-top font-semibold">
                  {row.label}
                </th>
                <td className="px-4 py-4 lg:px-6 align-top text-muted-foreground">
                  <span className="flex items-start gap-2">
                    {row.zaguanWins ? (
                      <X aria-hidden="true" className="mt-1 size-4 shrink-0 text-destructive" />
                    ) : null}
                    {row.agency}
                  </span>
                </td>
                <td className="bg-primary-soft/60 px-4 py-4 lg:px-6 align-top font-medium text-foreground">
                  <span className="flex items-start gap-2">
                    {row.zaguanWins ? (
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                    ) : null}
                    {row.zaguan}
                  </span>
                </td>
              </tr>
            ))}
            <tr className="bg-accent-soft">
              <th scope="row" className="px-4 py-5 lg:px-6 align-top font-semibold">
                Tu ahorro
              </th>
              <td className="px-4 py-5 lg:px-6 text-muted-foreground">—</td>
              <td className="px-4 py-5 lg:px-6 font-bold text-accent text-xl">
                Hasta {euros(example.savingMax.base)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      {/* On a phone three columns do not fit: the same comparison, one row per card. */}
      <ul className="flex flex-col gap-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.label} className="rounded-xl border border-border bg-card p-4 shadow-card">
            <p className="font-semibold text-foreground">{row.label}</p>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground text-xs">Agencia tradicional</dt>
                <dd className="mt-1 text-muted-foreground">{row.agency}</dd>
              </div>
              <div className="rounded-lg bg-primary-soft p-2">
                <dt className="font-semibold text-primary text-xs">{brandName}</dt>
                <dd className="mt-1 font-medium text-foreground">{row.zaguan}</dd>
              </div>
            </dl>
          </li>
        ))}
        <li className="rounded-xl bg-accent-soft p-4">
          <p className="font-semibold text-foreground">Tu ahorro</p>
          <p className="mt-1 font-bold text-accent text-xl">Hasta {euros(example.savingMax.base)}</p>
        </li>
      </ul>
      <p className="mt-4 text-muted-foreground text-sm">
        Ejemplo con un piso de {formatPrice(example.price)}. El ahorro máximo compara la comisión más alta (
        {AGENCY_RATE_MAX_PERCENT} %) con la tarifa de campaña, cuando vendes por tu cuenta; si el comprador te
        llega por nosotros, se suma la comisión de éxito. Todos los importes, sin IVA.
      </p>
    </Section>
  );
}
