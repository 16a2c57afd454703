/**
 * The rows under the cart tables (spec 01 §2 "Donation row; transaction fee row; Amount To Pay"):
 * the donation (with Remove), the transaction fee (its product's name), the order total when
 * either is there or the cart has more than one table, each gift card paying part of it (masked, spec 01 §9), and Amount To Pay, what
 * the card pays. Amounts from the priced order (domain priceOrder), cents.
 */
import { formatMoney } from '@gt/domain/money';
import type { PricedOrder } from '@gt/domain/order-pricing';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { usePromotions } from '../../../stores/promotions';

interface Props {
  priced: PricedOrder;
  currency: string;
  donationName: string | null;
  feeName: string | null;
  /** How many cart tables there are (tickets, GA tickets, gift cards, a membership package): with more than one, the order total is shown. */
  tables?: number;
}

export function OrderSummary({ priced, currency, donationName, feeName, tables = 1 }: Props) {
  const giftCards = usePromotions((s) => s.giftCards);
  const money = (cents: number) => formatMoney(cents, currency);
  const masked = new Map(giftCards.map((g) => [g.giftcardNo, g.maskedNo]));
  const rows: { label: string; cents: number; strong?: boolean; action?: React.ReactNode }[] = [];
  if (priced.donationCents > 0)
    rows.push({
      label: donationName ?? 'Donation',
      cents: priced.donationCents,
      action: (
        <Button size="small" color="error" onClick={() => usePromotions.getState().set({ donation: null })} aria-label="Remove donation">
          Remove
        </Button>
      ),
    });
  if (priced.feeCents > 0) rows.push({ label: feeName ?? 'Transaction fee', cents: priced.feeCents });
  if (rows.length > 0 || tables > 1) rows.push({ label: 'Order total', cents: priced.totalCents });
  for (const g of priced.giftCards) if (g.amountCents > 0) rows.push({ label: `Gift card ${masked.get(g.giftcardNo) ?? ''}`, cents: -g.amountCents });
  rows.push({ label: 'Amount To Pay', cents: priced.amountToPayCents, strong: true });
  return (
    <Table size="small" aria-label="Order summary" sx={{ mt: 2, '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.label}>
            <TableCell component="th" scope="row" align="right" sx={{ fontWeight: r.strong ? 700 : 400, width: '100%' }}>
              {r.label}
              {r.action && <> {r.action}</>}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: r.strong ? 700 : 400, whiteSpace: 'nowrap' }}>
              {r.cents < 0 ? `−${money(-r.cents)}` : money(r.cents)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
