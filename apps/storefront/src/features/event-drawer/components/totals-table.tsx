import { formatMoney } from '@gt/domain/money';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Tax and Total rows (amounts in cents). */
export function TotalsTable(props: { taxCents: number; totalCents: number; currency: string }) {
  const row = (label: string, cents: number, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {formatMoney(cents, props.currency)}
      </Typography>
    </Box>
  );
  return (
    <Box component="dl" sx={{ m: 0 }} aria-label="Order amounts">
      {row('Tax', props.taxCents)}
      {row('Total', props.totalCents, true)}
    </Box>
  );
}
