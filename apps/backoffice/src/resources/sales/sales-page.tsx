/**
 * Sales page (roles admin and box office): pick a range of venue days (today by
 * default), see GET /sales as a react-admin Datagrid — a line per kind, booking type or group
 * and item, refunds as negative lines — and the totals: sales, refunds, net, tax, and the money
 * that moved (card, gift cards redeemed, gift cards issued as refunds); download it as CSV.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Datagrid,
  DateInput,
  Form,
  FunctionField,
  Labeled,
  ListContextProvider,
  Loading,
  SaveButton,
  TextField,
  Title,
  useList,
} from 'react-admin';
import type { SalesLine, SalesReport } from '@gt/contract/admin/event-ops';
import { API_BASE } from '../../api/client';
import { useAdminGet } from '../../lib/admin-get';
import { useMoney } from '../../lib/money';
import { NO_PRINT, PrintStyles } from '../../lib/print';
import { formatVenueDate, venueToday } from '../../lib/venue-date';
import { useVenueTimeZone } from '../../lib/venue-time';

const KIND_TEXT: Record<string, string> = {
  ticket: 'Tickets',
  gaticket: 'General admission',
  giftcard: 'Gift cards',
  donation: 'Donations',
  fee: 'Fees',
  membership: 'Memberships',
  food: 'Food',
};

export function SalesPage() {
  const tz = useVenueTimeZone();
  return tz ? <Sales today={venueToday(tz)} /> : <Loading />;
}

function Sales({ today }: { today: string }) {
  const [range, setRange] = useState({ from: today, to: today });
  const query = `from=${range.from}&to=${range.to}`;
  const { data, error, loading } = useAdminGet<SalesReport>(`/sales?${query}`);
  const money = useMoney();
  const list = useList({ data: (data?.lines ?? []).map((l, i) => ({ ...l, id: i })), perPage: 10_000 });
  const t = data?.totals;
  const title = range.from === range.to ? formatVenueDate(range.from) : `${formatVenueDate(range.from)} – ${formatVenueDate(range.to)}`;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Sales" />
      <PrintStyles />
      <Stack direction="row" spacing={2} useFlexGap className={NO_PRINT} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Form
          defaultValues={range}
          onSubmit={(v: Record<string, unknown>) => setRange({ from: String(v.from), to: String(v.to || v.from) })}
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <DateInput source="from" label="From" helperText={false} />
            <DateInput source="to" label="To" helperText={false} />
            <SaveButton label="Show" icon={<span />} alwaysEnable />
          </Stack>
        </Form>
        <Button label="Download CSV" href={`${API_BASE}/sales?${query}&format=csv`} component="a">
          <DownloadIcon />
        </Button>
      </Stack>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Sales for {title}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {loading && !data && <Loading />}
      {data && (
        <>
          <Card sx={{ mb: 2 }}>
            <CardContent>
              {data.lines.length === 0 ? (
                <Typography>No sales in this period.</Typography>
              ) : (
                <ListContextProvider value={list}>
                  {/* On a phone the report's columns scroll inside the card, not the page. */}
                  <Box sx={{ overflowX: 'auto' }}>
                    <Datagrid bulkActionButtons={false} rowClick={false} aria-label="Sales lines">
                      <FunctionField label="Kind" sortable={false} render={(l: SalesLine) => KIND_TEXT[l.kind] ?? l.kind} />
                      <TextField source="group" label="Booking type / group" sortable={false} />
                      <FunctionField
                        label="Item"
                        sortable={false}
                        render={(l: SalesLine) => (l.refund ? `${l.item} (refunded)` : l.item)}
                      />
                      <TextField source="quantity" sortable={false} textAlign="right" />
                      <FunctionField label="Ex tax" sortable={false} textAlign="right" render={(l: SalesLine) => money(l.exTaxCents)} />
                      <FunctionField label="Tax" sortable={false} textAlign="right" render={(l: SalesLine) => money(l.taxCents)} />
                      <FunctionField label="Total" sortable={false} textAlign="right" render={(l: SalesLine) => money(l.totalCents)} />
                    </Datagrid>
                  </Box>
                </ListContextProvider>
              )}
            </CardContent>
          </Card>
          {t && (
            <Card role="region" aria-label="Totals">
              <CardContent>
                <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {(
                    [
                      ['Sales', t.salesCents],
                      ['Refunds', t.refundsCents],
                      ['Net', t.netCents],
                      ['of which tax', t.taxCents],
                      ['Card (payments less refunds)', t.cardCents],
                      ['Gift cards redeemed', t.giftCardRedeemedCents],
                      ['Gift cards issued as refunds', t.giftCardRefundIssuedCents ? -t.giftCardRefundIssuedCents : 0],
                    ] as const
                  ).map(([label, cents]) => (
                    <Labeled key={label} label={label}>
                      <Typography>{money(cents)}</Typography>
                    </Labeled>
                  ))}
                  <Labeled label="Transactions">
                    <Typography>{t.transactions}</Typography>
                  </Labeled>
                </Stack>
              </CardContent>
            </Card>
          )}
        </>
      )}
    </Box>
  );
}
