/**
 * Money in the back office (docs/architecture.md#money-and-the-ledger): the API and the database
 * keep integer cents; forms show and take dollars. `MoneyInput` converts at the input (cents →
 * dollars to show, dollars → whole cents to store, with the domain's rounding), so a float is
 * never sent; `useMoney` and `MoneyField` show cents in the store's currency (`Currency` of
 * GET /api/v1/config, read once per page load).
 */
import { useEffect, useState } from 'react';
import { NumberInput, useRecordContext, type NumberInputProps } from 'react-admin';
import { formatMoney, toCents, toDollars } from '@gt/domain/money';

/** Dollars shown for the cents in the form state (empty for none). */
export const centsToDollars = (cents: unknown): number | string => (typeof cents === 'number' ? toDollars(cents) : '');
/** Whole cents for what the operator typed in dollars (null for an empty input). */
export const dollarsToCents = (dollars: unknown): number | null => {
  if (dollars === '' || dollars === null || dollars === undefined) return null;
  const n = Number(dollars);
  return Number.isFinite(n) ? toCents(n) : null;
};

/** A NumberInput over a cents `source` that the operator fills in dollars (step $0.01). */
export function MoneyInput(props: Omit<NumberInputProps, 'format' | 'parse'>) {
  return <NumberInput step={0.01} min={0} {...props} format={centsToDollars} parse={dollarsToCents} />;
}

let currency: Promise<string> | undefined;

function storeCurrency(): Promise<string> {
  currency ??= fetch('/api/v1/config')
    .then((r) => r.json() as Promise<{ Currency?: string }>)
    .then((c) => c.Currency || 'USD')
    .catch(() => 'USD');
  return currency;
}

/** A formatter of cents in the store's currency ("$12.50", "-$3.00"; '' for none; USD until the configuration is read). */
export function useMoney(): (cents: number | null | undefined) => string {
  const [code, setCode] = useState('USD');
  useEffect(() => {
    let live = true;
    void storeCurrency().then((c) => live && setCode(c));
    return () => {
      live = false;
    };
  }, []);
  return (cents) => (cents === null || cents === undefined ? '' : formatMoney(cents, code));
}

/** Cents of the record's `source` formatted in the store's currency, e.g. `$29.95`. */
export function MoneyField({ source }: { source: string; label?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const money = useMoney();
  const cents = record?.[source];
  return typeof cents === 'number' ? <span>{money(cents)}</span> : null;
}
