import { describe, expect, it } from 'vitest';
import { availabilityLabel, heldTickets, seatsLeftToAdd } from './availability';

const shown = { ShowAvailability: true, AvailabilityText: 'Seats available' };

describe('availabilityLabel (spec 01 §3 ShowAvailability, AvailabilityText)', () => {
  it('labels the seats with the booking type text', () => {
    expect(availabilityLabel({ BookNowOption: 'Book Now', SeatsAvailable: 5 }, shown)).toBe('Seats available: 5');
    expect(availabilityLabel({ BookNowOption: 'Book Now', SeatsAvailable: 1 }, { ShowAvailability: true, AvailabilityText: 'Places left' })).toBe('Places left: 1');
  });

  it('shows nothing when availability is hidden, but always an unsellable state', () => {
    expect(availabilityLabel({ BookNowOption: 'Book Now', SeatsAvailable: 5 }, { ...shown, ShowAvailability: false })).toBeNull();
    expect(availabilityLabel({ BookNowOption: 'Sold Out', SeatsAvailable: 0 }, { ...shown, ShowAvailability: false })).toBe('Sold Out');
  });

  it("counts the visitor's own held seats as theirs: 5 for them, 3 held → 2 more", () => {
    expect(availabilityLabel({ BookNowOption: 'Book Now', SeatsAvailable: 5 }, shown, 3)).toBe('Seats available: 2 (3 in your cart)');
    expect(availabilityLabel({ BookNowOption: 'Book Now', SeatsAvailable: 5 }, shown, 5)).toBe('Seats available: 0 (5 in your cart)');
  });
});

describe('heldTickets and seatsLeftToAdd', () => {
  const products = [
    { TourProductID: 1, AffectsCapacity: true },
    { TourProductID: 4, AffectsCapacity: false },
  ];
  it('counts capacity-affecting held lines only', () => {
    expect(heldTickets(products, [{ TourProductID: 1, Quantity: 3 }, { TourProductID: 4, Quantity: 2 }])).toBe(3);
    expect(heldTickets(products, [])).toBe(0);
  });
  it('never goes below zero', () => {
    expect(seatsLeftToAdd({ BookNowOption: 'Book Now', SeatsAvailable: 2 }, 3)).toBe(0);
  });
});
