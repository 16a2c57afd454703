/**
 * Check-in at the door (contract admin/checkins.ts; docs/architecture.md#operators-and-the-back-office):
 * a scan looks the code up (ticket, booking, GA ticket, membership pass, gift card), refuses it
 * when voided or for another list, else admits it with ONE guarded insert (repository.ts `admit`):
 * twenty doors scanning one code at once let one person in. Undo, the offline package and the
 * sync of offline scans (idempotent by scan id; a person let in offline who should not have been
 * is stored as a conflict and logged once). Messages: @gt/domain/checkin-messages.
 */
import { randomUUID } from 'node:crypto';
import type {
  CheckinCounts,
  CheckinList,
  OfflineCode,
  OfflinePackage,
  ScanAnswer,
  ScanBody,
  SyncAnswer,
  SyncBody,
  VoidReason,
} from '@gt/contract/admin/checkins';
import { checkinMessages as m, doorTime, eventTimeText } from '@gt/domain/checkin-messages';
import { eventOpsMessages } from '@gt/domain/event-ops-messages';
import { formatInVenue, formatVenueWall, venueDate, venueWallTime } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import { findEvent } from '../manifests/repository';
import { metrics } from '../metrics/metrics';
import * as repo from './repository';
import { recordWebhookEvent } from '../webhooks/events';
import type { Db, Tx } from '../../db/client';

/** A check-in list as the server knows it: its key in `checkins.list_key`, its event (if any) and venue date. */
interface ListRef {
  list: CheckinList;
  key: string;
  tourEventId: number | null;
  date: string;
  event?: { name: string; startsAt: Date };
}

type Decision = Omit<ScanAnswer, 'counts'>;

/** The list a scan is for. Errors: 404 `eventNotFound` for an event that does not exist. */
async function resolveList(ctx: AppContext, list: CheckinList): Promise<ListRef> {
  if ('date' in list) return { list, key: `day:${list.date}`, tourEventId: null, date: list.date };
  const event = await findEvent(ctx.db, list.tourEventId);
  if (!event) throw new ApiError(404, eventOpsMessages.eventNotFound);
  const startsAt = new Date(event.starts_at);
  return {
    list,
    key: `event:${event.tour_event_id}`,
    tourEventId: event.tour_event_id,
    date: venueDate(startsAt, ctx.config.Public.VenueTimeZone),
    event: { name: event.event_name, startsAt },
  };
}

/** Admitted so far and expected (people) on the list. */
async function countsOf(ctx: AppContext, l: ListRef): Promise<CheckinCounts> {
  const expected =
    l.tourEventId === null ? await repo.expectedOnDay(ctx.db, l.date, ctx.config.Public.VenueTimeZone) : await repo.expectedAtEvent(ctx.db, l.tourEventId);
  return { admitted: await repo.admittedOn(ctx.db, l.key), expected };
}

const day = (date: string) => formatVenueWall(`${date}T00:00:00`, 'MMM D');
const quantities = (ps: { product: string; n: number }[]) => ps.map((p) => `${p.n} × ${p.product}`).join(', ');

/** The scanner's detail of a known code: "Jane Smith · 2 × Adult", a GA ticket's product; none for a gift card. */
async function detailOf(ctx: AppContext, hit: repo.CodeHit): Promise<string | null> {
  if (hit.kind === 'gift_card') return null;
  if (hit.kind === 'ga_ticket') return hit.product;
  if (hit.kind === 'booking') return `${hit.holder} · ${quantities(await repo.bookingProducts(ctx.db, hit.booking_id, hit.tour_event_id))}`;
  return `${hit.holder} · ${hit.product}`;
}

/** The row a scan writes on list `l`: the scan's answer `a`, a conflict or not. */
const admissionRow = (l: ListRef, w: ScanWrite, a: Decision, conflict: boolean): repo.AdmissionRow => ({
  scannedCode: a.code,
  kind: a.kind ?? 'ticket',
  tourEventId: l.tourEventId,
  venueDate: l.tourEventId === null ? l.date : null,
  listKey: l.key,
  door: w.door,
  at: w.at,
  operatorUserId: w.userId,
  scanId: w.scanId,
  conflict,
  result: a.result,
  message: a.message,
});

