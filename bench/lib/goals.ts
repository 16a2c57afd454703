/**
 * "Performance goals", printed after the table: each goal of the performance table, the figure this
 * run measured for it with its ratio, and whether it was met. Figures are the 1-worker round's
 * (the first round's when there is none); "2 workers ÷ 1" compares the rounds; the sell-out
 * counts every round. A phase left out (BENCH_ONLY) is "not measured". The storefront's figures
 * come from the latest `npm run bench:web` (web-latest.ts).
 */
import { fmt, textTable, type ScenarioResult } from './report';
import { latestWebGoals, type Goal } from './web-latest';

/** The server's performance goals (docs/performance.md; the phases' own targets are in their scenarios). */
export const ISSUE_GOALS = { holdsRatio: 0.5, checkoutsRatio: 0.07, promotionsRatio: 0.05, workersRatio: 1, mixedRatio: 0.9 };

export interface RoundResults {
  workers: number;
  baseline: ScenarioResult[];
  results: ScenarioResult[];
}

const pct = (x: number) => `${(x * 100).toLocaleString('en-US', { maximumFractionDigits: x < 0.1 ? 1 : 0 })} %`;
const perMin = (x: number | undefined) => `${fmt(x)}/min`;
const ms = (x: number | undefined) => `${fmt(x, x !== undefined && x < 100 ? 1 : 0)} ms`;
const workersLabel = (n: number) => `${n} worker${n > 1 ? 's' : ''}`;
const notMeasured = (goal: string, why = 'not measured in this run'): Goal => ({ goal, measured: why });

/** A rate against the baseline: "4,470/min = 2.4 % of 184,000/min". */
function vsBaseline(goal: string, r: ScenarioResult | undefined, baseline: number, min: number): Goal {
  if (r?.perMinute === undefined) return notMeasured(goal);
  if (!(baseline > 0)) return { goal, measured: `${perMin(r.perMinute)}; baseline not measured (BENCH_ONLY without baseline)` };
  const ratio = r.perMinute / baseline;
  return { goal, measured: `${perMin(r.perMinute)} = ${pct(ratio)} of ${perMin(baseline)}`, met: ratio >= min };
}

/**
 * The month listing: its own target and verdict, p50 and JSON size (scenarios/month-events.ts: the
 * calendars' request, key `month`).
 */
function month(results: readonly ScenarioResult[]): Goal {
  const goal = 'month listing: p50 ≤ 15 ms, ≤ 400 KiB';
  const r = results.find((x) => x.key === 'month');
  if (!r) return notMeasured(goal);
  const chars = r.details.chars ?? r.details.bytes;
  const size = typeof chars === 'number' ? `, ${fmt(chars / 1024)} KiB` : '';
  return { goal: `month listing: ${r.target ?? goal}`, measured: `p50 ${ms(r.p50Ms)}, p99 ${ms(r.p99Ms)}${size}`, met: r.met };
}

/** "checkouts: 2 workers ÷ 1 ≥ 100 %" for each phase measured as a rate in both rounds. */
function scaling(one: RoundResults | undefined, two: RoundResults | undefined): Goal[] {
  const goal = (what: string) => `${what}: ${two ? workersLabel(two.workers) : '2 workers'} ÷ 1 ≥ ${pct(ISSUE_GOALS.workersRatio)}`;
  if (!one || !two) return [notMeasured(goal('checkouts'), 'not measured: BENCH_WORKERS=1,2 runs both')];
  return (['holds', 'checkouts', 'promotions', 'mixed'] as const).flatMap((key) => {
    const a = one.results.find((r) => r.key === key);
    const b = two.results.find((r) => r.key === key);
    if (!a?.perMinute || b?.perMinute === undefined) return [];
    const ratio = b.perMinute / a.perMinute;
    return [
      {
        goal: goal(key),
        measured: `${perMin(b.perMinute)} ÷ ${perMin(a.perMinute)} = ${pct(ratio)}`,
        met: ratio >= ISSUE_GOALS.workersRatio,
      },
    ];
  });
}

