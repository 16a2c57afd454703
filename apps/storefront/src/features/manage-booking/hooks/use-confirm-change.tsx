/**
 * Confirm Changes of a ticket or date change (spec 02 §4.4): the seats of the tickets added (or
 * of the new event) are held first, then the amount to pay is the new total less what was paid:
 * to /managecheckout when it is 0 or more; when it is below 0 the Refund Transaction dialog asks
 * where the refund goes (change-flow rules), and Cancel Changes there releases the hold.
 */
import type { Booking } from '@gt/contract/bookings';
import { refundOptions } from '@gt/domain/manage-booking';
import { formatMoney, toCents } from '@gt/domain/money';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { postTourHolds } from '../../../api/tour-holds';
import { paths } from '../../../config/paths';
import { useManageBooking, type PendingChange } from '../../../stores/manage-booking';
import { notify } from '../../../stores/notifier';
import { keepChangeHold, releaseChangeHolds } from '../change-holds';
import { refundPayments } from '../change-pricing';
import { RefundDialog } from '../components/refund-dialog';

/** A change to confirm: `holdRef` when its seats are held already (a date change's coupon held the selection, spec 02 §4.7). */
type Change = Omit<PendingChange, 'refundType' | 'amountCents'> & { newTotalCents: number; holdEventId: number };

/** `onRefundCancelled`: after the refund dialog's Cancel Changes released the hold (a date change discards its coupons). */
export function useConfirmChange(
  booking: Booking | null,
  currency: string,
  onRefundCancelled?: () => void,
): { confirm(c: Change): Promise<void>; dialog: ReactNode; busy: boolean } {
  const navigate = useNavigate();
  const [refund, setRefund] = useState<Omit<PendingChange, 'refundType'> | null>(null);
  const [busy, setBusy] = useState(false);
  const paidCents = booking ? toCents(booking.TotalPaid) : 0;
  const go = (pending: PendingChange) => {
    useManageBooking.getState().setPending(pending);
    navigate(paths.manageCheckout.to());
  };

  async function confirm({ newTotalCents, holdEventId, holdRef: heldAlready, ...change }: Change) {
    let holdRef = heldAlready;
    const held = change.added ?? [];
    if (held.length > 0 && !holdRef) {
      setBusy(true);
      try {
        const products = held.map((p) => ({ TourProductID: p.TourProductID, Quantity: p.Quantity }));
        holdRef = (await postTourHolds({ TourEventID: holdEventId, TourProducts: products, Action: 'add' })).TourHoldRef;
        keepChangeHold({ tour: holdRef });
      } catch (e) {
        return notify('error', (e as Error).message);
      } finally {
        setBusy(false);
      }
    }
    const pending = { ...change, holdRef, amountCents: newTotalCents - paidCents };
    if (pending.amountCents < 0) setRefund(pending);
    else go({ ...pending, refundType: '' });
  }

  const money = (cents: number) => formatMoney(cents, currency);
  const options = booking
    ? refundOptions(
        'change',
        { allowRefunds: booking.AllowRefunds, allowRefundToGiftcardOnly: booking.AllowRefundToGiftcardOnly },
        refundPayments(booking),
        -(refund?.amountCents ?? 0),
      )
    : { card: false, giftCard: false };
  const dialog = (
    <RefundDialog
      open={refund !== null}
      options={options}
      amount={money(-(refund?.amountCents ?? 0))}
      newTotal={{ total: money(paidCents + (refund?.amountCents ?? 0)), paid: money(paidCents) }}
      onClose={() => {
        void releaseChangeHolds();
        setRefund(null);
        onRefundCancelled?.();
      }}
      onChoose={(to) => refund && go({ ...refund, refundType: to === 'card' ? 'CreditCardRefund' : 'GiftCardRefund' })}
    />
  );
  return { confirm, dialog, busy };
}
