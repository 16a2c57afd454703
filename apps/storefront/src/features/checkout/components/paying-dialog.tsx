import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';

/** Shown while the payment runs (spec 01 §2 "A loading dialog while paying"). */
export function PayingDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} aria-labelledby="paying-title">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography id="paying-title">Processing your payment, please wait…</Typography>
      </DialogContent>
    </Dialog>
  );
}
