import { describe, expect, it } from 'vitest';
import { formatUsPhone, isUsPhone, usPhoneDigits } from './phone';

describe('US phone mask', () => {
  it('drops a leading +1 or 1 instead of shifting the digits', () => {
    expect(formatUsPhone('+1 512 555 0142')).toBe('(512) 555-0142');
    expect(formatUsPhone('1 (512) 555-0142')).toBe('(512) 555-0142');
    expect(formatUsPhone('15125550142')).toBe('(512) 555-0142');
    expect(formatUsPhone('+1-512-555-0142')).toBe('(512) 555-0142');
    expect(formatUsPhone('5125550142')).toBe('(512) 555-0142');
  });

  it('formats as it is typed', () => {
    expect(['', '+', '+1', '+1 5', '+1 512', '+1 5125', '+1 5125550'].map(formatUsPhone)).toEqual(['', '+', '+1', '(5', '(512', '(512) 5', '(512) 555-0']);
    expect(formatUsPhone('(512) 555-014')).toBe('(512) 555-014');
  });

  it('refuses what cannot be a US number rather than mangling it', () => {
    for (const raw of ['+44 20 7946 0958', '512 555 0142 99', '512-555-CALL', '0044 20 7946 0958', '5+12']) {
      expect(usPhoneDigits(raw)).toBeNull();
      expect(formatUsPhone(raw)).toBe(raw);
      expect(isUsPhone(raw)).toBe(false);
    }
  });

  it('accepts only complete numbers with valid area code and exchange', () => {
    expect(isUsPhone('(512) 555-0142')).toBe(true);
    expect(isUsPhone('+1 312 555 0123')).toBe(true);
    expect(isUsPhone('(512) 555-014')).toBe(false);
    expect(isUsPhone('(512) 055-0142')).toBe(false);
  });
});
