/** Money in the back office: the API's integer cents shown in the store's currency (`Currency` of GET /api/v1/config). */
import { useEffect, useState } from 'react';

let currency: Promise<string> | undefined;

function storeCurrency(): Promise<string> {
  currency ??= fetch('/api/v1/config')
    .then((r) => r.json() as Promise<{ Currency?: string }>)
    .then((c) => c.Currency || 'USD')
    .catch(() => 'USD');
  return currency;
}

/** `$1,234.50` for 123450 cents in `code`. */
export const formatCents = (cents: number, code: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(cents / 100);

/** A formatter of cents in the store's currency (USD until the configuration is read). */
export function useMoney(): (cents: number) => string {
  const [code, setCode] = useState('USD');
  useEffect(() => {
    let live = true;
    void storeCurrency().then((c) => live && setCode(c));
    return () => {
      live = false;
    };
  }, []);
  return (cents: number) => formatCents(cents, code);
}
