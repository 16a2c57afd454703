/**
 * Payment reconciliation page (admin; docs/operator-guide.md#payment-reconciliation): pick a range
 * of venue days (today by default) and see GET /money-reports/reconciliation — our card payments
 * and refunds against the card provider's records, a row per charge, differences flagged and
 * first to see with "Only differences"; the totals; download as CSV or XLSX.
 */
import { Alert, Box, Card, CardContent, Chip, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Datagrid, FunctionField, ListContextProvider, Loading, TextField, Title, useList } from 'react-admin';
import type { Reconciliation, ReconciliationRow, ReconciliationState } from '@gt/contract/admin/money-reports';
import { useAdminGet } from '../../lib/admin-get';
import { useMoney } from '../../lib/money';
import { PrintStyles } from '../../lib/print';
import { venueToday } from '../../lib/venue-date';
import { formatVenueTime, useVenueTimeZone } from '../../lib/venue-time';
import { Figures, Section } from './parts';
import { RangeBar, rangeTitle, type Range } from './range-bar';

const STATE: Record<ReconciliationState, { text: string; color: 'success' | 'error' | 'warning' }> = {
  matched: { text: 'Matched', color: 'success' },
  missingAtProvider: { text: 'Not at the provider', color: 'error' },
  missingHere: { text: 'Not in our payments', color: 'error' },
  amountDiffers: { text: 'Amount differs', color: 'error' },
  refundDiffers: { text: 'Refunds differ', color: 'warning' },
};

export function ReconciliationPage() {
  const tz = useVenueTimeZone();
  return tz ? <ReconciliationView today={venueToday(tz)} tz={tz} /> : <Loading />;
}

function ReconciliationView({ today, tz }: { today: string; tz: string }) {
  const [range, setRange] = useState<Range>({ from: today, to: today });
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const { data, error, loading } = useAdminGet<Reconciliation>(`/money-reports/reconciliation?from=${range.from}&to=${range.to}`);
  const money = useMoney();
  const rows = (data?.rows ?? []).filter((r) => !onlyDifferences || r.state !== 'matched');
  const list = useList({ data: rows.map((r) => ({ ...r, id: r.chargeId })), perPage: 10_000 });
  /** A right-aligned column of cents (a dash where a side has no record). */
  const amount = (source: keyof ReconciliationRow, label: string) => (
    <FunctionField
      label={label}
      sortable={false}
      textAlign="right"
      render={(r: ReconciliationRow) => (r[source] === null ? '—' : money(r[source] as number))}
    />
  );
  const t = data?.totals;
  return (
    // Its width is the layout's, never its tables' (they scroll inside their cards on a phone).
    <Box sx={{ mt: 2, contain: 'inline-size' }}>
      <Title title="Reconciliation" />
      <PrintStyles />
      <RangeBar path="/money-reports/reconciliation" range={range} onChange={setRange}>
        <FormControlLabel
          control={<Switch checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />}
          label="Only differences"
        />
      </RangeBar>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Card payments for {rangeTitle(range)}
        {data ? ` (provider: ${data.provider})` : ''}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {loading && !data && <Loading />}
      {data && t && (
        <>
          <Alert severity={t.differences ? 'warning' : 'success'} sx={{ mb: 2 }}>
            {t.differences
              ? `${t.differences} ${t.differences === 1 ? 'difference' : 'differences'} with the provider’s records.`
              : 'Every payment and refund matches the provider’s records.'}
          </Alert>
          <Card sx={{ mb: 2 }}>
            {/* The table scrolls inside its card on a phone instead of widening the page. */}
            <CardContent sx={{ overflowX: 'auto' }}>
              {rows.length === 0 ? (
                <Typography>{onlyDifferences ? 'No differences in this period.' : 'No card payments in this period.'}</Typography>
              ) : (
                <ListContextProvider value={list}>
                  <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Card payments">
                    <TextField source="chargeId" label="Charge" sortable={false} />
                    <FunctionField label="Receipt" sortable={false} render={(r: ReconciliationRow) => r.receiptNo ?? '—'} />
                    <FunctionField
                      label="Made"
                      sortable={false}
                      render={(r: ReconciliationRow) => (
                        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                          {formatVenueTime(r.createdAt, tz)}
                        </Box>
                      )}
                    />
                    {amount('ourAmountCents', 'Our amount')}
                    {amount('providerAmountCents', 'Provider amount')}
                    {amount('ourRefundedCents', 'Our refunds')}
                    {amount('providerRefundedCents', 'Provider refunds')}
                    <FunctionField
                      label="State"
                      sortable={false}
                      render={(r: ReconciliationRow) => (
                        <Chip size="small" variant="outlined" color={STATE[r.state].color} label={STATE[r.state].text} />
                      )}
                    />
                  </Datagrid>
                </ListContextProvider>
              )}
            </CardContent>
          </Card>
          <Section title="Totals">
            <Figures
              items={[
                ['Our payments', money(t.ourCapturedCents)],
                ['Provider’s payments', money(t.providerCapturedCents)],
                ['Our refunds', money(t.ourRefundedCents)],
                ['Provider’s refunds', money(t.providerRefundedCents)],
              ]}
            />
          </Section>
        </>
      )}
    </Box>
  );
}
