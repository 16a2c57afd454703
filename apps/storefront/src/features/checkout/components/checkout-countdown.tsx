/**
 * The checkout's m:ss countdown: time left on the earliest seat hold (spec 01 §2 "Checkout",
 * §4 "Cart discard timer"). A component of its own so that only it re-renders each second, not
 * the checkout form around it (issue 16: the whole page re-rendered every second). Nothing shows
 * while the timer is not running.
 */
import Typography from '@mui/material/Typography';
import { formatCountdown, useDiscardTimer } from '../../../stores/discard-timer';

export function CheckoutCountdown() {
  const secondsLeft = useDiscardTimer((s) => s.secondsLeft);
  if (secondsLeft === null) return null;
  return (
    <Typography role="timer" aria-label="Time left to complete your order" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
      {formatCountdown(secondsLeft)}
    </Typography>
  );
}
