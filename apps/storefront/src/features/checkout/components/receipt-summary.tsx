/**
 * The money part of the confirmation (spec 01 §2 "transaction summary (total sales excluding tax,
 * total tax, total paid)"; docs/checkout-api.md#6-coupons-gift-cards-donation-and-fee): the coupon discounts, the
 * donation and fee lines, the three totals, then what paid: each gift card (masked by the server)
 * with the balance it has left, and the card. Also each ticket line with its coupon discount, for
 * the event cards. Amounts are the server's (dollars on the wire), shown as the cart shows them
 * under ShowPricesAs (domain price-display): each line's list amount − its coupon = what it is
 * charged, and the coupon discounts in the same terms, so that the receipt adds up line by line.
 */
import { chargedLineAmounts, taxedCents } from '@gt/contract/receipt-amounts';
import type { TransactionResult } from '@gt/contract/transactions';
import { formatMoney, toCents } from '@gt/domain/money';
import { chargedLineText, shownAmount, type ShowPricesAs } from '@gt/domain/price-display';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Dollars (wire) in the currency. */
const formatter = (currency: string) => (dollars: number) => formatMoney(toCents(dollars), currency);
const dd = { margin: 0, textAlign: 'right' } as const;

export function ReceiptSummary({ result, currency, showPricesAs }: { result: TransactionResult; currency: string; showPricesAs: ShowPricesAs }) {
  const money = formatter(currency);
  const discount = shownAmount(taxedCents(result.TotalDiscountExTax, result.TotalDiscount), showPricesAs);
  const rows: [string, string][] = [
    ...(result.TotalDiscount > 0 ? [['Coupon discounts', `−${formatMoney(discount, currency)}`] as [string, string]] : []),
    ...[result.Donation, result.TransactionFee].flatMap((l) => (l ? [[l.ProductName, money(l.Amount)] as [string, string]] : [])),
    ['Total sales excluding tax', money(result.TotalExTax)],
    ['Total tax', money(result.TotalTax)],
  ];
  return (
    <>
      <Box component="dl" aria-label="Transaction summary" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 3, mb: 2 }}>
        {rows.map(([label, value]) => [<dt key={`t-${label}`}>{label}</dt>, <dd key={`d-${label}`} style={dd}>{value}</dd>])}
        <dt>
          <strong>Total paid</strong>
        </dt>
        <dd style={dd}>
          <strong>{money(result.TotalPaid)}</strong>
        </dd>
      </Box>
      {result.Payments.length > 0 && (
        <Box component="ul" aria-label="Payments" sx={{ mt: 0, mb: 3, pl: 2.5 }}>
          {result.Payments.map((p) => (
            <li key={p.PaymentLineNo}>
              {'GiftcardNo' in p
                ? `Gift card ${p.GiftcardNo}: ${money(p.PaymentAmount)} (remaining balance ${money(p.BalanceRemaining)})`
                : `Card ending ${p.MaskedCardNumber.slice(-4)}: ${money(p.PaymentAmount)}`}
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

/** An event's ticket lines: quantity, name, list amount, coupon discount and charged amount as the cart shows them (ShowPricesAs; the e-mail says the same). */
export function ReceiptLines({ lines, currency, showPricesAs }: { lines: TransactionResult['Products']; currency: string; showPricesAs: ShowPricesAs }) {
  return (
    <Box component="ul" sx={{ mt: 0, pl: 2.5 }}>
      {lines.map((p) => (
        <Typography component="li" key={p.ProductLineNo}>
          {p.Quantity} × {p.TourProductName}: {chargedLineText({ ...chargedLineAmounts(p), couponCode: p.CouponCode }, showPricesAs, currency)}
        </Typography>
      ))}
    </Box>
  );
}
