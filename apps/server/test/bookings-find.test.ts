/**
 * GET bookings?bookingid&Email&LastName (spec 02 §5 "Find booking", §3
 * "Booking", §6): booking IDs that are not a sequence, case-insensitive access, the spec's
 * mismatch texts, the booking's totals, payments and flags, and the per-client budget.
 */
import type { Booking } from '@gt/contract/bookings';
import type { TransactionResult } from '@gt/contract/transactions';
import { bookingIdValid } from '@gt/domain/manage-booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOOKINGS } from '../src/seed/demo-bookings';
import { cartFor, expectErrors, freshEvent, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { NOW } from './support';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, demoBookings: true });
});
afterAll(() => store.close());

const find = (bookingid: string | number, Email: string, LastName: string) =>
  store.app.inject({ method: 'GET', url: `/api/v1/bookings?${new URLSearchParams({ bookingid: String(bookingid), Email, LastName })}` });

async function found(bookingid: string | number, email: string, lastName: string): Promise<Booking> {
  const res = await find(bookingid, email, lastName);
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json() as Booking[];
  expect(list).toHaveLength(1);
  return list[0] as Booking;
}

describe('finding a booking', () => {
  it('matches e-mail and last name case-insensitively and shows the booking paid by card', async () => {
    const b = await found(' 4829136573 ', 'MAYA.patel@Example.com', 'pAtEl');
    expect(b).toMatchObject({
      BookingID: 4829136573,
      BookingStatus: 'Booked',
      BookingName: 'Timed Admission',
      CustomerName: 'Maya Patel',
      BookingSearchName: 'Patel',
      // 2 adults ($29.95) and a child ($19.95) with 8.25 % sales tax.
      TotalAmount: 86.44,
      TotalPaid: 86.44,
      BalanceOwing: 0,
      AllowRefunds: true,
      AllowRefundToGiftcardOnly: false,
      AllowDateTimeChanges: true,
      AllowTicketChanges: true,
      NoChangesMessage: '',
      PaymentDescription: 'visa-************4242',
      BookingPayments: [{ PaymentAmount: 86.44, PaymentType: 'Card', PaymentDescription: 'visa-************4242' }].map((p) =>
        expect.objectContaining(p),
      ),
      BookingRefunds: [],
    });
    expect(b.PaymentToken).toMatch(/^ch_/);
    expect(b.EventStartDateTime).toBe('2026-12-07T10:00:00-06:00');
    expect(b.BookingProducts.map((p) => [p.TourProductName, p.Quantity, p.ProductLinePriceInclTax, p.IsRefundable])).toEqual([
      ['Adult', 2, 64.84, true],
      ['Child', 1, 21.6, true],
    ]);
  });

  it('says which of last name and e-mail does not match, and answers [] for an ID that is not one', async () => {
    expectErrors(await find(4829136573, 'maya.patel@example.com', 'Smith'), 403, 'Last Name does not match.');
    expectErrors(await find(4829136573, 'someone@example.com', 'Patel'), 403, 'Email does not match.');
    expectErrors(await find(4829136573, 'someone@example.com', 'Smith'), 403, 'Last Name and Email does not match.');
    // A wrong check digit, an unknown ID and a small number all look alike: no booking.
    for (const id of ['4829136574', '4829136581', '1']) expect((await find(id, 'maya.patel@example.com', 'Patel')).json()).toEqual([]);
  });

  it('refuses a missing field with 400', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/api/v1/bookings?bookingid=4829136573&Email=a%40b.co' });
    expect(res.statusCode).toBe(400);
  });

  it('shows a gift card payment, a balance owing and the flags of each booking type', async () => {
    const gift = await found(5173062844, 'leo.garcia@example.com', 'Garcia');
    expect(gift).toMatchObject({ TotalPaid: gift.TotalAmount, BalanceOwing: 0, PaymentToken: null, PaymentDescription: null });
    expect(gift.BookingPayments).toEqual([expect.objectContaining({ PaymentType: 'Gift Card', PaymentDescription: '****X2R9TA' })]);
    const unpaid = await found(6391584023, 'ruth.okafor@example.com', 'Okafor');
    expect(unpaid).toMatchObject({ TotalPaid: 0, BalanceOwing: unpaid.TotalAmount, BookingPayments: [] });
    expect(unpaid.BookingProducts.find((p) => p.TourProductName === 'Parking Pass')?.IsRefundable).toBe(false);
    expect(await found(7052641938, 'sam.chen@example.com', 'Chen')).toMatchObject({
      AllowRefunds: false,
      AllowRefundToGiftcardOnly: true,
      AllowDateTimeChanges: true,
      AllowTicketChanges: false,
    });
    expect(await found(8264715304, 'ivy.nguyen@example.com', 'Nguyen')).toMatchObject({
      AllowRefunds: false,
      AllowDateTimeChanges: false,
      AllowTicketChanges: false,
      NoChangesMessage: 'Dolphin Encounter bookings cannot be changed online. Please call us at (409) 555-0100.',
    });
    expect(await found(9143857267, 'omar.haddad@example.com', 'Haddad')).toMatchObject({
      AllowRefunds: false,
      AllowDateTimeChanges: true,
      AllowTicketChanges: true,
    });
  });

  it('gives every booking bought online a 10-digit booking ID with a check digit, not a sequence', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { body } = await cartFor(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 1 }], {
        email: `buyer${i}@example.org`,
      });
      const r = (await pay(store, body)).json() as TransactionResult;
      const id = r.Events[0]?.BookingID as number;
      expect(bookingIdValid(String(id))).toBe(true);
      ids.push(id);
      expect((await found(id, `BUYER${i}@example.org`, 'lee')).BookingProducts).toHaveLength(1);
    }
    expect(ids.some((id, i) => i > 0 && Math.abs(id - (ids[i - 1] as number)) === 1)).toBe(false);
    for (const b of DEMO_BOOKINGS) expect(bookingIdValid(String(b.bookingNo))).toBe(true);
  });
});

describe('the per-client budget of lookups', () => {
  it('answers 429 beyond LookupRateLimitPerMinute', async () => {
    const limited = await startTestStore({ now: NOW, config: { LookupRateLimitPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (await limited.app.inject({ method: 'GET', url: `/api/v1/bookings?bookingid=${1000000000 + i}&Email=a%40b.co&LastName=x` }))
            .statusCode,
        );
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
