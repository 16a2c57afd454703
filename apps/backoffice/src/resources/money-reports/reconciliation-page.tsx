/**
 * Payment reconciliation page (admin; docs/operator-guide.md#payment-reconciliation): pick a range
 * of venue days (today by default) and see GET /money-reports/reconciliation — our card payments
 * and refunds against the card provider's records, a row per charge, differences flagged and
 * first to see with "Only differences"; the totals; download as CSV or XLSX.
 */
import { Alert, Box, Card, CardContent, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Datagrid, FunctionField, Labeled, ListContextProvider, Loading, TextField, Title, useList } from 'react-admin';
import type { Reconciliation, ReconciliationRow, ReconciliationState } from '@gt/contract/admin/money-reports';
import { useAdminGet } from '../../lib/admin-get';
import { useMoney } from '../../lib/money';
import { PrintStyles } from '../../lib/print';
import { venueToday } from '../../lib/venue-date';
import { formatVenueTime, useVenueTimeZone } from '../../lib/venue-time';
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
  const cents = (v: number | null) => (v === null ? '—' : money(v));
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
                    <FunctionField
                      label="Our amount"
                      sortable={false}
                      textAlign="right"
                      render={(r: ReconciliationRow) => cents(r.ourAmountCents)}
                    />
                    <FunctionField
                      label="Provider amount"
                      sortable={false}
                      textAlign="right"
                      render={(r: ReconciliationRow) => cents(r.providerAmountCents)}
                    />
                    <FunctionField
                      label="Our refunds"
                      sortable={false}
                      textAlign="right"
                      render={(r: ReconciliationRow) => cents(r.ourRefundedCents)}
                    />
                    <FunctionField
                      label="Provider refunds"
                      sortable={false}
                      textAlign="right"
                      render={(r: ReconciliationRow) => cents(r.providerRefundedCents)}
                    />
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
          <Card role="region" aria-label="Totals">
            <CardContent>
              <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {(
                  [
                    ['Our payments', t.ourCapturedCents],
                    ['Provider’s payments', t.providerCapturedCents],
                    ['Our refunds', t.ourRefundedCents],
                    ['Provider’s refunds', t.providerRefundedCents],
                  ] as const
                ).map(([label, v]) => (
                  <Labeled key={label} label={label}>
                    <Typography>{money(v)}</Typography>
                  </Labeled>
                ))}
              </Stack>
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
