/**
 * The booking being managed (spec 02 §2.3–2.8, §4.8–4.9): the owner's credentials (booking ID,
 * e-mail, last name: every change sends them again and the server checks them), the booking as
 * last loaded and the member cost rate it applies. Kept in the tab's session storage under the
 * prefix `gt-` so that a reload stays on the booking; reset after a completed change (OK) and by
 * Cancel Changes.
 */
import type { Booking } from '@gt/contract/bookings';
import type { RefundType } from '@gt/domain/manage-booking';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_PREFIX } from './cart-store';

export interface BookingCredentials {
  BookingID: string;
  Email: string;
  LastName: string;
}

/**
 * The change the owner is making, carried to /managecheckout (spec 02 §4.1–4.4): its refund type
 * and the amount to pay (cents; negative: a refund), and for a ticket or date change the lines
 * asked for (the server prices them again).
 */
export interface PendingChange {
  kind: 'cancel' | 'payment' | 'modify' | 'change';
  refundType: RefundType;
  amountCents: number;
  /** Modify tickets: the new quantity of each booked line, and products added (a date change: the new tickets, each with its coupon and discount). */
  lines?: { BookingLineID: number; Quantity: number }[];
  added?: { TourProductID: number; Quantity: number; CouponCode?: string; DiscountAmount?: number }[];
  /** Change date/time: the new event; and for both, the hold of added or new seats. */
  tourEventId?: number;
  holdRef?: string;
  /** Change date/time: the coupons applied to the new tickets (a unique one with its hold), spec 02 §4.7. */
  coupons?: { CouponCode: string; CouponHoldRef?: string }[];
}

/** Holds a change took (seats of its new tickets, unique coupon units), until it completes or is abandoned (spec 02 §4.4, §4.7). */
export interface ChangeHolds {
  tourHolds: string[];
  couponHolds: string[];
}

interface ManageBookingState {
  credentials: BookingCredentials | null;
  booking: Booking | null;
  /** The member cost rate of the booking (CustomerCostRateID), applied to new tickets of a change. */
  costRateId: number | null;
  pending: PendingChange | null;
  /** Kept in session storage with the rest, so that a reload can release them (features/manage-booking/change-holds.ts). */
  changeHolds: ChangeHolds;
  setChangeHolds(h: ChangeHolds): void;
  setPending(pending: PendingChange | null): void;
  load(credentials: BookingCredentials, booking: Booking): void;
  reset(): void;
}

export const useManageBooking = create<ManageBookingState>()(
  persist(
    (set) => ({
      credentials: null,
      booking: null,
      costRateId: null,
      pending: null,
      changeHolds: { tourHolds: [], couponHolds: [] },
      setChangeHolds: (changeHolds) => set({ changeHolds }),
      setPending: (pending) => set({ pending }),
      load: (credentials, booking) => set({ credentials, booking, costRateId: booking.CustomerCostRateID }),
      reset: () => set({ credentials: null, booking: null, costRateId: null, pending: null }),
    }),
    { name: `${STORAGE_PREFIX}manage-booking`, storage: createJSONStorage(() => sessionStorage) },
  ),
);
