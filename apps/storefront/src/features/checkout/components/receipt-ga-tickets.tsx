/**
 * The GA tickets of the receipt (spec 02 §2.9, docs/checkout-api.md#7-general-admission-tickets-and-gift-cards-bought): each line's name, quantity and
 * 'Valid until' (when DisplayGATicketExpiryValidity), and a barcode per ticket to show at the door.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { validUntilText } from '@gt/domain/ga-tickets';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Barcode } from '../../../components/barcode';

export function ReceiptGaTickets({ lines, readableBarcodes, showValidity }: { lines: TransactionResult['GATickets']; readableBarcodes: boolean; showValidity: boolean }) {
  return lines.map((g) => (
    <Card key={g.ProductLineNo} variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h2" component="h2">
          {g.ProductName}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {g.Quantity} {g.Quantity === 1 ? 'ticket' : 'tickets'}
          {showValidity && g.ValidUntil ? ` · ${validUntilText(g.ValidUntil)}` : ''}
        </Typography>
        <Grid container spacing={2}>
          {g.Barcodes.map((b, i) => (
            <Grid key={b} size={{ xs: 12, sm: 6, md: 4 }}>
              <Barcode value={b} label={`${g.ProductName} ${i + 1}`} readable={readableBarcodes} />
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  ));
}