/** How one scan is written: who, where, when and under which scan id. */
interface ScanWrite {
  door: string;
  at: Date;
  userId: number | null;
  scanId: string;
}

/**
 * What the code does on the list now: admits (writing the admission) or why not. Never throws for
 * a code; the answer's `message` is the scanner's text.
 */
async function decide(ctx: AppContext, l: ListRef, code: string, w: ScanWrite): Promise<Decision> {
  const zone = ctx.config.Public.VenueTimeZone;
  const hit = await repo.findCode(ctx.db, code, zone);
  const none: Decision = { result: 'unknown', message: m.unknown, code, kind: null, admitted: 0, checkinId: null, detail: null };
  if (!hit) return none;
  const base: Decision = { ...none, kind: hit.kind, detail: await detailOf(ctx, hit) };
  const wrong = (why: string): Decision => ({ ...base, result: 'wrong_event', message: m.wrongEvent(why) });
  const voided = (reason: VoidReason): Decision => ({ ...base, result: 'voided', message: m.voided(reason) });
  const admitCodes = (codes: string[], bookingId?: number) => admitAll(ctx, l, base, codes, w, bookingId);
  switch (hit.kind) {
    case 'gift_card':
      return wrong(m.giftCard);
    case 'ticket':
      if (hit.voided_at !== null || hit.booking_status !== 'Booked') return voided(hit.void_reason ?? 'cancelled');
      if (hit.tour_event_id !== l.tourEventId) return wrong(m.forEvent(eventTimeText(hit.starts_at, zone, l.date)));
      return admitCodes([code], hit.booking_id);
    case 'booking':
      if (hit.status !== 'Booked') return voided(await repo.bookingVoidReason(ctx.db, hit.booking_id));
      if (hit.tour_event_id !== l.tourEventId) return wrong(m.forEvent(eventTimeText(hit.starts_at, zone, l.date)));
      return admitCodes(await repo.liveTicketCodes(ctx.db, hit.booking_id, hit.tour_event_id), hit.booking_id);
    case 'ga_ticket':
      if (l.tourEventId !== null) return wrong(m.generalAdmission);
      if (l.date < hit.bought_on) return wrong(m.validFrom(day(hit.bought_on)));
      if (hit.valid_until !== null && l.date > hit.valid_until) return wrong(m.validUntil(day(hit.valid_until)));
      return admitCodes([code]);
    case 'membership_pass':
      if (l.tourEventId !== null) return wrong(m.membershipPass);
      if (hit.is_cancelled) return wrong(m.membershipCancelled);
      if (l.date < hit.start_date) return wrong(m.validFrom(day(hit.start_date)));
      if (l.date > hit.expiry_date) return wrong(m.membershipEnded(day(hit.expiry_date)));
      return admitCodes([code]);
  }
}

/**
 * Admits every code not yet in (one statement; ticket codes of `bookingId` only while live); when
 * none was let in: "Already used at {time} by {door}", or "Voided (…)" when a change voided them
 * between the look-up and the admission.
 */
