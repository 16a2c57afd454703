/**
 * The gift card box of the manage checkout (spec 02 §2.7, §5 "Gift card at manage checkout"):
 * a card number (and PIN unless the PIN mode is `false`) and Apply, which holds up to the amount
 * to pay on the card; 'Please add item in cart before applying Giftcard.' when there is nothing to
 * pay, 'Please enter Giftcard number.' when empty, 'Giftcard is already consumed' when the card has
 * nothing left (the server's answer). The applied card shows masked with its amount and Remove.
 */
import type { GiftCardHold } from '@gt/contract/gift-cards';
import { messages } from '@gt/domain/messages';
import { formatMoney, toCents, toDollars } from '@gt/domain/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { notify } from '../../../stores/notifier';
import { holdGiftCard, releaseGiftCard } from '../api/gift-card-holds';

export function GiftCardBox({
  amountCents,
  applied,
  onChange,
}: {
  amountCents: number;
  applied: GiftCardHold | null;
  onChange(hold: GiftCardHold | null): void;
}) {
  const config = usePublicConfig();
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  async function apply() {
    if (amountCents <= 0) return notify('error', messages.giftCardNeedsCart);
    if (number.trim() === '') return notify('error', messages.giftCardNumberRequired);
    setBusy(true);
    try {
      const hold = await holdGiftCard({ GiftcardNo: number, Pin: pin.trim() || undefined, Amount: toDollars(amountCents) });
      if (toCents(hold.HoldAmount) <= 0) return notify('error', messages.giftCardConsumed);
      onChange(hold);
      setNumber('');
      setPin('');
    } catch (e) {
      notify('error', (e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  if (applied)
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography>
          Gift card {applied.MaskedGiftcardNo}: {formatMoney(toCents(applied.HoldAmount), config.Currency)}
        </Typography>
        <Button
          onClick={() => {
            void releaseGiftCard(applied.GiftcardHoldRef);
            onChange(null);
          }}
        >
          Remove Gift Card
        </Button>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 2 }}>
      <TextField
        label="Gift Card Number"
        size="small"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off' } }}
      />
      {config.GiftCardPinMode !== 'false' && (
        <TextField
          label="PIN"
          size="small"
          value={pin}
          onChange={(e) => setPin(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 12, inputMode: 'numeric', autoComplete: 'off' } }}
          sx={{ width: 110 }}
        />
      )}
      <Button variant="outlined" onClick={() => void apply()} disabled={busy}>
        Apply
      </Button>
    </Box>
  );
}
