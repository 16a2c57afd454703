/**
 * Idle discard (spec 01 §4 "Cart discard timer", §2 "Discard popup"): while the cart holds
 * anything and DiscardTimeMinutes > 0, counts down from minutes × 60 (restarting on every cart
 * change); at 0 the popup counts down DiscardPopupSeconds. Its confirm button shows the seconds
 * left; Keep Cart refreshes the seat holds and restarts the timer. At 0 or on confirm the whole
 * cart is cleared and the holds released on the server.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { postTourHolds, releaseHold } from '../../../api/tour-holds';
import { usePublicConfig } from '../../../lib/public-config';
import { useCartStore } from '../../../stores/cart-store';
import { useDiscardTimer } from '../../../stores/discard-timer';

/** Clears the cart and releases its holds. */
export async function discardCart(): Promise<void> {
  const { holdRef, reset } = useCartStore.getState();
  reset();
  useDiscardTimer.getState().set({ secondsLeft: null, popupSecondsLeft: null });
  await releaseHold(holdRef);
}

/** Re-posts the current quantities, which renews every hold's expiry. */
async function refreshHolds(): Promise<void> {
  const { events, holdRef, applyHold } = useCartStore.getState();
  for (const e of events) {
    const res = await postTourHolds({ TourHoldRef: holdRef ?? undefined, Action: 'set', TourEventID: e.TourEventID, TourProducts: e.lines }).catch(() => null);
    if (res) applyHold(res, {});
  }
}

export function DiscardTimer() {
  const { DiscardTimeMinutes, DiscardPopupSeconds } = usePublicConfig();
  const events = useCartStore((s) => s.events);
  const popupSecondsLeft = useDiscardTimer((s) => s.popupSecondsLeft);
  const set = useDiscardTimer((s) => s.set);
  const active = events.length > 0 && DiscardTimeMinutes > 0;

  // (Re)start on every cart change; stop when the cart empties.
  useEffect(() => {
    set({ secondsLeft: active ? Math.round(DiscardTimeMinutes * 60) : null, popupSecondsLeft: null });
  }, [active, events, DiscardTimeMinutes, set]);

  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => {
      const s = useDiscardTimer.getState();
      if (s.popupSecondsLeft !== null) {
        if (s.popupSecondsLeft <= 1) void discardCart();
        else s.set({ popupSecondsLeft: s.popupSecondsLeft - 1 });
      } else if (s.secondsLeft !== null) {
        if (s.secondsLeft <= 1) s.set({ secondsLeft: 0, popupSecondsLeft: DiscardPopupSeconds });
        else s.set({ secondsLeft: s.secondsLeft - 1 });
      }
    }, 1000);
    return () => clearInterval(id);
  }, [active, DiscardPopupSeconds]);

  const keep = () => {
    set({ secondsLeft: Math.round(DiscardTimeMinutes * 60), popupSecondsLeft: null });
    void refreshHolds();
  };
  return (
    <Dialog open={popupSecondsLeft !== null} onClose={keep} aria-labelledby="discard-title" aria-describedby="discard-text">
      <DialogTitle id="discard-title">Are you still there?</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-text">Your cart will be discarded in {popupSecondsLeft} seconds.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void discardCart()}>Discard Cart ({popupSecondsLeft})</Button>
        <Button variant="contained" onClick={keep} autoFocus>
          Keep Cart
        </Button>
      </DialogActions>
    </Dialog>
  );
}
