import { useListingWords } from "#app/components/listings/listing-words";
import type { EuroRange } from "#app/domain/taxes/notary-registry";
import type { PurchaseCosts } from "#app/domain/taxes/purchase-costs";
import { formatRatePercent } from "#app/domain/taxes/purchase-costs";
import { formatNumberIn } from "#app/lib/i18n/format";

/**
 * The taxes and fees of buying at the listed price: the community's ITP (app/domain/taxes/itp-2026.ts,
 * sourced), the notary and the registry (their aranceles), and their total, with what the estimate
 * leaves out in one line each.
 */
export function PurchaseTaxes({ costs }: { costs: PurchaseCosts }) {
  const { t, price: formatPrice, locale } = useListingWords();
  const range = ({ low, high }: EuroRange) => `${formatPrice(low)} – ${formatPrice(high)}`;
  const rate =
    locale === "es"
      ? formatRatePercent(costs.itpRatePercent)
      : `${formatNumberIn(locale, Math.round(costs.itpRatePercent * 100) / 100)} %`;
  const rows = [
    {
      label: t("costs.itp", {
        community: costs.community,
        banded: costs.itpHasBands ? "yes" : "no",
        rate,
        bonus: costs.itpBonusPercent ? String(costs.itpBonusPercent) : "none",
      }),
      value: formatPrice(costs.itp),
    },
    { label: t("costs.notary"), value: range(costs.notary) },
    { label: t("costs.registry"), value: range(costs.registry) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 className="text-xl">{t("costs.heading")}</h3>
        <p className="text-muted-foreground text-sm">
          {t("costs.atPrice", { price: formatPrice(costs.price) })}
        </p>
      </div>
      <dl className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 bg-primary-soft/60 px-4 py-3">
          <dt className="font-semibold">{t("costs.total")}</dt>
          <dd className="font-bold text-primary tabular-nums">{range(costs.total)}</dd>
        </div>
      </dl>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-muted-foreground text-sm">
        <li>
          {t("costs.note.reference")}
          {costs.itpHasBands ? t("costs.note.bands", { community: costs.community }) : ""}
        </li>
        <li>{t("costs.note.general")}</li>
        {costs.isHome ? <li>{t("costs.note.newHome")}</li> : <li>{t("costs.note.company")}</li>}
      </ul>
    </div>
  );
}
