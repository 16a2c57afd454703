/**
 * Scenario results, the printed table and the JSON file (bench/results/<timestamp>.json).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchDir } from './settings';

export interface ScenarioResult {
  /** Row label in the table. */
  name: string;
  /** Which figure of which phase it is (baseline, holds, holds-rate, sellout, checkouts, promotions, mixed, mixed-report, …), for the goals (goals.ts). */
  key?: string;
  perMinute?: number;
  p50Ms?: number;
  p99Ms?: number;
  /** perMinute ÷ the node-postgres baseline's perMinute (filled in by run.ts); mixed: ÷ the checkout-only phase's. */
  ratio?: number;
  /** The target in words, and whether this run met it. */
  target?: string;
  met?: boolean;
  /** Short remarks printed under the table. */
  notes: string[];
  /** Everything else, for the JSON file. */
  details: Record<string, unknown>;
}

export const fmt = (n: number | undefined, digits = 0) =>
  n === undefined || Number.isNaN(n) ? '' : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A fixed-width text table; the columns in `right` are right-aligned. */
export function textTable(head: string[], rows: string[][], right: number[] = []): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right.includes(i) ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number)))
      .join(' | ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)];
}

/** Renders the results as a fixed-width text table followed by the notes. */
export function renderTable(results: readonly ScenarioResult[]): string {
  const head = ['scenario', 'per min', 'p50 ms', 'p99 ms', 'ratio', 'target', 'met'];
  const rows = results.map((r) => [
    r.name,
    fmt(r.perMinute),
    fmt(r.p50Ms, 1),
    fmt(r.p99Ms, 1),
    r.ratio === undefined || Number.isNaN(r.ratio) ? '' : `${fmt(r.ratio * 100)} %`,
    r.target ?? '',
    r.met === undefined ? '' : r.met ? 'yes' : 'NO',
  ]);
  const out = textTable(head, rows, [1, 2, 3, 4]);
  out.push('ratio: per min ÷ the node-postgres hot-row baseline’s; mixed: ÷ the checkout-only phase of the same round.');
  for (const r of results) for (const n of r.notes) out.push(`  ${r.name}: ${n}`);
  return out.join('\n');
}

/** Writes the run's JSON report and returns its path. */
export function writeReport(report: object): string {
  const dir = join(benchDir, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
