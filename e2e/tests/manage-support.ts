/**
 * Bookings for the manage-my-booking journeys, bought through the public API as the storefront
 * does (hold → guest customer → sandbox card token → payment), so that each journey changes a
 * booking of its own; and what the listing says of an event's seats.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { venueDay } from './venue';

export interface Owner {
  id: string;
  name: string;
  email: string;
  eventId: number;
  /** The tickets' admission codes (one per adult). */
  tickets?: string[];
}

/** Adult at the standard rate: $29.95 + 8.25 % sales tax = $32.42 a ticket. */
const ADULT = { ex: 2995, tax: 247 };

/** The Timed Admission event at `time` on venue day `day` (its id and seats). */
export async function eventAt(request: APIRequestContext, day: number, time: string): Promise<{ id: number; seats: number }> {
  const date = venueDay(day).format('YYYY-MM-DD');
  const res = await request.get(`/api/v1/TourEvents?BookingTypeID=1&From=${date}&To=${date}`);
  const events = (await res.json()) as { TourEventID: number; SeatsAvailable: number; EventStartDateTime: string }[];
  const e = events.find((x) => x.EventStartDateTime.slice(11, 16) === time);
  if (!e) throw new Error(`no Timed Admission at ${date} ${time}`);
  return { id: e.TourEventID, seats: e.SeatsAvailable };
}

/**
 * Holds `adults` adult tickets of Timed Admission on venue day `day` at `time`, makes the guest
 * customer and pays the order with a sandbox card (`card`, 4242… by default); the answer as is.
 */
export async function payForAdults(
  request: APIRequestContext,
  o: { day: number; time: string; adults: number; lastName: string; card?: string },
): Promise<{ res: APIResponse; email: string; eventId: number }> {
  const event = await eventAt(request, o.day, o.time);
  const email = `${o.lastName.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`;
  const hold = await (
    await request.post('/api/v1/TourHolds', { data: { TourEventID: event.id, TourProducts: [{ TourProductID: 1, Quantity: o.adults }] } })
  ).json();
  const address = {
    Email: email,
    Street1: '1 Harbor Way',
    CitySuburb: 'Chicago',
    State: 'IL',
    Postcode: '60601',
    Country: 'US',
    MobilePhone: '3125550123',
  };
  const [customer] = await (
    await request.post('/api/v1/customers', {
      data: [
        {
          FirstName: 'Grace',
          LastName: o.lastName,
          GuestEmail: email,
          CustomerAddress: [
            { IsPrimaryAddress: true, ...address },
            { IsPrimaryAddress: false, ...address },
          ],
        },
      ],
    })
  ).json();
  const token = await (
    await request.post('/sandbox-pay/tokens', { data: { number: o.card ?? '4242424242424242', expMonth: 12, expYear: 2030, cvv: '123' } })
  ).json();
  const cents = { ex: ADULT.ex * o.adults, tax: ADULT.tax * o.adults };
  const total = (cents.ex + cents.tax) / 100;
  const res = await request.post('/middleware/api/Transactions', {
    headers: { 'X-Middleware-Key': 'gt-storefront', 'Idempotency-Key': randomUUID() },
    data: {
      CustomerID: customer.CustomerID,
      CustomerToken: customer.CustomerToken,
      TourHoldRef: hold.TourHoldRef,
      Products: [
        {
          ProductLineNo: 1,
          TourEventID: event.id,
          TourProductID: 1,
          Quantity: o.adults,
          CostRateID: 1,
          LinePriceExTax: cents.ex / 100,
          LinePriceTax: cents.tax / 100,
          LinePriceIncTax: total,
        },
      ],
      Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: total, CardToken: token.token }],
    },
  });
  return { res, email, eventId: event.id };
}

/** Buys `adults` adult tickets of Timed Admission on venue day `day` at `time` by card; returns the owner. */
export async function bookAdults(
  request: APIRequestContext,
  o: { day: number; time: string; adults: number; lastName: string },
): Promise<Owner> {
  const { res, email, eventId } = await payForAdults(request, o);
  expect(res.status(), await res.text()).toBe(200);
  const receipt = await res.json();
  return { id: String(receipt.Events[0].BookingID), name: o.lastName, email, eventId, tickets: receipt.Products[0].Barcodes };
}

/** Seats the listing shows for an event now. */
export async function seatsOf(request: APIRequestContext, eventId: number): Promise<number> {
  const [e] = await (await request.get(`/api/v1/TourEvents?TourEventList=${eventId}`)).json();
  return e.SeatsAvailable as number;
}

/** Opens the booking through the e-mail's link (find my booking, prefilled) and lands on /managebooking. */
export async function openBooking(page: Page, o: Pick<Owner, 'id' | 'name' | 'email'>): Promise<void> {
  await page.goto(`/GT/findmybooking?bookingID=${o.id}&Name=${o.name}&Email=${encodeURIComponent(o.email)}`);
  await expect(page).toHaveURL(/\/GT\/managebooking$/);
}
