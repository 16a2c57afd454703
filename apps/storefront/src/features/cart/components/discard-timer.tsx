/**
 * The cart's time limit (spec 01 §4 "Cart discard timer", §2 "Discard popup"; domain
 * cart-discard; docs/architecture.md#capacity-and-holds). The countdown is the time left on the earliest seat
 * hold, as the server reported it (a reload or a cart change restarts nothing). While
 * DiscardTimeMinutes > 0 the popup opens DiscardPopupSeconds before it; its confirm button shows
 * the seconds left; Keep Cart renews every event's hold. At 0 (or on confirm) the cart is cleared,
 * its holds released and the visitor told so; with the second payment provider layout
 * (SingleExpiry) the page then reloads after 1 second. Paused while paying: a visitor who pays is
 * not idle, so on resume a hold about to lapse is renewed. With the timer off (0) a lapsed hold
 * is renewed, and the visitor is told when seats went.
 */
import { messages } from '@gt/domain/messages';
import { discardCountdown } from '@gt/domain/cart-discard';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { releasePromotions } from '../../../api/promotion-holds';
import { getTourHold, releaseHold } from '../../../api/tour-holds';
import { usePublicConfig } from '../../../lib/public-config';
import { earliestHoldDeadline, useCartStore } from '../../../stores/cart-store';
import { foodDeadline, useFoodCart } from '../../../stores/food-cart';
import { useDiscardTimer } from '../../../stores/discard-timer';
import { useMembershipCart } from '../../../stores/membership-cart';
import { useSaleCart } from '../../../stores/sale-cart';
import { notify } from '../../../stores/notifier';
import { renewHolds } from '../renew-holds';
import { useDiscountRate } from '../../../stores/discount-rate';
import { useShallow } from 'zustand/react/shallow';

/** Delay before the reload that follows a discard with the second provider layout (spec 01 §9). */
const RELOAD_AFTER_DISCARD_MS = 1000;
/** After a failed automatic renewal (timer off), wait this long before trying again. */
const RENEW_RETRY_MS = 30_000;

/** Clears the cart (the food order, GA tickets, gift cards and a membership package too) and releases its holds: seats, unique coupons, gift cards (Clear Cart, idle discard). */
export async function discardCart(): Promise<void> {
  const { holdRef, reset } = useCartStore.getState();
  reset();
  useFoodCart.getState().reset();
  useSaleCart.getState().reset();
  useMembershipCart.getState().reset();
  useDiscountRate.getState().reset();
  useDiscardTimer.getState().set({ secondsLeft: null, popupOpen: false });
  await Promise.all([releaseHold(holdRef), releasePromotions()]);
}

export function DiscardTimer() {
  const { DiscardTimeMinutes, DiscardPopupSeconds, PaymentMethodType } = usePublicConfig();
  // The food order, GA tickets, gift cards and a membership package hold no seats: their countdown runs from their last change (spec 01 §4).
  const holdDeadline = useCartStore((s) => earliestHoldDeadline(s.holdDeadlines));
  const orderDeadline = useFoodCart((s) => foodDeadline(s.changedAt, DiscardTimeMinutes));
  const saleDeadline = useSaleCart((s) => foodDeadline(s.changedAt, DiscardTimeMinutes));
  const membershipDeadline = useMembershipCart((s) => foodDeadline(s.changedAt, DiscardTimeMinutes));
  const deadlines = [holdDeadline, orderDeadline, saleDeadline, membershipDeadline].filter((d) => d !== null);
  const deadline = deadlines.length > 0 ? Math.min(...deadlines) : null;
  const { popupOpen, secondsLeft, set } = useDiscardTimer(useShallow((s) => ({ popupOpen: s.popupOpen, secondsLeft: s.secondsLeft, set: s.set })));
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const retryAt = useRef(0);
  const wasPaused = useRef(false);
  const timerOn = DiscardTimeMinutes > 0;

  /** Runs a renewal or discard once at a time; availability listings are refetched after. */
  const run = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    set({ popupOpen: false });
    try {
      await work();
    } finally {
      busy.current = false;
      void queryClient.invalidateQueries({ queryKey: ['TourEvents'] });
    }
  };
  const keep = () =>
    run(async () => {
      useFoodCart.getState().renew();
      useSaleCart.getState().renew();
      useMembershipCart.getState().renew();
      await renewHolds();
    });
  /** Discards the cart and says so; seats are spoken of only when the cart held some. */
  const discard = (lapsed: boolean) =>
    run(async () => {
      const seats = useCartStore.getState().events.length > 0;
      notify('info', lapsed ? (seats ? messages.cartDiscarded : messages.cartDiscardedNoSeats) : seats ? messages.cartCleared : messages.cartClearedNoSeats);
      await discardCart();
      if (PaymentMethodType === 'SingleExpiry') setTimeout(() => window.location.reload(), RELOAD_AFTER_DISCARD_MS);
    });

  const tick = useEffectEvent(() => {
    const countdown = discardCountdown(deadline, Date.now(), DiscardPopupSeconds);
    const { paused } = useDiscardTimer.getState();
    const resumed = wasPaused.current && !paused;
    wasPaused.current = paused;
    if (!countdown) return set({ secondsLeft: null, popupOpen: false });
    if (!timerOn) {
      set({ secondsLeft: null, popupOpen: false });
      if (countdown.lapsed && Date.now() >= retryAt.current) {
        retryAt.current = Date.now() + RENEW_RETRY_MS;
        void keep();
      }
      return;
    }
    set({ secondsLeft: countdown.secondsLeft, popupOpen: !paused && !busy.current && countdown.popup });
    if (paused || busy.current) return;
    if (resumed && (countdown.popup || countdown.lapsed)) void keep();
    else if (countdown.lapsed) void discard(true);
  });

  useEffect(() => {
    // The server's view first (e.g. a cart saved before holds reported their expiry).
    const { holdRef, applyHold } = useCartStore.getState();
    if (holdRef) getTourHold(holdRef).then((res) => applyHold(res, {}), () => undefined);
  }, []);

  useEffect(() => {
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, []);

  return (
    <Dialog open={popupOpen} onClose={keep} aria-labelledby="discard-title" aria-describedby="discard-text">
      <DialogTitle id="discard-title">Are you still there?</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-text">Your cart will be discarded in {secondsLeft} seconds.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void discard(false)}>Discard Cart ({secondsLeft})</Button>
        <Button variant="contained" onClick={() => void keep()} autoFocus>
          Keep Cart
        </Button>
      </DialogActions>
    </Dialog>
  );
}