async function admitAll(ctx: AppContext, l: ListRef, base: Decision, codes: string[], w: ScanWrite, bookingId?: number): Promise<Decision> {
  const hooks = ctx.testHooks;
  const zone = ctx.config.Public.VenueTimeZone;
  const row = admissionRow(l, w, { ...base, result: 'admitted', message: m.admitted(codes.length) }, false);
  const unguarded = hooks?.skipCheckinGuard ? { afterRead: hooks.afterCheckinRead } : undefined;
  const onAdmitted = (tx: Db | Tx, admitted: { checkin_id: number }[]) =>
    recordWebhookEvent(
      tx,
      'checkin.admitted',
      { checkinId: Math.min(...admitted.map((r) => r.checkin_id)), code: row.scannedCode, kind: row.kind, people: admitted.length, tourEventId: row.tourEventId, venueDate: row.venueDate, door: row.door, admittedAt: row.at.toISOString() },
      ctx.clock(),
    );
  const written = await repo.admit(ctx.db, codes, row, { bookingId, unguarded, onAdmitted });
  if (written.length > 0)
    return { ...base, result: 'admitted', message: m.admitted(written.length), admitted: written.length, checkinId: Math.min(...written.map((r) => r.checkin_id)) };
  const used = await repo.latestUse(ctx.db, l.key, codes);
  if (!used && bookingId !== undefined) return { ...base, result: 'voided', message: m.voided(await repo.bookingVoidReason(ctx.db, bookingId)) };
  return { ...base, result: 'already_used', message: m.alreadyUsed(doorTime(used?.admitted_at ?? w.at, zone), used?.door ?? w.door) };
}

const normal = (code: string) => code.trim().toUpperCase();

/** POST /checkins: scans `code` now at `door` for the list. Errors: 404 for an event that does not exist. */
export async function scan(ctx: AppContext, userId: number | null, body: ScanBody): Promise<ScanAnswer> {
  const l = await resolveList(ctx, body.list);
  const answer = await decide(ctx, l, normal(body.code), { door: body.door, at: ctx.clock(), userId, scanId: randomUUID() });
  metrics(ctx).checkins.inc({ result: answer.result });
  return { ...answer, counts: await countsOf(ctx, l) };
}

/** DELETE /checkins/:id: undoes the admission (a booking code's whole scan), audited "undo admission". Errors: 404, 409 already undone. */
export async function undo(ctx: AppContext, actor: Actor, checkinId: number): Promise<{ undone: true; counts: CheckinCounts }> {
  const c = await repo.findCheckin(ctx.db, checkinId);
  if (!c) throw new ApiError(404, m.checkinNotFound);
  if (c.undone_at !== null) throw new ApiError(409, m.alreadyUndone);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const n = await repo.undoScan(tx, c.scan_id, actor.userId, now);
    if (n === 0) throw new ApiError(409, m.alreadyUndone);
    await writeAudit(tx, actor, now, {
      action: 'checkin.undo',
      entity: 'checkin',
      entityId: checkinId,
      before: { code: c.scanned_code, list: c.list_key, people: n },
      after: { reason: 'undo admission' },
    });
  });
  const list: CheckinList = c.tour_event_id !== null ? { tourEventId: c.tour_event_id } : { date: c.venue_date ?? '' };
  return { undone: true, counts: await countsOf(ctx, await resolveList(ctx, list)) };
}

/** GET /checkins/offline: every code the list admits or refuses, for a scanner without the network. Errors: 404 as `scan`. */
export async function offlinePackage(ctx: AppContext, list: CheckinList): Promise<OfflinePackage> {
  const zone = ctx.config.Public.VenueTimeZone;
  const l = await resolveList(ctx, list);
  const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());
  const codes: OfflineCode[] = [];
  const voided: OfflinePackage['voided'] = [];
  if (l.tourEventId !== null) {
    const tickets = await repo.eventTickets(ctx.db, l.tourEventId, l.key);
    const bookings = new Map<string, typeof tickets>();
    for (const t of tickets) {
      if (t.voided) {
        voided.push({ code: t.code, reason: t.void_reason ?? 'cancelled' });
        continue;
      }
      codes.push({ code: t.code, kind: 'ticket', admits: 1, usedAt: iso(t.used_at), usedBy: t.used_by, detail: t.detail });
      bookings.set(t.booking_code, [...(bookings.get(t.booking_code) ?? []), t]);
    }
    for (const [code, ts] of bookings) {
      const waiting = ts.filter((t) => t.used_at === null);
      const last = ts.filter((t) => t.used_at !== null).sort((a, b) => +new Date(b.used_at ?? 0) - +new Date(a.used_at ?? 0))[0];
      const perProduct = [...new Set(ts.map((t) => t.product))].map((product) => ({ product, n: ts.filter((t) => t.product === product).length }));
      codes.push({
        code,
        kind: 'booking',
        admits: waiting.length,
        usedAt: waiting.length === 0 ? iso(last?.used_at ?? null) : null,
        usedBy: waiting.length === 0 ? (last?.used_by ?? null) : null,
        detail: `${ts[0]?.holder ?? ''} · ${quantities(perProduct)}`,
      });
    }
    for (const b of await repo.cancelledBookingsOf(ctx.db, l.tourEventId)) voided.push({ code: b.barcode, reason: b.reason });
  } else {
    for (const r of await repo.dayCodes(ctx.db, l.date, zone, l.key))
      codes.push({ code: r.code, kind: r.kind, admits: 1, usedAt: iso(r.used_at), usedBy: r.used_by, detail: r.detail });
  }
  return {
    list: l.list,
    title: l.event ? `${l.event.name} · ${formatInVenue(l.event.startsAt, zone, 'MMM D, H:mm')}` : `General admission · ${day(l.date)}`,
    start: l.event ? venueWallTime(l.event.startsAt, zone).slice(0, 16) : null,
    generatedAt: ctx.clock().toISOString(),
    codes,
    voided,
    counts: await countsOf(ctx, l),
  };
}

