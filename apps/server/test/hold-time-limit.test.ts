/**
 * One rule for the cart's time limit (docs/architecture.md#capacity-and-holds; spec 01 §4 "Cart discard timer"): seats
 * are held for DiscardTimeMinutes by default (never less), the hold's earliest ExpiresAt is the
 * countdown the storefront shows, and "Keep Cart" renews every event's hold; an event whose
 * seats went while its hold had lapsed is refused and can be dropped. Injected clock.
 */
import { PublicConfig } from '@gt/contract/config';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/server-config';
import { NOW, expectErrors, freshEvent, hold, minutes, postHold } from './checkout-support';
import { startTestStore, type TestStore } from './harness';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, config: { Public: PublicConfig.parse({ DiscardTimeMinutes: 5 }) } });
});
afterAll(async () => {
  await store.close();
});
beforeEach(() => store.setNow(NOW));

describe('HoldMinutes and DiscardTimeMinutes', () => {
  it('defaults the hold to the discard time, 15 minutes when the timer is off', () => {
    expect(loadConfig({}, { Public: { DiscardTimeMinutes: 5 } }).HoldMinutes).toBe(5);
    expect(loadConfig({}, { Public: { DiscardTimeMinutes: 0 } }).HoldMinutes).toBe(15);
    expect(loadConfig({}, { HoldMinutes: 20 }).HoldMinutes).toBe(20);
  });

  it('refuses to start with a hold shorter than the discard time', () => {
    expect(() => loadConfig({}, { HoldMinutes: 3, Public: { DiscardTimeMinutes: 5 } })).toThrow(
      'HoldMinutes: HoldMinutes (3) must not be shorter than Public.DiscardTimeMinutes (5): seats would lapse before the cart is discarded',
    );
  });
});

describe('the hold behind the cart countdown', () => {
  it('expires DiscardTimeMinutes after each event was last changed; the earliest is the countdown', async () => {
    const a = await freshEvent(store, 10);
    const b = await freshEvent(store, 10);
    const first = await hold(store, { TourEventID: a.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    expect([first.ExpiresAt, first.SecondsLeft]).toEqual([minutes(5).toISOString(), 300]);

    store.setNow(minutes(2));
    const both = await hold(store, { TourHoldRef: first.TourHoldRef, TourEventID: b.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
    // Adding B does not renew A: the countdown still ends when A lapses, 3 minutes from now.
    expect(both.Events.map((e) => [e.TourEventID, e.ExpiresAt])).toEqual([
      [a.TourEventID, minutes(5).toISOString()],
      [b.TourEventID, minutes(7).toISOString()],
    ]);
    expect([both.ExpiresAt, both.SecondsLeft]).toEqual([minutes(5).toISOString(), 180]);

    // Keep Cart at 4:00 re-posts every event's quantities: each hold runs 5 minutes from now.
    store.setNow(minutes(4));
    let kept = both;
    for (const e of both.Events) {
      kept = await hold(store, { TourHoldRef: both.TourHoldRef, Action: 'set', TourEventID: e.TourEventID, TourProducts: e.TourProducts });
    }
    expect(kept.Events.map((e) => e.ExpiresAt)).toEqual([minutes(9).toISOString(), minutes(9).toISOString()]);
    expect([kept.ExpiresAt, kept.SecondsLeft]).toEqual([minutes(9).toISOString(), 300]);
  });

  it('Keep Cart after a lapse: an event whose seats were taken is refused, dropped, and the rest stays held', async () => {
    const a = await freshEvent(store, 2);
    const b = await freshEvent(store, 10);
    const mine = await hold(store, { TourEventID: a.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    await hold(store, { TourHoldRef: mine.TourHoldRef, TourEventID: b.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });

    store.setNow(minutes(6)); // both lapsed; another visitor takes A's two seats
    await hold(store, { TourEventID: a.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });

    const refused = await postHold(store, { TourHoldRef: mine.TourHoldRef, Action: 'set', TourEventID: a.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    expectErrors(refused, 409, 'Tickets not longer available, please choose another time');
    const renewed = await hold(store, { TourHoldRef: mine.TourHoldRef, Action: 'set', TourEventID: b.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
    expect(renewed.Events.find((e) => e.TourEventID === b.TourEventID)?.ExpiresAt).toBe(minutes(11).toISOString());
    const left = await hold(store, { TourHoldRef: mine.TourHoldRef, Action: 'remove', TourEventID: a.TourEventID, TourProducts: [] });
    expect(left.Events.map((e) => [e.TourEventID, e.TourProducts.map((p) => p.Quantity), e.SecondsLeft])).toEqual([[b.TourEventID, [1], 300]]);
  });
});
