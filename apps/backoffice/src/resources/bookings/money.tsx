/** Amounts in cents shown in the store's currency (`GET /api/v1/config` `Currency`, read once per page load). */
import { useEffect, useState } from 'react';

let currency: Promise<string> | undefined;

function storeCurrency(): Promise<string> {
  currency ??= fetch('/api/v1/config')
    .then((r) => r.json() as Promise<{ Currency?: string }>)
    .then((c) => c.Currency ?? 'USD')
    .catch(() => 'USD');
  return currency;
}

/** "$12.50" / "-$3.00" for `cents` in `code`. */
export const formatCents = (cents: number, code: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(cents / 100);

/** A formatter of cents in the store's currency (USD until the configuration is read). */
export function useMoney(): (cents: number | null | undefined) => string {
  const [code, setCode] = useState('USD');
  useEffect(() => {
    let live = true;
    void storeCurrency().then((c) => live && setCode(c));
    return () => {
      live = false;
    };
  }, []);
  return (cents) => (cents === null || cents === undefined ? '' : formatCents(cents, code));
}
