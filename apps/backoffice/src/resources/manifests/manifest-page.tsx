/**
 * Manifests page (roles admin, box office, door): pick a venue day, see every
 * event of it with who is coming and how many are in (read again every 10 s while open), print it (print CSS: only the manifests) or download the day's
 * CSV. Admin and box office can cancel an event from its manifest (cancel-event-button.tsx).
 */
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, DateInput, Form, Loading, SaveButton, Title, usePermissions } from 'react-admin';
import type { DayManifest } from '@gt/contract/admin/event-ops';
import { API_BASE } from '../../api/client';
import { useAdminGet } from '../../lib/admin-get';
import { NO_PRINT, PrintStyles } from '../../lib/print';
import { formatVenueDate, venueToday } from '../../lib/venue-date';
import { useVenueTimeZone } from '../../lib/venue-time';
import { CancelEventButton } from '../tour-events/cancel-event-button';
import { EventManifestCard } from './event-manifest';

export function ManifestPage() {
  const tz = useVenueTimeZone();
  return tz ? <ManifestDay initialDate={venueToday(tz)} /> : <Loading />;
}

function ManifestDay({ initialDate }: { initialDate: string }) {
  const [date, setDate] = useState(initialDate);
  const { permissions } = usePermissions<string>();
  const canCancel = permissions === 'admin' || permissions === 'box_office';
  // Live: who is in changes as the doors scan, so the open page reads the manifest again every 10 s.
  const { data, error, loading, reload } = useAdminGet<DayManifest>(`/manifests/days/${date}`, { refetchInterval: 10_000 });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Manifests" />
      <PrintStyles />
      <Stack direction="row" spacing={2} className={NO_PRINT} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Form defaultValues={{ date }} onSubmit={(v: Record<string, unknown>) => setDate(String(v.date))}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <DateInput source="date" label="Day" helperText={false} />
            <SaveButton label="Show" icon={<span />} alwaysEnable />
          </Stack>
        </Form>
        <Button label="Print" onClick={() => window.print()}>
          <PrintIcon />
        </Button>
        <Button label="Download CSV" href={`${API_BASE}/manifests/days/${date}?format=csv`} component="a">
          <DownloadIcon />
        </Button>
      </Stack>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Manifest for {formatVenueDate(date)}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {loading && !data && <Loading />}
      {data && data.date === date && data.events.length === 0 && <Typography>No events on this day.</Typography>}
      {data?.events.map((m) => (
        <EventManifestCard
          key={m.tourEventId}
          manifest={m}
          actions={
            canCancel ? (
              <span className={NO_PRINT}>
                <CancelEventButton tourEventId={m.tourEventId} eventName={m.eventName} cancelled={m.cancelled} onDone={reload} />
              </span>
            ) : undefined
          }
        />
      ))}
    </Box>
  );
}
