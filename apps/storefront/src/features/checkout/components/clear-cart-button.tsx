/**
 * Clear Cart with its confirmation (spec 01 §2 "Checkout", `messages.clearCartQuestion`): Cancel
 * keeps the cart (and has the focus); Clear Cart calls `onClear`.
 */
import { messages } from '@gt/domain/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';

export function ClearCartButton({ disabled, onClear }: { disabled: boolean; onClear(): void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button color="error" onClick={() => setConfirming(true)} disabled={disabled}>
        Clear Cart
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="clear-title" aria-describedby="clear-text">
        <DialogTitle id="clear-title">Clear Cart</DialogTitle>
        <DialogContent>
          <DialogContentText id="clear-text">{messages.clearCartQuestion}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              onClear();
            }}
          >
            Clear Cart
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
