import { describe, expect, it } from 'vitest';
import { bookingRefusal } from './event-bookability';

const product = (AvailableOnline: boolean, CostRateID = 1) => ({ AvailableOnline, PriceMatrix: [{ CostRateID }] });
const opts = { defaultCostRateId: 1, bookingTypeOffered: true };

describe('bookingRefusal (spec 01 §2; NotBookable)', () => {
  it('gives the state of an event that is not Book Now, Sold Out when none', () => {
    expect(bookingRefusal({ BookNowOption: 'Sold Out', TourProducts: [product(true)] }, opts)).toEqual({ reason: 'Sold Out' });
    expect(bookingRefusal({ BookNowOption: 'Cancelled', TourProducts: [product(true)] }, opts)).toEqual({ reason: 'Cancelled' });
    expect(bookingRefusal({ BookNowOption: '', TourProducts: [product(true)] }, opts)).toEqual({ reason: 'Sold Out' });
  });

  it('is not-bookable when nothing is sold online at the default cost rate or the booking type is not offered', () => {
    expect(bookingRefusal({ BookNowOption: 'Book Now', TourProducts: [product(false)] }, opts)).toBe('not-bookable');
    expect(bookingRefusal({ BookNowOption: 'Book Now', TourProducts: [product(true, 2)] }, opts)).toBe('not-bookable');
    expect(bookingRefusal({ BookNowOption: 'Book Now', TourProducts: [] }, opts)).toBe('not-bookable');
    expect(bookingRefusal({ BookNowOption: 'Book Now', TourProducts: [product(true)] }, { ...opts, bookingTypeOffered: false })).toBe('not-bookable');
  });

  it('is null for a bookable event', () => {
    expect(bookingRefusal({ BookNowOption: 'Book Now', TourProducts: [product(false), product(true)] }, opts)).toBeNull();
  });
});
