/**
 * The month of a busy booking type: GET /api/v1/TourEvents?BookingTypeID&From&To for a whole
 * month of 12 events a day (with sales and live holds), one request at a time on an otherwise
 * idle server (after a warm-up), as the client sees it (fetch: gzip accepted and decoded).
 * Three rows, their requests taken in turn so that the machine's load weighs on each alike:
 * - the calendars' request (`&Fields=Calendar`, what the storefront's calendars ask for; contract
 *   `CalendarTourEvents`), with its JSON size and its bytes on the wire in gzip and brotli;
 * - its revalidation: the same request again with `If-None-Match` of the ETag just received, as
 *   the browser's cache sends it (304, no body: the answer is the same while the events are);
 * - the spec's full answer (TourEvent[], every event with its products), for comparison.
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { BusyMonth } from '../lib/fixtures';
import type { ScenarioResult } from '../lib/report';
import { percentile, round } from '../lib/stats';

/** The calendars' month request: p50 (ms) and its JSON (KiB). */
export const MONTH_TARGET_P50_MS = 15;
export const MONTH_TARGET_KIB = 400;

interface Sample {
  ms: number;
  status: number;
  /** Characters of the decoded body. */
  chars: number;
  etag: string | null;
}

/** One GET through fetch (as a browser: the encoding it accepts, decoded), timed to the last byte. */
async function get(url: string, headers: Record<string, string> = {}): Promise<Sample & { body: string }> {
  const t = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  return { ms: performance.now() - t, status: res.status, chars: body.length, etag: res.headers.get('etag'), body };
}

/** Bytes of the body as sent with `Accept-Encoding: encoding` (not decoded), and the encoding the server chose. */
function wireBytes(url: string, encoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    })
      .on('error', reject)
      .end();
  });
}

const kib = (chars: number) => Math.round(chars / 1024);

/** p50/p99/mean of a row's samples. */
function timing(samples: readonly Sample[]) {
  const ms = samples.map((s) => s.ms);
  return { p50Ms: percentile(ms, 50), p99Ms: percentile(ms, 99), meanMs: round(ms.reduce((a, b) => a + b, 0) / ms.length, 2) };
}

/** The sizes of one answer: JSON characters and the bytes on the wire in gzip and brotli. */
async function sizes(url: string) {
  const [gzip, br] = await Promise.all([wireBytes(url, 'gzip'), wireBytes(url, 'br')]);
  return { gzipBytes: gzip.bytes, gzipEncoding: gzip.encoding, brBytes: br.bytes, brEncoding: br.encoding };
}

export async function runMonthEvents(o: { baseUrl: string; month: BusyMonth; requests: number }): Promise<ScenarioResult[]> {
  const full = `${o.baseUrl}/api/v1/TourEvents?BookingTypeID=${o.month.bookingTypeId}&From=${o.month.from}&To=${o.month.to}`;
  const calendar = `${full}&Fields=Calendar`;
  for (let i = 0; i < 20; i++) {
    await get(calendar);
    await get(full);
  }
  const lean: Sample[] = [];
  const revalidated: Sample[] = [];
  const spec: Sample[] = [];
  for (let i = 0; i < o.requests; i++) {
    const answer = await get(calendar);
    lean.push(answer);
    // As the browser's cache: the ETag of the copy it holds (the last 200).
    revalidated.push(await get(calendar, { 'if-none-match': answer.etag ?? '' }));
    spec.push(await get(full));
  }
  const leanLast = await get(calendar);
  const fullLast = await get(full);
  const leanEvents = leanLast.status === 200 ? (JSON.parse(leanLast.body) as { TourEvents: unknown[] }).TourEvents.length : 0;
  const fullEvents = fullLast.status === 200 ? (JSON.parse(fullLast.body) as unknown[]).length : 0;
  const [leanSizes, fullSizes] = [await sizes(calendar), await sizes(full)];
  const wire = (s: Awaited<ReturnType<typeof sizes>>) => `on the wire ${s.gzipBytes.toLocaleString('en-US')} B ${s.gzipEncoding} / ${s.brBytes.toLocaleString('en-US')} B ${s.brEncoding}`;
  const leanTiming = timing(lean);
  const revalidation = timing(revalidated);
  const fullTiming = timing(spec);
  const notModified = revalidated.filter((s) => s.status === 304 && s.chars === 0).length;
  const range = `${o.month.from} … ${o.month.to}, ${o.requests} requests of each row in turn`;
  return [
    {
      name: `month listing (calendar): ${o.month.events} events`,
      key: 'month',
      p50Ms: leanTiming.p50Ms,
      p99Ms: leanTiming.p99Ms,
      target: `p50 ≤ ${MONTH_TARGET_P50_MS} ms, ≤ ${MONTH_TARGET_KIB} KiB`,
      met: leanTiming.p50Ms <= MONTH_TARGET_P50_MS && kib(leanLast.chars) <= MONTH_TARGET_KIB && leanEvents === o.month.events,
      notes: [`${range} (&Fields=Calendar): ${leanEvents} events, ${kib(leanLast.chars)} KiB JSON, ${wire(leanSizes)}`],
      details: { url: calendar.replace(o.baseUrl, ''), requests: o.requests, chars: leanLast.chars, events: leanEvents, ...leanSizes, meanMs: leanTiming.meanMs },
    },
    {
      name: 'month listing (calendar), revalidated',
      key: 'month-revalidated',
      p50Ms: revalidation.p50Ms,
      p99Ms: revalidation.p99Ms,
      target: '304',
      met: notModified === revalidated.length,
      notes: [`If-None-Match of the ETag of the answer just before: ${notModified} of ${revalidated.length} answered 304 without a body`],
      details: { requests: o.requests, statuses: [...new Set(revalidated.map((s) => s.status))], meanMs: revalidation.meanMs },
    },
    {
      name: `month listing (full TourEvent[]): ${o.month.events} events`,
      key: 'month-full',
      p50Ms: fullTiming.p50Ms,
      p99Ms: fullTiming.p99Ms,
      notes: [`the spec's answer, for comparison: ${fullEvents} events, ${kib(fullLast.chars)} KiB JSON, ${wire(fullSizes)}`],
      details: { url: full.replace(o.baseUrl, ''), requests: o.requests, chars: fullLast.chars, events: fullEvents, ...fullSizes, meanMs: fullTiming.meanMs },
    },
  ];
}
