/**
 * The memberships of a receipt (spec 01 §2 "Confirmation screen": a barcode per membership; §3
 * MembershipExpiryDate): each package with the expiry date the database holds and, per member,
 * the member number and the member pass barcode (none with DisableMemberPassBarcode).
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { DATE_FORMAT, dayjs } from '@gt/domain/venue-time';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Barcode } from '../../../components/barcode';

export function MembershipReceipt({ result, readableBarcodes }: { result: TransactionResult; readableBarcodes: boolean }) {
  return (result.MembershipPackages ?? []).map((m) => (
    <Card key={m.MembershipID} variant="outlined" sx={{ mb: 2 }} component="section" aria-label={m.PackageName}>
      <CardContent>
        <Typography variant="h2" component="h2">
          {m.PackageName}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {m.IsRenewal ? 'Renewed' : 'Joined'}, valid until {dayjs.utc(m.MembershipExpiryDate.slice(0, 10)).format(DATE_FORMAT)}
        </Typography>
        <Grid container spacing={2}>
          {m.Members.map((u) => (
            <Grid key={u.CustomerID} size={{ xs: 12, sm: 6, md: 4 }}>
              <Typography>
                {u.FirstName} {u.LastName} ({u.MembershipTypeName})
              </Typography>
              <Typography variant="body2">Member # {u.MemberNo}</Typography>
              {u.Barcode && <Barcode value={u.Barcode} label={`Member pass ${u.FirstName} ${u.LastName}`} readable={readableBarcodes} />}
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  ));
}
