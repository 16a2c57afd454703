/**
 * The gift card PIN dialog (spec 01 §2 "Coupon and gift card box", §5 "Gift cards"): with PIN
 * mode 'optional' its buttons are "Skip, I don't have one" and OK, with 'required' Cancel and OK.
 * OK without a PIN says "Please Enter valid Pin".
 */
import { messages } from '@gt/domain/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface Props {
  open: boolean;
  mode: 'optional' | 'required';
  /** The masked number of the card asked about. */
  maskedNo: string;
  /** OK with a PIN, or Skip (optional mode) without one. */
  onSubmit(pin: string | undefined): void;
  onCancel(): void;
}

export function GiftCardPinDialog({ open, mode, maskedNo, onSubmit, onCancel }: Props) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = (then: () => void) => {
    setPin('');
    setError(null);
    then();
  };
  const ok = () => {
    if (!pin.trim()) return setError(messages.giftCardPinInvalid);
    close(() => onSubmit(pin.trim()));
  };
  return (
    <Dialog open={open} onClose={() => close(onCancel)} aria-labelledby="gift-card-pin-title" aria-describedby="gift-card-pin-text">
      <DialogTitle id="gift-card-pin-title">Gift Card PIN</DialogTitle>
      <DialogContent>
        <DialogContentText id="gift-card-pin-text" sx={{ mb: 2 }}>
          Enter the PIN of gift card {maskedNo}.
        </DialogContentText>
        <TextField
          label="PIN"
          value={pin}
          autoFocus
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
          error={error !== null}
          helperText={error}
          onChange={(e) => {
            setPin(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              ok();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        {mode === 'optional' ? <Button onClick={() => close(() => onSubmit(undefined))}>Skip, I don&apos;t have one</Button> : <Button onClick={() => close(onCancel)}>Cancel</Button>}
        <Button variant="contained" onClick={ok}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