/** The answer a scan already synced got (from its stored rows). */
async function replay(ctx: AppContext, rows: Awaited<ReturnType<typeof repo.rowsOfScan>>): Promise<Decision> {
  const first = rows[0];
  if (!first) throw new Error('replay of a scan without rows');
  const admittedRows = rows.filter((r) => !r.conflict);
  return {
    result: first.result as ScanAnswer['result'],
    message: first.conflict ? first.message : m.admitted(admittedRows.length),
    code: first.scanned_code,
    kind: first.kind,
    admitted: first.conflict ? 0 : admittedRows.length,
    checkinId: first.conflict ? null : first.checkin_id,
    detail: await repo.findCode(ctx.db, first.scanned_code, ctx.config.Public.VenueTimeZone).then((hit) => (hit ? detailOf(ctx, hit) : null)),
  };
}

/**
 * POST /checkins/sync: replays the scanner's offline admissions in order. Each is admitted as of
 * its `scannedAt`, or, when it should not have been (used meanwhile, voided, not for this list),
 * stored as a conflict and logged once; a scan id already synced answers as it did. Errors: 404 as `scan`.
 */
export async function sync(ctx: AppContext, userId: number | null, body: SyncBody): Promise<SyncAnswer> {
  const l = await resolveList(ctx, body.list);
  const results: SyncAnswer['results'] = [];
  for (const s of body.scans) {
    const code = normal(s.code);
    const done = await repo.rowsOfScan(ctx.db, s.scanId);
    if (done.length > 0) {
      results.push({ ...(await replay(ctx, done)), counts: await countsOf(ctx, l), scanId: s.scanId, conflict: done[0]?.conflict ?? false });
      continue;
    }
    const w: ScanWrite = { door: body.door, at: new Date(s.scannedAt), userId, scanId: s.scanId };
    const answer = await decide(ctx, l, code, w);
    const conflict = answer.result !== 'admitted';
    if (conflict) await storeConflict(ctx, l, answer, w);
    metrics(ctx).checkins.inc({ result: answer.result });
    results.push({ ...answer, counts: await countsOf(ctx, l), scanId: s.scanId, conflict });
  }
  return { results, counts: await countsOf(ctx, l) };
}

/** Stores a person let in offline who should not have been, and logs it (once: the scan id is taken once). */
async function storeConflict(ctx: AppContext, l: ListRef, a: Decision, w: ScanWrite): Promise<void> {
  const row = admissionRow(l, w, a, true);
  const written = await repo.recordConflict(ctx.db, a.code, row);
  if (written.length > 0) ctx.log?.warn({ list: l.key, code: a.code, door: w.door, result: a.result }, `check-in conflict: ${a.message}`);
}

