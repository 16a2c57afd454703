/**
 * The gift cards bought, on the receipt (spec 02 §2.8 "gift card details", §2.11; docs/checkout-api.md#7-general-admission-tickets-and-gift-cards-bought): each
 * card's full number and its PIN when the PIN mode gave it one, with its amount, and a barcode of
 * its number (spec 01 §2 "barcodes … per gift card"; the value under the bars only with
 * ShowReadableBarcode, spec 01 §9: the number is printed above it anyway). The receipt and the
 * confirmation e-mail are the only places that show them unmasked; they are usable at once.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { formatMoney, toCents } from '@gt/domain/money';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Barcode } from '../../../components/barcode';

export function ReceiptGiftCards({ lines, currency, readableBarcodes }: { lines: TransactionResult['GiftCards']; currency: string; readableBarcodes: boolean }) {
  if (lines.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h2" component="h2" gutterBottom>
          Your gift cards
        </Typography>
        <Typography sx={{ mb: 2 }}>Keep these numbers safe: they can be used at once, like cash.</Typography>
        <Box component="ul" aria-label="Gift cards bought" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {lines.flatMap((g) =>
            g.Giftcards.map((c) => (
              <Box component="li" key={c.GiftcardNo} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {g.ProductName}: {formatMoney(toCents(g.Amount), currency)}
                </Typography>
                <Typography>
                  Gift card number{' '}
                  <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.1em', overflowWrap: 'anywhere' }}>
                    {c.GiftcardNo}
                  </Box>
                </Typography>
                {c.Pin && (
                  <Typography>
                    PIN{' '}
                    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.1em' }}>
                      {c.Pin}
                    </Box>
                  </Typography>
                )}
                <Box sx={{ maxWidth: 360, mt: 1 }}>
                  <Barcode value={c.GiftcardNo} label={`${g.ProductName} gift card`} readable={readableBarcodes} />
                </Box>
              </Box>
            )),
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
