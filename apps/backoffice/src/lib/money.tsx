/**
 * Money in the back office (docs/architecture.md#money-and-the-ledger): the API and the database
 * keep integer cents; forms show and take dollars. `MoneyInput` converts at the input (cents →
 * dollars to show, dollars → whole cents to store, with the domain's rounding), so a float is
 * never sent; `MoneyField` shows cents in the store's currency.
 */
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

/** Cents of the record's `source` formatted as money, e.g. `$29.95`. */
export function MoneyField({ source, currency = 'USD' }: { source: string; currency?: string; label?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const cents = record?.[source];
  return typeof cents === 'number' ? <span>{formatMoney(cents, currency)}</span> : null;
}