/** Mixed load: its checkouts against the checkout-only phase of the same round (scenarios/mixed.ts). */
function mixedLoad(mixed: ScenarioResult | undefined, checkoutOnly: ScenarioResult | undefined): Goal {
  const goal = `mixed load: checkouts ≥ ${pct(ISSUE_GOALS.mixedRatio)} of checkout-only`;
  if (mixed?.perMinute === undefined) return notMeasured(goal);
  if (!checkoutOnly?.perMinute) return { goal, measured: `${perMin(mixed.perMinute)}; no checkout-only rate in this round` };
  const ratio = mixed.perMinute / checkoutOnly.perMinute;
  return { goal, measured: `${perMin(mixed.perMinute)} ÷ ${perMin(checkoutOnly.perMinute)} = ${pct(ratio)}`, met: mixed.met };
}

/** The goals, measured, of this run's rounds. */
export function issueGoals(rounds: readonly RoundResults[]): Goal[] {
  const one = rounds.find((r) => r.workers === 1) ?? rounds[0];
  const two = rounds.find((r) => r.workers === 2 && one && one.workers === 1);
  const get = (key: string) => one?.results.find((r) => r.key === key);
  const baseline = rounds.flatMap((r) => r.baseline).find((r) => r.key === 'baseline')?.perMinute ?? Number.NaN;
  const holdsRate = get('holds-rate');
  const mixed = get('mixed');
  const sellOuts = rounds.flatMap((r) => r.results.filter((x) => x.key === 'sellout').map((x) => ({ workers: r.workers, x })));
  const goals: Goal[] = [
    vsBaseline(`holds: ≥ ${pct(ISSUE_GOALS.holdsRatio)} of the hot-row baseline`, get('holds'), baseline, ISSUE_GOALS.holdsRatio),
    holdsRate
      ? {
          goal: `${holdsRate.name}: ${holdsRate.target}`,
          measured: `p50 ${ms(holdsRate.p50Ms)}, p99 ${ms(holdsRate.p99Ms)} (${perMin(holdsRate.perMinute)} answered)`,
          met: holdsRate.met,
        }
      : notMeasured('holds at an offered 30,000/min: p99 ≤ 100 ms'),
    vsBaseline(`checkouts: ≥ ${pct(ISSUE_GOALS.checkoutsRatio)} of the baseline`, get('checkouts'), baseline, ISSUE_GOALS.checkoutsRatio),
    vsBaseline(
      `checkouts with a coupon and a gift card: ≥ ${pct(ISSUE_GOALS.promotionsRatio)} of the baseline`,
      get('promotions'),
      baseline,
      ISSUE_GOALS.promotionsRatio,
    ),
    month(one?.results ?? []),
    ...scaling(one, two),
    mixedLoad(mixed, get('checkouts')),
    ...(one?.results ?? [])
      .filter((r) => r.key?.startsWith('mixed-'))
      .map((r) => ({
        goal: `${r.name.replace('mixed: ', 'mixed load, ')}: ${r.target}`,
        measured: `p50 ${ms(r.p50Ms)}, p99 ${ms(r.p99Ms)}, ${fmt(r.details.count as number)} requests`,
        met: r.met,
      })),
    sellOuts.length
      ? {
          goal: 'sell-out: oversold 0',
          measured: sellOuts.map((s) => `${(s.x.details.seats as { oversold: number }).oversold} (${workersLabel(s.workers)})`).join(', '),
          met: sellOuts.every((s) => s.x.met),
        }
      : notMeasured('sell-out: oversold 0'),
  ];
  return [
    ...goals,
    ...(latestWebGoals() ?? [notMeasured('storefront (Lighthouse): see npm run bench:web', 'no bench/results/web-*.json here')]),
  ];
}

/** The goals as a text block. */
export function renderGoals(rounds: readonly RoundResults[]): string {
  const goals = issueGoals(rounds);
  const rows = goals.map((g) => [g.goal, g.measured, g.met === undefined ? '–' : g.met ? 'met' : 'NOT met']);
  const met = goals.filter((g) => g.met).length;
  const measured = goals.filter((g) => g.met !== undefined).length;
  return ['', `Performance goals (${met} of ${measured} measured met):`, ...textTable(['goal', 'measured', 'met'], rows)].join('\n');
}
