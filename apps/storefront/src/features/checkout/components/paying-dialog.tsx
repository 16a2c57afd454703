import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';

/**
 * Shown while the payment runs (spec 01 §2 "A loading dialog while paying"); `resuming`: while a
 * payment sent before a reload is confirmed again (use-pay `resume`), before its receipt.
 */
export function PayingDialog({ open, resuming = false }: { open: boolean; resuming?: boolean }) {
  return (
    <Dialog open={open} aria-labelledby="paying-title">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography id="paying-title">{resuming ? 'Your payment is being confirmed, please wait…' : 'Processing your payment, please wait…'}</Typography>
      </DialogContent>
    </Dialog>
  );
}
