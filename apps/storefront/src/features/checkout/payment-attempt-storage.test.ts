import { afterEach, describe, expect, it } from 'vitest';
import { dropAttempt, keepAttempt, keptAttempt, MAX_AGE_MS, type Attempt } from './payment-attempt-storage';

const attempt: Attempt = {
  key: '6f1c0a8e-0000-4000-8000-000000000001',
  body: { NodeNo: 1, CustomerID: 7, CustomerToken: 't', TourHoldRef: 'h', Payments: [] } as unknown as Attempt['body'],
};

describe('the payment attempt kept for a reload', () => {
  afterEach(() => sessionStorage.clear());

  it('gives back the same key and body until dropped', () => {
    keepAttempt(attempt, 1_000);
    expect(keptAttempt(2_000)).toEqual(attempt);
    dropAttempt();
    expect(keptAttempt(2_000)).toBeNull();
  });

  it(`ignores an attempt older than ${MAX_AGE_MS / 60_000} minutes, and anything unreadable`, () => {
    keepAttempt(attempt, 1_000);
    expect(keptAttempt(1_000 + MAX_AGE_MS)).toBeNull();
    sessionStorage.setItem('gt-payment-attempt', '{not json');
    expect(keptAttempt()).toBeNull();
    sessionStorage.setItem('gt-payment-attempt', JSON.stringify({ key: 1, body: null, savedAt: Date.now() }));
    expect(keptAttempt()).toBeNull();
  });
});
