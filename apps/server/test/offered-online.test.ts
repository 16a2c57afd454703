/**
 * Only events offered online can be held and paid (docs/architecture.md#payments; docs/architecture.md#domain-rules): the
 * hold and the payment apply the page's visibility rule (TourDisplayDays, display areas shown
 * online) and the event's state (cancelled, closed, started); the booking transaction re-checks
 * the state under the event lock, after the charge, and refunds.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOW, cartFor, countRows, expectErrors, findEvent, freshEvent, minutes, pay, postHold } from './checkout-support';
import { startTestStore, type TestStore } from './harness';

const NOT_AVAILABLE = 'Tickets not longer available, please choose another time';

let store: TestStore;
beforeEach(async () => {
  store = await startTestStore({ now: NOW });
});
afterEach(async () => {
  store.ctx.testHooks = undefined;
  await store.close();
});

const sql = (text: string) => store.ctx.db.execute(text);
const adults = (n: number) => [{ TourProductID: 1, Quantity: n }];

/** Nothing was charged or booked by the refused payments. */
async function expectNothingKept() {
  expect(await countRows(store, 'sandbox_charges', "status = 'captured'")).toBe(0);
  expect(await countRows(store, 'bookings')).toBe(0);
}

describe('an event not offered online', () => {
  it('beyond TourDisplayDays cannot be held, and a hold taken before cannot be paid', async () => {
    // Behind-the-Scenes Tour events are shown 30 days ahead: the one 35 days out is not offered.
    const far = await findEvent(store, 2, '2026-12-28', '10:30');
    expectErrors(await postHold(store, { TourEventID: far.TourEventID, TourProducts: [{ TourProductID: 5, Quantity: 2 }] }), 409, NOT_AVAILABLE);
    const event = await freshEvent(store, 10);
    const { body } = await cartFor(store, event, adults(2));
    await sql(`update tour_events set tour_display_days = 2 where tour_event_id = ${event.TourEventID}`);
    expectErrors(await pay(store, body), 409, NOT_AVAILABLE);
    await expectNothingKept();
  });

  it('whose booking type is in no display area shown online cannot be held or paid', async () => {
    const event = await freshEvent(store, 10);
    const { body } = await cartFor(store, event, adults(2));
    // Timed Admission is in "Aquarium Admission" and in the hidden "Staff Previews": hide the first.
    await sql('update display_areas set show_online = false where display_area_no = 1');
    expectErrors(await postHold(store, { TourEventID: event.TourEventID, TourProducts: adults(1) }), 409, NOT_AVAILABLE);
    expectErrors(await pay(store, body), 409, NOT_AVAILABLE);
    await expectNothingKept();
  });

  it('closed or started while the hold is live: refused before any charge', async () => {
    const event = await freshEvent(store, 10);
    const closed = await cartFor(store, event, adults(2));
    await sql(`update tour_events set closed = true where tour_event_id = ${event.TourEventID}`);
    expectErrors(await pay(store, closed.body), 409, NOT_AVAILABLE);
    await sql(`update tour_events set closed = false, starts_at = '${minutes(10).toISOString()}' where tour_event_id = ${event.TourEventID}`);
    const started = await cartFor(store, event, adults(2));
    store.setNow(minutes(11));
    expectErrors(await pay(store, started.body), 409, NOT_AVAILABLE);
    await expectNothingKept();
  });

  it('cancelled between the charge and the booking: the booking is refused and the charge refunded', async () => {
    const event = await freshEvent(store, 10);
    const { body } = await cartFor(store, event, adults(2));
    store.ctx.testHooks = { afterCharge: async () => void (await sql(`update tour_events set cancelled = true where tour_event_id = ${event.TourEventID}`)) };
    expectErrors(await pay(store, body), 409, NOT_AVAILABLE);
    expect(await countRows(store, 'sandbox_charges', "status = 'refunded'")).toBe(1);
    expect(await countRows(store, 'payments', "status = 'refunded'")).toBe(1);
    await expectNothingKept();
  });
});
