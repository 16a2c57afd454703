/**
 * The checkout's m:ss countdown: time left on the earliest seat hold (spec 01 §2 "Checkout",
 * §4 "Cart discard timer"). A component of its own so that only it re-renders each second, not
 * the checkout form around it (docs/performance.md#storefront-on-a-phone: the whole page re-rendered every second). Nothing shows
 * while the timer is not running; while the cart holds events but the timer has not started yet
 * (the server's render, the first moments in the browser) its room is kept, so that the buttons
 * beside it do not move when it starts.
 */
import Typography from '@mui/material/Typography';
import { useCartStore } from '../../../stores/cart-store';
import { formatCountdown, useDiscardTimer } from '../../../stores/discard-timer';

const sx = { fontVariantNumeric: 'tabular-nums', fontWeight: 600 } as const;

export function CheckoutCountdown() {
  const secondsLeft = useDiscardTimer((s) => s.secondsLeft);
  const held = useCartStore((s) => s.events.length > 0);
  if (secondsLeft === null) {
    return held ? (
      <Typography aria-hidden sx={{ ...sx, visibility: 'hidden' }}>
        00:00
      </Typography>
    ) : null;
  }
  return (
    <Typography role="timer" aria-label="Time left to complete your order" sx={sx}>
      {formatCountdown(secondsLeft)}
    </Typography>
  );
}
