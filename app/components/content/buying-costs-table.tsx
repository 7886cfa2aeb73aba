import type { BuyingGuide, CostsRow } from "#app/domain/guides/buying-guide";
import { formatNumberIn, formatPriceIn } from "#app/lib/i18n/format";
import type { Locale } from "#app/lib/i18n/locales";

type Props = { locale: Locale; words: BuyingGuide["costsTable"]; caption: string; rows: readonly CostsRow[] };

/** The buyer's costs in every community, as the listing's costs box works them out. */
export function BuyingCostsTable({ locale, words, caption, rows }: Props) {
  const price = (euros: number) => formatPriceIn(locale, euros);
  const range = ({ low, high }: { low: number; high: number }) => `${price(low)} – ${price(high)}`;
  return (
    <section
      aria-label={caption}
      // A wide table scrolls on its own on a phone, and the page does not; focusable so a keyboard can scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-ring print:overflow-visible"
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="px-4 py-3 text-left font-medium text-foreground">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              {words.community}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {words.itpRate}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {words.itp}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {words.notary}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {words.registry}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {words.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.community} className="border-border border-t" data-community={row.community}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {row.community}
              </th>
              <td className="px-3 py-2 text-right tabular-nums" data-cell="rate">
                {formatNumberIn(locale, row.itpRatePercent)} %
                {row.itpHasBands ? (
                  <span className="block text-muted-foreground text-xs">{words.bandsNote}</span>
                ) : null}
                {row.itpBonusPercent ? (
                  <span className="block text-muted-foreground text-xs">
                    {words.bonusNote.replace("{percent}", `${formatNumberIn(locale, row.itpBonusPercent)} %`)}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-right tabular-nums" data-cell="itp">
                {price(row.itp)}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums" data-cell="notary">
                {range(row.notary)}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums" data-cell="registry">
                {range(row.registry)}
              </td>
              <td
                className="whitespace-nowrap px-3 py-2 text-right font-semibold tabular-nums"
                data-cell="total"
              >
                {range(row.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
