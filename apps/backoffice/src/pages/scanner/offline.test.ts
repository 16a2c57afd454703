import { describe, expect, it } from 'vitest';
import type { OfflinePackage, SyncAnswer } from '@gt/contract/admin/checkins';
import { decideOffline, listKey, syncBatches, syncWarnings, withoutSynced, type QueuedScan } from './offline';

const TZ = 'America/New_York';
const NOW = new Date('2026-11-27T15:05:00Z'); // 10:05 in New York
const pkg: OfflinePackage = {
  list: { tourEventId: 12 },
  title: 'Harbour tour · Nov 27, 11:00',
  start: '2026-11-27T11:00',
  generatedAt: '2026-11-27T15:00:00Z',
  codes: [
    { code: 'T-AAA1', kind: 'ticket', admits: 1, usedAt: null, usedBy: null, detail: 'Jane Smith · Adult' },
    { code: 'B-1001', kind: 'booking', admits: 3, usedAt: null, usedBy: null, detail: 'Joe Bloggs · 3 × Adult' },
    { code: 'T-USED', kind: 'ticket', admits: 0, usedAt: '2026-11-27T14:42:00Z', usedBy: 'Door 2', detail: null },
  ],
  voided: [{ code: 'T-GONE', reason: 'refunded' }],
  counts: { admitted: 1, expected: 6 },
};

describe('decideOffline: answers a scan from the offline package as the server would', () => {
  it('admits a ticket once, marks it used at this door and queues the scan', () => {
    const first = decideOffline(pkg, ' t-aaa1 ', 'Door 1', NOW, TZ);
    expect(first.answer).toMatchObject({
      result: 'admitted',
      message: 'Admitted',
      code: 'T-AAA1',
      admitted: 1,
      detail: 'Jane Smith · Adult',
      counts: { admitted: 2, expected: 6 },
    });
    expect(first.queued).toEqual({ list: { tourEventId: 12 }, door: 'Door 1', code: 'T-AAA1', scannedAt: '2026-11-27T15:05:00.000Z' });
    const again = decideOffline(first.pkg, 'T-AAA1', 'Door 3', NOW, TZ);
    expect(again.answer).toMatchObject({
      result: 'already_used',
      message: 'Already used at 10:05 by Door 1',
      admitted: 0,
      counts: { admitted: 2, expected: 6 },
    });
    expect(again.queued).toBeNull();
    expect(pkg.codes[0]?.usedAt).toBeNull(); // the package given is left as it was
  });
  it('lets a whole booking in with its code ("Admitted 3")', () => {
    const r = decideOffline(pkg, 'B-1001', 'Door 1', NOW, TZ);
    expect([r.answer.message, r.answer.admitted, r.pkg.counts.admitted]).toEqual(['Admitted 3', 3, 4]);
  });
  it('refuses a used, a voided and an unknown code without queueing', () => {
    const answers = ['T-USED', 'T-GONE', 'NOPE'].map((c) => decideOffline(pkg, c, 'Door 1', NOW, TZ));
    expect(answers.map((a) => [a.answer.result, a.answer.message, a.queued])).toEqual([
      ['already_used', 'Already used at 9:42 by Door 2', null],
      ['voided', 'Voided (refunded)', null],
      ['unknown', 'Unknown code', null],
    ]);
    expect(answers.every((a) => a.pkg === pkg)).toBe(true);
  });
});

describe('the offline queue and its sync', () => {
  const scan = (scanId: string, door: string, list: QueuedScan['list'] = { tourEventId: 12 }): QueuedScan => ({
    scanId,
    list,
    door,
    code: `C-${scanId}`,
    scannedAt: NOW.toISOString(),
  });
  it('sends consecutive scans of one list and door together, in order', () => {
    const queue = [
      scan('1', 'Door 1'),
      scan('2', 'Door 1'),
      scan('3', 'Door 1', { date: '2026-11-27' }),
      scan('4', 'Door 2', { date: '2026-11-27' }),
    ];
    expect(syncBatches(queue).map((b) => [listKey(b.list), b.door, b.scans.map((s) => s.scanId)])).toEqual([
      ['event-12', 'Door 1', ['1', '2']],
      ['day-2026-11-27', 'Door 1', ['3']],
      ['day-2026-11-27', 'Door 2', ['4']],
    ]);
  });
  it('keeps what the server has not answered and warns of each person admitted twice', () => {
    const answered: SyncAnswer = {
      counts: { admitted: 3, expected: 6 },
      results: [
        {
          scanId: '1',
          conflict: false,
          result: 'admitted',
          message: 'Admitted',
          code: 'C-1',
          kind: 'ticket',
          admitted: 1,
          checkinId: 7,
          detail: null,
          counts: { admitted: 2, expected: 6 },
        },
        {
          scanId: '2',
          conflict: true,
          result: 'already_used',
          message: 'Already used at 10:01 by Door 2',
          code: 'C-2',
          kind: 'ticket',
          admitted: 0,
          checkinId: null,
          detail: null,
          counts: { admitted: 3, expected: 6 },
        },
        {
          scanId: '3',
          conflict: true,
          result: 'voided',
          message: 'Voided (refunded)',
          code: 'C-3',
          kind: 'ticket',
          admitted: 0,
          checkinId: null,
          detail: null,
          counts: { admitted: 3, expected: 6 },
        },
      ],
    };
    expect(
      withoutSynced([scan('1', 'Door 1'), scan('2', 'Door 1'), scan('3', 'Door 1'), scan('4', 'Door 1')], answered).map((q) => q.scanId),
    ).toEqual(['4']);
    expect(syncWarnings(answered).map((w) => w.text)).toEqual([
      'Admitted twice: C-2 — already used at 10:01 by Door 2',
      'Admitted offline: C-3 — voided (refunded)',
    ]);
  });
});
