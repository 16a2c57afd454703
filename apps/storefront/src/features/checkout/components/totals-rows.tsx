/** The Subtotal, Tax (or Tax included) and Total rows closing a cart table (spec 01 §2 "Cart tables"), amounts in the last column. */
import { formatMoney } from '@gt/domain/money';
import type { ShownTotals } from '@gt/domain/price-display';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

export function TotalsRows({ totals, columns, currency }: { totals: ShownTotals; columns: number; currency: string }) {
  return (
    <>
      {(
        [
          ['Subtotal', totals.subtotalCents],
          [totals.taxIncluded ? 'Tax included' : 'Tax', totals.taxCents],
          ['Total', totals.totalCents],
        ] as const
      ).map(([label, cents]) => (
        <TableRow key={label}>
          <TableCell colSpan={columns - 1} align="right" component="th" scope="row" sx={{ fontWeight: label === 'Total' ? 700 : 400 }}>
            {label}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: label === 'Total' ? 700 : 400 }}>
            {formatMoney(cents, currency)}
          </TableCell>
        </TableRow>
      ))}
    </>
  );
}
