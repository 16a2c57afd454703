/**
 * A barcode image drawn by the server (`GET Barcode/?barcode&includeLable`, spec 01 §7), with a
 * caption; the value is printed under it (and named in its text alternative) only when readable
 * barcodes are configured (ShowReadableBarcode, spec 01 §9).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { apiUrl } from '../lib/api-client';

export function Barcode({ value, label, readable }: { value: string; label: string; readable: boolean }) {
  return (
    <Box component="figure" sx={{ m: 0, textAlign: 'center' }}>
      <Box
        component="img"
        src={apiUrl('Barcode/', { barcode: value, includeLable: readable })}
        alt={readable ? `${label} barcode ${value}` : `${label} barcode`}
        sx={{ maxWidth: '100%', height: 64 }}
      />
      <Typography component="figcaption" variant="caption">
        {label}
      </Typography>
    </Box>
  );
}
