/**
 * One event's manifest: who is coming, as a react-admin Datagrid over the
 * manifest's rows — name, booking ID, a column per product, a column per user-defined field,
 * how many are in ("2 of 3 in", check-in at the door), paid or the balance owing — headed by the event's time, name and ticket totals.
 */
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, ListContextProvider, TextField, useList } from 'react-admin';
import type { EventManifest, ManifestRow } from '@gt/contract/admin/event-ops';
import { useMoney } from '../../lib/money';
import { formatWallTime } from '../../lib/venue-date';

export function EventManifestCard({ manifest, actions }: { manifest: EventManifest; actions?: React.ReactNode }) {
  const money = useMoney();
  const list = useList({ data: manifest.rows.map((r) => ({ ...r, id: r.bookingNo })), perPage: 10_000 });
  const totals = manifest.products.map((p) => `${manifest.totals[p] ?? 0} ${p}`).join(', ');
  return (
    <Card sx={{ mb: 2 }} role="region" aria-label={`Manifest of ${manifest.eventName} at ${formatWallTime(manifest.startsAt)}`}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {formatWallTime(manifest.startsAt)} – {formatWallTime(manifest.endsAt)} · {manifest.eventName}
          </Typography>
          {manifest.cancelled && <Chip color="error" label="Cancelled" size="small" />}
          <Typography variant="body2">
            {manifest.tickets} of {manifest.capacity} · {manifest.rows.length} {manifest.rows.length === 1 ? 'booking' : 'bookings'}
            {totals ? ` · ${totals}` : ''}
            {manifest.tickets > 0 ? ` · ${manifest.checkedIn} of ${manifest.tickets} in` : ''}
          </Typography>
          {actions}
        </Stack>
        {manifest.rows.length === 0 ? (
          <Typography variant="body2">No bookings.</Typography>
        ) : (
          <ListContextProvider value={list}>
            <Datagrid bulkActionButtons={false} rowClick={false} sx={{ '& td': { verticalAlign: 'top' } }}>
              <TextField source="name" sortable={false} />
              <TextField source="bookingNo" label="Booking ID" sortable={false} />
              {manifest.products.map((p) => (
                <FunctionField key={`p-${p}`} label={p} sortable={false} render={(r: ManifestRow) => r.quantities[p] ?? 0} />
              ))}
              {manifest.udfs.map((u) => (
                <FunctionField key={`u-${u}`} label={u} sortable={false} render={(r: ManifestRow) => r.answers[u] ?? ''} />
              ))}
              <FunctionField label="Checked in" sortable={false} render={(r: ManifestRow) => `${r.checkedIn} of ${r.tickets} in`} />
              <FunctionField
                label="Paid"
                sortable={false}
                render={(r: ManifestRow) => (r.paid ? 'Paid' : `Unpaid: ${money(r.balanceCents)} owing`)}
              />
              <TextField source="phone" sortable={false} />
            </Datagrid>
          </ListContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
