/**
 * Focus rescue never moves the page under a pointer (app/layout/focus-management.ts): "−" on the
 * last child of a booking disables that button; the visitor's ONE click (or tap) on Confirm
 * Changes then opens the refund dialog (spec 02 §2.6, §4.4). The rescue used to focus the h1 on
 * the Confirm button's mousedown, scrolling the page to the top, so the click landed elsewhere.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './test';
import type { APIRequestContext, Page } from '@playwright/test';
import { eventAt, openBooking, type Owner } from './manage-support';

/** Ticket lines at the standard rate: Adult $29.95, Child $19.95, both + 8.25 % sales tax. */
const PRICES = { 1: { ex: 2995, tax: 247 }, 2: { ex: 1995, tax: 165 } } as const;

/** Buys `lines` ([TourProductID, quantity]) of Timed Admission on venue day `day` at `time` by card. */
async function bookTickets(request: APIRequestContext, o: { day: number; time: string; lines: [1 | 2, number][]; lastName: string }): Promise<Owner> {
  const event = await eventAt(request, o.day, o.time);
  const email = `${o.lastName.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`;
  const hold = await (
    await request.post('/api/v1/TourHolds', { data: { TourEventID: event.id, TourProducts: o.lines.map(([id, q]) => ({ TourProductID: id, Quantity: q })) } })
  ).json();
  const address = { Email: email, Street1: '1 Harbor Way', CitySuburb: 'Chicago', State: 'IL', Postcode: '60601', Country: 'US', MobilePhone: '3125550123' };
  const customerRes = await request.post('/api/v1/customers', {
    data: [{ FirstName: 'Ada', LastName: o.lastName, GuestEmail: email, CustomerAddress: [{ IsPrimaryAddress: true, ...address }, { IsPrimaryAddress: false, ...address }] }],
  });
  const [customer] = await customerRes.json();
  const token = await (await request.post('/sandbox-pay/tokens', { data: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvv: '123' } })).json();
  const products = o.lines.map(([id, q], i) => {
    const ex = PRICES[id].ex * q;
    const tax = PRICES[id].tax * q;
    return { ProductLineNo: i + 1, TourEventID: event.id, TourProductID: id, Quantity: q, CostRateID: 1, LinePriceExTax: ex / 100, LinePriceTax: tax / 100, LinePriceIncTax: (ex + tax) / 100 };
  });
  const total = Math.round(products.reduce((t, p) => t + p.LinePriceIncTax * 100, 0)) / 100;
  const res = await request.post('/middleware/api/Transactions', {
    headers: { 'X-Middleware-Key': 'gt-storefront', 'Idempotency-Key': randomUUID() },
    data: { CustomerID: customer.CustomerID, CustomerToken: customer.CustomerToken, TourHoldRef: hold.TourHoldRef, Products: products, Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: total, CardToken: token.token }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  const receipt = await res.json();
  return { id: String(receipt.Events[0].BookingID), name: o.lastName, email, eventId: event.id };
}

/** 2 adults + 1 child, "−" on the child, then one press of Confirm Changes: the refund dialog for the child. */
async function dropTheChildAndConfirm(page: Page, request: APIRequestContext, press: (target: ReturnType<Page['getByRole']>) => Promise<void>, day: number) {
  const owner = await bookTickets(request, { day, time: '09:00', lines: [[1, 2], [2, 1]], lastName: 'Lovelace' });
  await openBooking(page, owner);
  await page.getByRole('link', { name: 'Modify Tickets & Add Ons' }).click();
  const fewerChild = page.getByRole('button', { name: 'Fewer Current Child' });
  await press(fewerChild);
  await expect(fewerChild).toBeDisabled();
  await expect(page.getByLabel('Booking costs')).toContainText('New Total Cost$64.84');
  await press(page.getByRole('button', { name: 'Confirm Changes' }));
  await expect(page.getByRole('dialog', { name: 'Refund Transaction' })).toContainText('You are eligible for a refund of $21.60');
}

test.describe('at 1366 px with a mouse', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  test('"−" on the child to 0, then ONE click on Confirm Changes opens the refund dialog', async ({ page, request }) => {
    await dropTheChildAndConfirm(page, request, (target) => target.click(), 26);
  });
});

test.describe('at 375 px by touch', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  test('"−" on the child to 0, then ONE tap on Confirm Changes opens the refund dialog', async ({ page, request }) => {
    await dropTheChildAndConfirm(page, request, (target) => target.tap(), 27);
  });
});
