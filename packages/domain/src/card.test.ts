import { describe, expect, it } from 'vitest';
import { cardBrand, cvvValid, expiryValid, lastFour, luhnValid, normalizeCardNumber } from './card';

describe('luhnValid', () => {
  it.each(['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000069', '5555555555554444', '378282246310005'])(
    'accepts test card %s',
    (n) => {
      expect(luhnValid(n)).toBe(true);
    },
  );
  it('refuses a wrong check digit, letters and short numbers', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242x24242424242')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
  });
});

describe('cardBrand and cvvValid', () => {
  it('detects brands by prefix', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });
  it('wants 4 CVV digits for Amex and 3 for others', () => {
    expect(cvvValid('1234', 'amex')).toBe(true);
    expect(cvvValid('123', 'amex')).toBe(false);
    expect(cvvValid('123', 'visa')).toBe(true);
    expect(cvvValid('12a', 'visa')).toBe(false);
  });
});

describe('expiryValid', () => {
  const now = new Date('2026-05-31T23:00:00Z');
  it('is valid through the expiry month', () => {
    expect(expiryValid(5, 2026, now)).toBe(true);
    expect(expiryValid(5, 26, now)).toBe(true);
    expect(expiryValid(4, 2026, now)).toBe(false);
    expect(expiryValid(1, 2027, now)).toBe(true);
  });
  it('refuses impossible months', () => {
    expect(expiryValid(13, 2030, now)).toBe(false);
    expect(expiryValid(0, 2030, now)).toBe(false);
  });
  it('refuses years more than 20 years ahead (no card lives that long; huge years are attacks)', () => {
    expect(expiryValid(12, 2046, now)).toBe(true);
    expect(expiryValid(1, 2047, now)).toBe(false);
    expect(expiryValid(12, 5e9, now)).toBe(false);
  });
});

describe('normalizeCardNumber and lastFour', () => {
  it('strips spaces and dashes and keeps the last four digits', () => {
    const n = normalizeCardNumber('4242 4242-4242 4242');
    expect(n).toBe('4242424242424242');
    expect(lastFour(n)).toBe('4242');
  });
});
