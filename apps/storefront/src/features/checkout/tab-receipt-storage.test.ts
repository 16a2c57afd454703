import { afterEach, describe, expect, it } from 'vitest';
import { dropTabReceipt, keepTabReceipt, keptTabReceipt, MAX_AGE_MS } from './tab-receipt-storage';

const KEY = '6f1c0a8e-0000-4000-8000-000000000002';

describe('the tab order receipt kept for a reload', () => {
  afterEach(() => sessionStorage.clear());

  it('gives back the key until dropped (OK)', () => {
    keepTabReceipt(KEY, 1_000);
    expect(keptTabReceipt(2_000)).toBe(KEY);
    dropTabReceipt();
    expect(keptTabReceipt(2_000)).toBeNull();
  });

  it(`ignores a receipt kept ${MAX_AGE_MS / 3_600_000} hours ago or more, and anything unreadable`, () => {
    keepTabReceipt(KEY, 1_000);
    expect(keptTabReceipt(1_000 + MAX_AGE_MS)).toBeNull();
    sessionStorage.setItem('gt-tab-receipt', '{not json');
    expect(keptTabReceipt()).toBeNull();
  });
});
