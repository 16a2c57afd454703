/**
 * A barcode of the receipt: the server's Code 128 image (GET Barcode/), its value printed under the
 * bars and named in the image's text only with ShowReadableBarcode (spec 01 §9), and a caption.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { apiUrl } from '../../../lib/api-client';

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
