import { describe, expect, it } from 'vitest';
import { ageOn, isMembershipCurrent, isValidDob, membershipDateTime, membershipExpiry, membershipStart } from './membership-dates';

const DOB = '^\\d{4}-\\d{2}-\\d{2}$';

describe('membershipExpiry (spec 01 §9)', () => {
  it('adds years and months as calendar steps', () => {
    expect(membershipExpiry('2026-03-15', { years: 1, months: 0, days: 0 })).toBe('2027-03-15');
    expect(membershipExpiry('2026-03-15', { years: 0, months: 6, days: 0 })).toBe('2026-09-15');
  });

  it('puts a day missing in the target month on its last day', () => {
    expect(membershipExpiry('2026-01-31', { years: 0, months: 1, days: 0 })).toBe('2026-02-28');
    expect(membershipExpiry('2028-02-29', { years: 1, months: 0, days: 0 })).toBe('2029-02-28');
  });

  it('counts the start day in a days duration (start + N − 1)', () => {
    expect(membershipExpiry('2026-03-15', { years: 0, months: 0, days: 30 })).toBe('2026-04-13');
    expect(membershipExpiry('2026-03-15', { years: 0, months: 0, days: 1 })).toBe('2026-03-15');
    expect(membershipExpiry('2026-12-31', { years: 0, months: 0, days: 2 })).toBe('2027-01-01');
  });
});

describe('membershipStart (spec 01 §4)', () => {
  it('starts a new membership today', () => expect(membershipStart('2026-05-01', null)).toBe('2026-05-01'));
  it('renews from the day after a current expiry (also when it ends today)', () => {
    expect(membershipStart('2026-05-01', '2026-08-20')).toBe('2026-08-21');
    expect(membershipStart('2026-05-01', '2026-05-01')).toBe('2026-05-02');
  });
  it('renews from today when the old membership has expired', () => expect(membershipStart('2026-05-01', '2026-04-30')).toBe('2026-05-01'));
});

describe('dates and ages', () => {
  it('writes the membership date format', () => expect(membershipDateTime('2027-03-15')).toBe('2027-03-15T00:00:00'));
  it('a membership is current through its last day', () => {
    expect(isMembershipCurrent('2026-05-01T00:00:00', '2026-05-01')).toBe(true);
    expect(isMembershipCurrent('2026-05-01T00:00:00', '2026-05-02')).toBe(false);
  });
  it('counts whole years, the birthday on the day', () => {
    expect(ageOn('2010-05-02', '2026-05-01')).toBe(15);
    expect(ageOn('2010-05-01', '2026-05-01')).toBe(16);
  });
  it('accepts a DOB after 1899-12-31 and not after today, matching the pattern and the calendar', () => {
    expect(isValidDob('1900-01-01', '2026-05-01', DOB)).toBe(true);
    expect(isValidDob('1899-12-31', '2026-05-01', DOB)).toBe(false);
    expect(isValidDob('2026-05-02', '2026-05-01', DOB)).toBe(false);
    expect(isValidDob('2026-05-01', '2026-05-01', DOB)).toBe(true);
    expect(isValidDob('2001-02-30', '2026-05-01', DOB)).toBe(false);
    expect(isValidDob('05/01/2001', '2026-05-01', DOB)).toBe(false);
  });
});
