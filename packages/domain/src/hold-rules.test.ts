import { describe, expect, it } from 'vitest';
import { checkEventHold, ticketQuantity, type HoldCheckInput } from './hold-rules';

const adult = { TourProductID: 1, AffectsCapacity: true, MinimumTickets: 0, MaximumTickets: 0 };
const parking = { TourProductID: 4, AffectsCapacity: false, MinimumTickets: 0, MaximumTickets: 2 };
const pair = { TourProductID: 9, AffectsCapacity: true, MinimumTickets: 2, MaximumTickets: 0 };

const base = (over: Partial<HoldCheckInput> = {}): HoldCheckInput => ({
  stage: 'add',
  bookNowOption: 'Book Now',
  seatsAvailable: 10,
  bookingType: { MinimumTickets: 1, MaximumTickets: 6 },
  lines: [{ product: adult, quantity: 2 }],
  ...over,
});

describe('checkEventHold', () => {
  it('allows a hold within seats and limits', () => {
    expect(checkEventHold(base())).toBeNull();
  });

  it.each(['Sold Out', 'Past Event', 'Cancelled'] as const)('refuses an event that is %s', (bookNowOption) => {
    expect(checkEventHold(base({ bookNowOption }))).toEqual({
      kind: 'unavailable',
      message: 'Tickets not longer available, please choose another time',
    });
  });

  it('refuses when no seat is left', () => {
    expect(checkEventHold(base({ seatsAvailable: 0 }))?.message).toBe('Tickets not longer available, please choose another time');
  });

  it('refuses more tickets than seats with the number left', () => {
    expect(checkEventHold(base({ seatsAvailable: 1 }))).toEqual({ kind: 'unavailable', message: 'Maximum of 1 tickets available' });
  });

  it('does not count non-capacity add-ons against seats or ticket limits', () => {
    const lines = [
      { product: adult, quantity: 1 },
      { product: parking, quantity: 2 },
    ];
    expect(ticketQuantity(lines)).toBe(1);
    expect(checkEventHold(base({ seatsAvailable: 1, bookingType: { MinimumTickets: 1, MaximumTickets: 1 }, lines }))).toBeNull();
  });

  it('applies product maximum and minimum', () => {
    expect(
      checkEventHold(
        base({
          lines: [
            { product: adult, quantity: 1 },
            { product: parking, quantity: 3 },
          ],
        }),
      ),
    ).toEqual({ kind: 'limits', message: 'Maximum of 2 tickets allowed' });
    expect(checkEventHold(base({ lines: [{ product: pair, quantity: 1 }] }))).toEqual({
      kind: 'limits',
      message: 'Minimum tickets per order is 2',
    });
  });

  it('applies the booking type maximum', () => {
    expect(checkEventHold(base({ lines: [{ product: adult, quantity: 7 }] }))).toEqual({
      kind: 'limits',
      message: 'Maximum of 6 tickets allowed',
    });
  });

  it('words the booking type minimum by stage', () => {
    const lines = [{ product: adult, quantity: 1 }];
    const bookingType = { MinimumTickets: 2, MaximumTickets: 8 };
    expect(checkEventHold(base({ lines, bookingType, stage: 'add' }))?.message).toBe('Minimum tickets per order is 2');
    expect(checkEventHold(base({ lines, bookingType, stage: 'change' }))?.message).toBe(
      'Minimum tickets for this event is 2, please add more tickets.',
    );
    expect(checkEventHold(base({ lines, bookingType, stage: 'checkout' }))?.message).toBe(
      'Minimum tickets for event is 2, please add more tickets.',
    );
  });

  it('an add-on alone does not meet the ticket minimum', () => {
    expect(checkEventHold(base({ lines: [{ product: parking, quantity: 1 }] }))?.message).toBe('Minimum tickets per order is 1');
  });
});
