/**
 * User-defined field values of a hold (docs/architecture.md#identity-and-secrets, docs/architecture.md#domain-rules): the server applies the
 * drawer's rule (domain udfValuesProblem) to the BookingUDFs of POST TourHolds; the same values
 * sent with a payment go through the same hold change (tampering.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { NOW, expectErrors, findEvent, hold, postHold, seatsOf } from './checkout-support';
import { useTestStore } from './support';

const TOUR = 2;
const TOUR_UDFS = [
  { UDFID: 1, Value: 'Ann Lee' },
  { UDFID: 2, Value: '2010-04-01' },
  { UDFID: 3, Value: '70' },
  { UDFID: 4, Value: 'true' },
];

const t = useTestStore({ now: NOW });

describe('POST /api/v1/TourHolds with BookingUDFs', () => {
  it('refuses a UDF value its field does not allow, naming the field', async () => {
    const tour = await findEvent(t.store, TOUR, '2026-11-25', '10:30');
    const withValue = (UDFID: number, Value: string) => ({
      TourEventID: tour.TourEventID,
      TourProducts: [{ TourProductID: 5, Quantity: 2 }],
      BookingUDFs: [...TOUR_UDFS.filter((u) => u.UDFID !== UDFID), { UDFID, Value }],
    });
    const seats = await seatsOf(t.store, tour.TourEventID);
    for (const [id, value, message] of [
      [3, 'abc', 'Tallest guest height (inches) must be a number.'],
      [2, '2010-02-30', 'Youngest guest date of birth must be a valid date.'],
      [4, 'yes', 'All guests can climb stairs must be checked or unchecked.'],
      [5, 'Jetpack', 'Mobility assistance must be one of its options.'],
      [1, 'A'.repeat(61), 'Lead guest name must be at most 60 characters.'],
    ] as const)
      expectErrors(await postHold(t.store, withValue(id, value)), 400, message);
    expectErrors(
      await postHold(t.store, withValue(6, 'Peanut\u202E allergy')),
      400,
      "Invalid body field 'BookingUDFs.4.Value': must not contain invisible or text-direction control characters",
    );
    expect(await seatsOf(t.store, tour.TourEventID)).toBe(seats);
    // Multi-line notes and a listed option are fine.
    const held = await hold(t.store, withValue(6, 'Peanut allergy.\nLoves turtles.'));
    expect(held.Events[0]?.BookingUDFs.find((u) => u.UDFID === 6)?.Value).toBe('Peanut allergy.\nLoves turtles.');
    await hold(t.store, { ...withValue(5, 'Walking aid'), TourHoldRef: held.TourHoldRef, Action: 'set' });
  });
});
