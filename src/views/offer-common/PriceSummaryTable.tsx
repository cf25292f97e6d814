import { formatCurrency } from "../../../core/domain/money.ts";
import { type PriceSummary, visiblePriceLines } from "../../../core/domain/priceSummary.ts";
import { offerTexts } from "../../../core/texts/steps/offer.ts";

export interface PriceSummaryTableProps {
  summary: PriceSummary;
  caption?: string;
  /** Marks the table busy while the machine re-prices. */
  busy?: boolean;
}

/**
 * SPEC §3 "Price summary" as a table: coverage, machine damage, rental car, traffic insurance fee
 * and the total, per month and per year. Lines with zero price are hidden (§5).
 */
export function PriceSummaryTable({
  summary,
  caption = offerTexts.summaryCaption,
  busy = false,
}: PriceSummaryTableProps) {
  const lines = visiblePriceLines(summary);
  const total = lines[lines.length - 1];
  const rows = lines.slice(0, -1);
  return (
    <table className="price-summary" aria-busy={busy || undefined}>
      <caption className="price-summary__caption">{caption}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{offerTexts.monthHeader}</th>
          <th scope="col">{offerTexts.yearHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((line) => (
          <tr key={line.name}>
            <th scope="row">{line.name}</th>
            <td>{formatCurrency(line.monthlyPrice)}</td>
            <td>{formatCurrency(line.yearlyPrice)}</td>
          </tr>
        ))}
      </tbody>
      {total && (
        <tfoot>
          <tr className="price-summary__total">
            <th scope="row">{total.name}</th>
            <td>{formatCurrency(total.monthlyPrice)}</td>
            <td>{formatCurrency(total.yearlyPrice)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
