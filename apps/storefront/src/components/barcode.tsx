/**
 * An admission code image drawn by the server, with a caption: a QR code (`GET QRCode/?code`,
 * 180 CSS px from a 360 px image: sharp on 2× screens, fits a 320 px screen) or a Code 128
 * barcode (`GET Barcode/?barcode&includeLable`, spec 01 §7), as Public.AdmissionCodeSymbology
 * says. The value is printed under it (and named in its text alternative) only when readable
 * codes are configured (ShowReadableBarcode, spec 01 §9).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { apiUrl } from '../lib/api-client';
import { usePublicConfig } from '../lib/public-config';

/** CSS size of a QR code (its image is twice as many pixels). */
const QR_CSS_PX = 180;

export function Barcode({ value, label, readable }: { value: string; label: string; readable: boolean }) {
  const qr = usePublicConfig().AdmissionCodeSymbology === 'qr';
  const kind = qr ? 'QR code' : 'barcode';
  return (
    <Box component="figure" sx={{ m: 0, textAlign: 'center' }}>
      {qr ? (
        <Box
          component="img"
          src={apiUrl('QRCode/', { code: value })}
          alt={readable ? `${label} ${kind} ${value}` : `${label} ${kind}`}
          width={QR_CSS_PX}
          height={QR_CSS_PX}
          sx={{ maxWidth: '100%', height: 'auto', display: 'block', mx: 'auto' }}
        />
      ) : (
        <Box
          component="img"
          src={apiUrl('Barcode/', { barcode: value, includeLable: readable })}
          alt={readable ? `${label} ${kind} ${value}` : `${label} ${kind}`}
          sx={{ maxWidth: '100%', height: 64 }}
        />
      )}
      <Typography component="figcaption" variant="caption">
        {label}
        {qr && readable && (
          <Box component="code" sx={{ display: 'block', fontFamily: 'monospace', letterSpacing: '0.05em' }}>
            {value}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
