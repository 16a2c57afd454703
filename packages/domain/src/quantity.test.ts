import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampQuantity, NON_CAPACITY_MAX, stepperBounds, type StepperProduct } from './quantity';

describe('clampQuantity', () => {
  const b = { min: 0, max: 10 };

  it('takes a typed whole number', () => {
    expect(clampQuantity('5', b)).toBe(5);
    expect(clampQuantity(' 7 ', b)).toBe(7);
    expect(clampQuantity('007', b)).toBe(7);
    expect(clampQuantity(4, b)).toBe(4);
  });

  it('turns non-numeric input into 0 (then the minimum)', () => {
    for (const raw of ['', ' ', 'abc', 'two', '3a', '1e2', '0x5', '+3', '-3', '1,000']) expect(clampQuantity(raw, b)).toBe(0);
    expect(clampQuantity(Number.NaN, b)).toBe(0);
    expect(clampQuantity('abc', { min: 1, max: 10 })).toBe(1);
    expect(clampQuantity('', { min: 2, max: 10 })).toBe(2);
  });

  it('cuts fractions', () => {
    expect(clampQuantity(3.9, b)).toBe(3);
    expect(clampQuantity('2.7', b)).toBe(2);
    expect(clampQuantity('4.', b)).toBe(4);
  });

  it('clamps between min and max', () => {
    expect(clampQuantity('11', b)).toBe(10);
    expect(clampQuantity(1000, { min: 0, max: 999 })).toBe(999);
    expect(clampQuantity(-2, b)).toBe(0);
    expect(clampQuantity(0, { min: 1, max: 10 })).toBe(1);
    expect(clampQuantity('10', b)).toBe(10);
    expect(clampQuantity('0', b)).toBe(0);
  });

  it('gives the minimum when max is below min (no seats left for a cart line)', () => {
    expect(clampQuantity(3, { min: 1, max: 0 })).toBe(1);
    expect(clampQuantity(0, { min: 1, max: 0 })).toBe(1);
  });

  it('always lands inside the bounds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), fc.nat(50), fc.nat(1000), (raw, min, span) => {
        const q = clampQuantity(raw, { min, max: min + span });
        expect(Number.isInteger(q)).toBe(true);
        expect(q).toBeGreaterThanOrEqual(min);
        expect(q).toBeLessThanOrEqual(min + span);
      }),
    );
  });
});

describe('stepperBounds', () => {
  const adult: StepperProduct = { AffectsCapacity: true, MinimumTickets: 0, MaximumTickets: 0 };
  const parking: StepperProduct = { AffectsCapacity: false, MinimumTickets: 0, MaximumTickets: 2 };
  const giftShopVoucher: StepperProduct = { AffectsCapacity: false, MinimumTickets: 0, MaximumTickets: 0 };
  const encounter: StepperProduct = { AffectsCapacity: true, MinimumTickets: 0, MaximumTickets: 4 };
  const drawer = { inCart: false, seatsAvailable: 150, otherCapacityQuantity: 0 };

  it('starts at 0 in the drawer so a product can be left out', () => {
    expect(stepperBounds(adult, drawer).min).toBe(0);
    expect(stepperBounds({ ...adult, MinimumTickets: 2 }, drawer).min).toBe(0);
  });

  it('is at least 1 in the cart (or the product minimum when higher)', () => {
    expect(stepperBounds(adult, { ...drawer, inCart: true }).min).toBe(1);
    expect(stepperBounds({ ...adult, MinimumTickets: 2 }, { ...drawer, inCart: true }).min).toBe(2);
  });

  it('caps capacity-affecting products at the seats left after the other chosen quantities', () => {
    expect(stepperBounds(adult, { inCart: false, seatsAvailable: 5, otherCapacityQuantity: 0 })).toEqual({ min: 0, max: 5 });
    expect(stepperBounds(adult, { inCart: false, seatsAvailable: 5, otherCapacityQuantity: 2 })).toEqual({ min: 0, max: 3 });
    expect(stepperBounds(adult, { inCart: false, seatsAvailable: 5, otherCapacityQuantity: 5 })).toEqual({ min: 0, max: 0 });
    expect(stepperBounds(adult, { inCart: false, seatsAvailable: 5, otherCapacityQuantity: 7 })).toEqual({ min: 0, max: 0 });
    expect(stepperBounds(adult, { inCart: false, seatsAvailable: 0, otherCapacityQuantity: 0 })).toEqual({ min: 0, max: 0 });
  });

  it('allows 999 of a product that does not use seats, whatever the seats left', () => {
    expect(NON_CAPACITY_MAX).toBe(999);
    expect(stepperBounds(giftShopVoucher, { inCart: false, seatsAvailable: 0, otherCapacityQuantity: 12 })).toEqual({ min: 0, max: 999 });
  });

  it('never goes above the product maximum', () => {
    expect(stepperBounds(parking, drawer)).toEqual({ min: 0, max: 2 });
    expect(stepperBounds(encounter, { inCart: false, seatsAvailable: 6, otherCapacityQuantity: 0 })).toEqual({ min: 0, max: 4 });
    expect(stepperBounds(encounter, { inCart: false, seatsAvailable: 6, otherCapacityQuantity: 3 })).toEqual({ min: 0, max: 3 });
  });

  it('with clampQuantity, gives what the stepper shows for typed input', () => {
    const nearlyFull = { inCart: false, seatsAvailable: 5, otherCapacityQuantity: 1 };
    expect(clampQuantity('9', stepperBounds(adult, nearlyFull))).toBe(4);
    expect(clampQuantity('lots', stepperBounds(adult, nearlyFull))).toBe(0);
    expect(clampQuantity('1500', stepperBounds(giftShopVoucher, nearlyFull))).toBe(999);
    expect(clampQuantity('3', stepperBounds(parking, nearlyFull))).toBe(2);
    expect(clampQuantity('0', stepperBounds(adult, { ...nearlyFull, inCart: true }))).toBe(1);
  });
});
