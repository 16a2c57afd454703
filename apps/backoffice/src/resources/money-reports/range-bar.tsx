/**
 * The money reports' range of venue dates (today by default) and their downloads: a react-admin
 * form with From and To, "Show", and links to the same report as CSV and XLSX
 * (`<path>?from&to&format=csv|xlsx`, answered as a file by the server).
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, DateInput, Form, SaveButton } from 'react-admin';
import { API_BASE } from '../../api/client';
import { NO_PRINT } from '../../lib/print';
import { formatVenueDate } from '../../lib/venue-date';

export interface Range {
  from: string;
  to: string;
}

/** "Fri, Nov 27, 2026" or "Fri, Nov 27, 2026 – Sat, Nov 28, 2026". */
export const rangeTitle = (r: Range): string =>
  r.from === r.to ? formatVenueDate(r.from) : `${formatVenueDate(r.from)} – ${formatVenueDate(r.to)}`;

/** The range form and the download links of `path` (an admin API path, e.g. `/money-reports`); `children` go after them. */
export function RangeBar({
  path,
  range,
  onChange,
  children,
}: {
  path: string;
  range: Range;
  onChange: (r: Range) => void;
  children?: ReactNode;
}) {
  const query = `from=${range.from}&to=${range.to}`;
  return (
    <Stack direction="row" spacing={2} useFlexGap className={NO_PRINT} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {/* At most the page's width, so that on a phone the inputs wrap instead of widening the page. */}
      <Box sx={{ maxWidth: '100%' }}>
        <Form
          defaultValues={range}
          onSubmit={(v: Record<string, unknown>) => onChange({ from: String(v.from), to: String(v.to || v.from) })}
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <DateInput source="from" label="From" helperText={false} fullWidth={false} />
            <DateInput source="to" label="To" helperText={false} fullWidth={false} />
            <SaveButton label="Show" icon={<span />} alwaysEnable />
          </Stack>
        </Form>
      </Box>
      <Button label="Download CSV" href={`${API_BASE}${path}?${query}&format=csv`} component="a">
        <DownloadIcon />
      </Button>
      <Button label="Download XLSX" href={`${API_BASE}${path}?${query}&format=xlsx`} component="a">
        <DownloadIcon />
      </Button>
      {children}
    </Stack>
  );
}
