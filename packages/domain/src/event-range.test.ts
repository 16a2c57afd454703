import { describe, expect, it } from 'vitest';
import { isPreviousDisabled, listRange, listStep, monthRange } from './event-range';

describe('monthRange', () => {
  it('covers the month of the chosen date, first to last day', () => {
    expect(monthRange('2026-11-23')).toEqual({ From: '2026-11-01', To: '2026-11-30' });
    expect(monthRange('2026-12-31')).toEqual({ From: '2026-12-01', To: '2026-12-31' });
    expect(monthRange('2027-01-01')).toEqual({ From: '2027-01-01', To: '2027-01-31' });
    expect(monthRange('2026-04-15')).toEqual({ From: '2026-04-01', To: '2026-04-30' });
  });

  it('knows February and leap years', () => {
    expect(monthRange('2026-02-15')).toEqual({ From: '2026-02-01', To: '2026-02-28' });
    expect(monthRange('2028-02-01')).toEqual({ From: '2028-02-01', To: '2028-02-29' });
  });

  it('is not shifted by a DST change inside the month', () => {
    expect(monthRange('2026-03-08')).toEqual({ From: '2026-03-01', To: '2026-03-31' });
    expect(monthRange('2026-11-01')).toEqual({ From: '2026-11-01', To: '2026-11-30' });
  });
});

describe('listRange', () => {
  it('spans the given number of days from the date', () => {
    expect(listRange('2026-11-23', 7)).toEqual({ From: '2026-11-23', To: '2026-11-29' });
    expect(listRange('2026-11-23', 5)).toEqual({ From: '2026-11-23', To: '2026-11-27' });
    expect(listRange('2026-11-23', 1)).toEqual({ From: '2026-11-23', To: '2026-11-23' });
  });

  it('defaults to 7 days when ListViewSearchDays is not set', () => {
    expect(listRange('2026-11-23', 0)).toEqual({ From: '2026-11-23', To: '2026-11-29' });
    expect(listRange('2026-11-23', -2)).toEqual({ From: '2026-11-23', To: '2026-11-29' });
  });

  it('crosses months, years and DST changes', () => {
    expect(listRange('2026-12-29', 5)).toEqual({ From: '2026-12-29', To: '2027-01-02' });
    expect(listRange('2026-02-25', 7)).toEqual({ From: '2026-02-25', To: '2026-03-03' });
    expect(listRange('2026-03-05', 7)).toEqual({ From: '2026-03-05', To: '2026-03-11' });
    expect(listRange('2026-10-29', 7)).toEqual({ From: '2026-10-29', To: '2026-11-04' });
  });
});

describe('listStep', () => {
  it('moves ListViewSearchDays days, else 7', () => {
    expect(listStep(5)).toBe(5);
    expect(listStep(14)).toBe(14);
    expect(listStep(0)).toBe(7);
    expect(listStep(-1)).toBe(7);
  });
});

describe('isPreviousDisabled', () => {
  it('is disabled on the venue today or earlier', () => {
    expect(isPreviousDisabled('2026-11-23', '2026-11-23')).toBe(true);
    expect(isPreviousDisabled('2026-11-22', '2026-11-23')).toBe(true);
    expect(isPreviousDisabled('2025-12-31', '2026-11-23')).toBe(true);
  });

  it('is enabled for a later date', () => {
    expect(isPreviousDisabled('2026-11-24', '2026-11-23')).toBe(false);
    expect(isPreviousDisabled('2026-12-01', '2026-11-30')).toBe(false);
    expect(isPreviousDisabled('2027-01-01', '2026-12-31')).toBe(false);
  });
});
