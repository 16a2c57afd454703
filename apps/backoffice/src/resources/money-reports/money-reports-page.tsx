/**
 * Money reports page (admin and box office; docs/operator-guide.md#money-reports): pick a range of
 * venue days (today by default) and read GET /money-reports — the totals, then sales by day, by
 * payment type and by product (react-admin Datagrids), refunds, gift card liability, donations and
 * fees, and coupon discounts; download the whole report as CSV or XLSX.
 */
import { Alert, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Datagrid, FunctionField, ListContextProvider, Loading, TextField, Title, useList } from 'react-admin';
import type { CouponDiscountRow, MoneyDay, MoneyReport, PaymentTypeRow } from '@gt/contract/admin/money-reports';
import type { SalesLine } from '@gt/contract/admin/event-ops';
import { useAdminGet } from '../../lib/admin-get';
import { useMoney } from '../../lib/money';
import { PrintStyles } from '../../lib/print';
import { formatVenueDate, venueToday } from '../../lib/venue-date';
import { useVenueTimeZone } from '../../lib/venue-time';
import { Figures, Section } from './parts';
import { RangeBar, rangeTitle, type Range } from './range-bar';

const PAYMENT_TYPE: Record<PaymentTypeRow['type'], string> = { card: 'Card', giftcard: 'Gift card', free: 'Free' };

export function MoneyReportsPage() {
  const tz = useVenueTimeZone();
  return tz ? <MoneyReports today={venueToday(tz)} /> : <Loading />;
}

/** A read-only Datagrid over `rows` (the report's own arrays), or `empty` when there are none. */
function Rows<T extends object>({ rows, label, empty, children }: { rows: T[]; label: string; empty: string; children: ReactNode }) {
  const list = useList({ data: rows.map((r, i) => ({ ...r, id: i })), perPage: 10_000 });
  if (rows.length === 0) return <Typography>{empty}</Typography>;
  return (
    <ListContextProvider value={list}>
      <Datagrid bulkActionButtons={false} rowClick={false} aria-label={label}>
        {children}
      </Datagrid>
    </ListContextProvider>
  );
}

function MoneyReports({ today }: { today: string }) {
  const [range, setRange] = useState<Range>({ from: today, to: today });
  const { data, error, loading } = useAdminGet<MoneyReport>(`/money-reports?from=${range.from}&to=${range.to}`);
  const money = useMoney();
  const amount = (source: string, label: string) => (
    <FunctionField label={label} sortable={false} textAlign="right" render={(r: Record<string, number>) => money(r[source])} />
  );
  return (
    // Its width is the layout's, never its tables' (they scroll inside their cards on a phone).
    <Box sx={{ mt: 2, contain: 'inline-size' }}>
      <Title title="Money reports" />
      <PrintStyles />
      <RangeBar path="/money-reports" range={range} onChange={setRange} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Money for {rangeTitle(range)}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {loading && !data && <Loading />}
      {data && (
        <>
          <Section title="Totals">
            <Figures
              items={[
                ['Sales', money(data.summary.salesCents)],
                ['Refunds', money(data.summary.refundsCents)],
                ['Net', money(data.summary.netCents)],
                ['of which tax', money(data.summary.taxCents)],
                ['Collected', money(data.summary.collectedCents)],
                ['Card (payments less refunds)', money(data.summary.cardCents)],
                ['Transactions', data.summary.transactions],
              ]}
            />
          </Section>
          <Section title="By day">
            <Rows<MoneyDay> rows={data.days} label="Sales by day" empty="No transactions in this period.">
              <FunctionField
                label="Date"
                sortable={false}
                render={(d: MoneyDay) => (
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {formatVenueDate(d.date)}
                  </Box>
                )}
              />
              <TextField source="transactions" sortable={false} textAlign="right" />
              {amount('salesCents', 'Sales')}
              {amount('refundsCents', 'Refunds')}
              {amount('netCents', 'Net')}
              {amount('collectedCents', 'Collected')}
            </Rows>
          </Section>
          <Section title="By payment type">
            <Rows<PaymentTypeRow> rows={data.payments} label="Sales by payment type" empty="">
              <FunctionField label="Payment type" sortable={false} render={(p: PaymentTypeRow) => PAYMENT_TYPE[p.type]} />
              <TextField source="count" sortable={false} textAlign="right" />
              {amount('amountCents', 'Amount')}
            </Rows>
          </Section>
          <Section title="By product">
            <Rows<SalesLine> rows={data.products} label="Sales by product" empty="No sales in this period.">
              <TextField source="group" label="Booking type / group" sortable={false} />
              <FunctionField label="Item" sortable={false} render={(l: SalesLine) => (l.refund ? `${l.item} (refunded)` : l.item)} />
              <TextField source="quantity" sortable={false} textAlign="right" />
              {amount('taxCents', 'Tax')}
              {amount('totalCents', 'Total')}
            </Rows>
          </Section>
          <Section title="Refunds">
            <Figures
              items={[
                ['Card refunds made', money(data.refunds.cardSucceededCents)],
                ['Card refunds pending', money(data.refunds.cardPendingCents)],
                ['Card refunds failed (money kept)', money(data.refunds.cardFailedCents)],
                ['Gift cards issued as refunds', money(data.refunds.giftCardCents)],
              ]}
            />
          </Section>
          <Section title="Gift card liability">
            <Figures
              items={[
                [`Outstanding before ${formatVenueDate(data.from)}`, money(data.giftCards.openingCents)],
                ['Issued', money(data.giftCards.issuedCents)],
                ['Redeemed', money(-data.giftCards.redeemedCents)],
                ['Refunded to cards', money(data.giftCards.refundedCents)],
                ['Adjusted or voided', money(data.giftCards.adjustedCents)],
                [`Outstanding after ${formatVenueDate(data.to)}`, money(data.giftCards.closingCents)],
                ['Cards with a balance', data.giftCards.cardsWithBalance],
              ]}
            />
          </Section>
          <Section title="Donations and fees">
            <Figures
              items={[
                [`Donations (${data.donations.count})`, money(data.donations.amountCents)],
                [`Fees (${data.fees.count})`, money(data.fees.amountCents)],
              ]}
            />
          </Section>
          <Section title="Coupon discounts">
            <Rows<CouponDiscountRow> rows={data.coupons} label="Coupon discounts" empty="No coupons used in this period.">
              <TextField source="name" label="Coupon" sortable={false} />
              <FunctionField label="Code" sortable={false} render={(c: CouponDiscountRow) => c.code ?? 'Unique codes'} />
              <TextField source="uses" sortable={false} textAlign="right" />
              {amount('discountCents', 'Discount')}
            </Rows>
          </Section>
        </>
      )}
    </Box>
  );
}
