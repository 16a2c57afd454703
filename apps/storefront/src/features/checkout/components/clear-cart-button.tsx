/**
 * Clear Cart with its confirmation (spec 01 §2 "Checkout", `messages.clearCartQuestion`): Cancel
 * keeps the cart (and has the focus); Clear Cart calls `onClear`.
 */
import { messages } from '@gt/domain/messages';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export function ClearCartButton({ disabled, onClear }: { disabled: boolean; onClear(): void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button color="error" onClick={() => setConfirming(true)} disabled={disabled}>
        Clear Cart
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Clear Cart"
        confirmLabel="Clear Cart"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onClear();
        }}
      >
        {messages.clearCartQuestion}
      </ConfirmDialog>
    </>
  );
}
