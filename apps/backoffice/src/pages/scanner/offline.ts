/**
 * The door scanner without the network (contract: admin/checkins.ts, docs/architecture.md#operators-and-the-back-office):
 * pure rules over the offline package the scanner downloaded. A scan is answered as the server
 * would ("Unknown code", "Voided (refunded)", "Already used at 10:42 by Door 2", "Admitted" /
 * "Admitted 3"); an admission marks the code used in the package and is queued for
 * POST /checkins/sync, which answers per scan whether someone was admitted twice.
 */
import type { CheckinList, OfflinePackage, ScanAnswer, SyncAnswer } from '@gt/contract/admin/checkins';

/** One admission made offline, waiting for POST /checkins/sync (`scannedAt` UTC ISO instant). */
export interface QueuedScan {
  scanId: string;
  list: CheckinList;
  door: string;
  code: string;
  scannedAt: string;
}

/** The storage key of a list: `event-12` or `day-2026-11-27`. */
export function listKey(list: CheckinList): string {
  return 'tourEventId' in list ? `event-${list.tourEventId}` : `day-${list.date}`;
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** "9:42" or "10:42" for an instant, in the venue's time zone (24-hour clock, as the server writes it). */
export function venueClock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

function answer(pkg: OfflinePackage, code: string, fields: Pick<ScanAnswer, 'result' | 'message'> & Partial<ScanAnswer>): ScanAnswer {
  return { code, kind: null, admitted: 0, checkinId: null, detail: null, counts: pkg.counts, ...fields };
}

/**
 * Answers a scan of `code` from the package at `now` for `door`: the answer, the package after it
 * (the code marked used, the count raised, when admitted) and the scan to queue (null unless
 * admitted). Codes compare without regard to case or surrounding spaces.
 */
export function decideOffline(
  pkg: OfflinePackage,
  rawCode: string,
  door: string,
  now: Date,
  timeZone: string,
): { answer: ScanAnswer; pkg: OfflinePackage; queued: Omit<QueuedScan, 'scanId'> | null } {
  const code = rawCode.trim().toUpperCase();
  const voided = pkg.voided.find((v) => sameCode(v.code, code));
  if (voided) return { answer: answer(pkg, code, { result: 'voided', message: `Voided (${voided.reason})` }), pkg, queued: null };
  const entry = pkg.codes.find((c) => sameCode(c.code, code));
  if (!entry) return { answer: answer(pkg, code, { result: 'unknown', message: 'Unknown code' }), pkg, queued: null };
  const known = { kind: entry.kind, detail: entry.detail };
  if (entry.usedAt || entry.admits <= 0) {
    const message = entry.usedAt
      ? `Already used at ${venueClock(entry.usedAt, timeZone)} by ${entry.usedBy ?? 'another door'}`
      : 'Already used';
    return { answer: answer(pkg, code, { result: 'already_used', message, ...known }), pkg, queued: null };
  }
  const scannedAt = now.toISOString();
  const counts = { ...pkg.counts, admitted: pkg.counts.admitted + entry.admits };
  const codes = pkg.codes.map((c) => (c === entry ? { ...c, admits: 0, usedAt: scannedAt, usedBy: door } : c));
  const message = entry.admits > 1 ? `Admitted ${entry.admits}` : 'Admitted';
  return {
    answer: { ...answer(pkg, code, { result: 'admitted', message, ...known }), admitted: entry.admits, counts },
    pkg: { ...pkg, codes, counts },
    queued: { list: pkg.list, door, code, scannedAt },
  };
}

/** The queue cut into POST /checkins/sync bodies: consecutive scans of one list and door together, in order, 500 at most each. */
export function syncBatches(
  queue: QueuedScan[],
): { list: CheckinList; door: string; scans: { scanId: string; code: string; scannedAt: string }[] }[] {
  const batches: ReturnType<typeof syncBatches> = [];
  for (const q of queue) {
    const last = batches.at(-1);
    const scan = { scanId: q.scanId, code: q.code, scannedAt: q.scannedAt };
    if (last && listKey(last.list) === listKey(q.list) && last.door === q.door && last.scans.length < 500) last.scans.push(scan);
    else batches.push({ list: q.list, door: q.door, scans: [scan] });
  }
  return batches;
}

/** The queue without the scans the server has answered. */
export function withoutSynced(queue: QueuedScan[], answer: SyncAnswer): QueuedScan[] {
  const done = new Set(answer.results.map((r) => r.scanId));
  return queue.filter((q) => !done.has(q.scanId));
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * The warnings an operator must see for a sync: one per person let in offline who should not have
 * been: "Admitted twice: CODE — already used at 10:42 by Door 2", or "Admitted offline: CODE —
 * voided (refunded)".
 */
export function syncWarnings(answer: SyncAnswer): { scanId: string; text: string }[] {
  return answer.results
    .filter((r) => r.conflict)
    .map((r) => ({
      scanId: r.scanId,
      text: `${r.result === 'already_used' ? 'Admitted twice' : 'Admitted offline'}: ${r.code} — ${lowerFirst(r.message)}`,
    }));
}
