/**
 * The e-mails of a booking change and a cancellation (spec 02 §2.8) in the venue's layout: a
 * plain-text part, the venue's address and contact, the booking's QR code while it stands, and
 * its calendar entry again: the same UID as the confirmation's, a higher SEQUENCE at each change
 * with the new time, and METHOD:CANCEL / STATUS:CANCELLED when cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingChangeEmail } from '../src/modules/mail/booking-change-email';
import { confirmationEmail } from '../src/modules/mail/confirmation-email';
import { freshEvent, hold } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { calendarsOf, decodeQr, inlineImage } from './mail-support';
import { bookOnline, change } from './manage-support';
import { NOW } from './support';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
});
afterAll(() => store.close());

describe('booking change and cancellation e-mails', () => {
  it('move the calendar entry on a date change and cancel it on a cancellation', async () => {
    const { owner, receipt } = await bookOnline(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 2 }]);
    const [booked] = calendarsOf(await confirmationEmail(store.ctx, receipt));
    const uid = `booking-${owner.BookingID}@localhost`;
    expect(booked).toMatchObject({ method: 'PUBLISH', uid, sequence: 0, status: 'CONFIRMED' });

    const target = await freshEvent(store, 10);
    const h = await hold(store, { TourEventID: target.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    const moved = await change(store, owner, {
      TransactionType: 'Change Date / Time',
      RefundType: 'CreditCardRefund',
      AmountToPay: 0,
      NewTourEventID: target.TourEventID,
      Products: [{ TourProductID: 1, Quantity: 2 }],
      TourHoldRef: h.TourHoldRef,
    });
    const movedMail = await bookingChangeEmail(store.ctx, moved);
    const [update] = calendarsOf(movedMail);
    expect(update).toMatchObject({
      method: 'PUBLISH',
      uid,
      status: 'CONFIRMED',
      summary: moved.Booking.BookingName,
      location: 'Harbor Lights Aquarium, 1 Harbor Lights Pier, Bayport, TX 77500',
      start: new Date(moved.Booking.EventStartDateTime).toISOString(),
      end: new Date(moved.Booking.EventEndDateTime).toISOString(),
    });
    expect(update?.start).not.toBe(booked?.start);
    expect(update?.sequence).toBeGreaterThan(0);
    expect(update?.description).toContain(
      `Booking ${owner.BookingID}\nManage my booking: http://localhost:3000/GT/findmybooking?bookingID=${owner.BookingID}&`,
    );
    expect(movedMail.text).toMatch(/^Your booking has a new date and time, /);
    expect(movedMail.text).toMatch(
      /\n--\nHarbor Lights Aquarium\n1 Harbor Lights Pier, Bayport, TX 77500\n\(555\) 010-0123\ntickets@harborlights\.example$/,
    );
    expect(movedMail.html).toContain('1 Harbor Lights Pier, Bayport, TX 77500');
    expect(await decodeQr(inlineImage(movedMail, `${moved.Booking.Barcode}@barcode`).content)).toBe(moved.Booking.Barcode);

    const cancelled = await change(store, owner, {
      TransactionType: 'Cancel Booking',
      RefundType: 'CancelBooking',
      AmountToPay: -moved.Booking.TotalPaid,
    });
    const cancelMail = await bookingChangeEmail(store.ctx, cancelled);
    const [cancel] = calendarsOf(cancelMail);
    expect(cancel).toMatchObject({
      method: 'CANCEL',
      uid,
      status: 'CANCELLED',
      start: update?.start,
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    });
    expect(cancel?.sequence).toBeGreaterThan(update?.sequence ?? Infinity);
    expect(cancelMail.html).toContain('Your booking has been cancelled');
    // A cancelled booking admits no one: no code in the e-mail.
    expect(cancelMail.attachments?.flatMap((a) => (a.cid ? [a.cid] : []))).toEqual(['logo@venue']);
  });
});
