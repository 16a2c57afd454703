/**
 * Check-in at the door (contract admin/checkins.ts): a code admits once and then says when and at
 * which door it was used; a booking code lets in everyone of the booking not yet in; codes of
 * another event, voided codes (storefront cancel, fewer tickets, a date change, a desk refund),
 * gift cards and unknown codes are refused with the scanner's exact text; undo, the offline
 * package, and the sync of two doors' offline admissions of one code (the second is a conflict).
 */
import { randomUUID } from 'node:crypto';
import type { OfflinePackage, ScanAnswer, SyncAnswer } from '@gt/contract/admin/checkins';
import type { EventManifest } from '@gt/contract/admin/event-ops';
import type { TourEvent } from '@gt/contract/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { findEvent, freshEvent, hold } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { bookOnline, change, findBooking, reserveUnpaid, type Owner } from './manage-support';
import { NOW } from './support';

let store: TestStore;
let door: OperatorSession;
let desk: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
  door = await operatorWithSession(store, 'door');
  desk = await operatorWithSession(store, 'box_office');
});
afterAll(() => store.close());

const rows = async <T>(q: string): Promise<T[]> => ((await store.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;
/** The booking's code and its tickets' codes (oldest first). */
async function codesOf(owner: Owner): Promise<{ booking: string; tickets: string[] }> {
  const [b] = await rows<{ barcode: string; booking_id: number }>(`select barcode, booking_id from bookings where booking_no = ${owner.BookingID}`);
  const t = await rows<{ barcode: string }>(
    `select t.barcode from tickets t join booking_lines l using (booking_line_id) where l.booking_id = ${b?.booking_id} order by t.ticket_id`,
  );
  return { booking: b?.barcode ?? '', tickets: t.map((x) => x.barcode) };
}
const scan = async (tourEventId: number, code: string, doorName = 'Door 1') => {
  const res = await asOperator(store, door, 'POST', '/checkins', { list: { tourEventId }, code, door: doorName });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ScanAnswer;
};
const said = (a: ScanAnswer) => [a.result, a.message];
const cancelOnline = (owner: Owner, paid: number) =>
  change(store, owner, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -paid });

describe('scanning a code', () => {
  it('admits a ticket once; scanned again it says when and by which door', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 3 }]);
    const { tickets } = await codesOf(owner);
    const first = await scan(event.TourEventID, tickets[0] as string);
    expect(first).toMatchObject({
      result: 'admitted',
      message: 'Admitted',
      kind: 'ticket',
      admitted: 1,
      detail: 'Ann Lee · Adult',
      counts: { admitted: 1, expected: 3 },
    });
    expect(first.checkinId).toEqual(expect.any(Number));
    store.setNow(new Date(NOW.getTime() + 5 * 60_000));
    const again = await scan(event.TourEventID, (tickets[0] as string).toLowerCase(), 'Door 2');
    expect(again).toMatchObject({ result: 'already_used', message: 'Already used at 9:00 by Door 1', admitted: 0, checkinId: null, counts: { admitted: 1, expected: 3 } });
    store.setNow(NOW);
    const scrape = await store.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(scrape.body).toMatch(/gt_checkins_total\{result="already_used"\} [1-9]/);
  });

  it('lets in the rest of a booking by its booking code ("Admitted 2"); its tickets then answer already used', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [
      { TourProductID: 1, Quantity: 2 },
      { TourProductID: 2, Quantity: 1 },
    ]);
    const { booking, tickets } = await codesOf(owner);
    expect(said(await scan(event.TourEventID, tickets[0] as string))).toEqual(['admitted', 'Admitted']);
    const manifest = async () => (await asOperator(store, door, 'GET', `/manifests/events/${event.TourEventID}`)).json() as EventManifest;
    expect((await manifest()).rows.map((r) => [r.bookingNo, r.checkedIn, r.tickets])).toEqual([[owner.BookingID, 1, 3]]);
    const rest = await scan(event.TourEventID, booking, 'Door 2');
    expect(rest).toMatchObject({ result: 'admitted', message: 'Admitted 2', kind: 'booking', admitted: 2, detail: 'Ann Lee · 2 × Adult, 1 × Child', counts: { admitted: 3, expected: 3 } });
    expect(said(await scan(event.TourEventID, booking))).toEqual(['already_used', 'Already used at 9:00 by Door 2']);
    expect(said(await scan(event.TourEventID, tickets[2] as string))).toEqual(['already_used', 'Already used at 9:00 by Door 2']);
    expect(await manifest()).toMatchObject({ checkedIn: 3, tickets: 3, rows: [{ checkedIn: 3, tickets: 3 }] });
    // The CSV download says it too: Tickets 3, Checked in 3.
    const csv = (await asOperator(store, door, 'GET', `/manifests/events/${event.TourEventID}?format=csv`)).body.trim().split('\n');
    expect(csv[0]).toContain(',Tickets,Checked in,');
    expect(csv[1]).toContain(`,${owner.BookingID},Ann Lee,`);
    expect(csv[1]).toMatch(/,2,1,3,3,/);
  });

  it('refuses a code of another event: its time the same day, its date and time another day', async () => {
    const at10 = await findEvent(store, 1, '2026-12-14', '10:00');
    const at11 = await findEvent(store, 1, '2026-12-14', '11:00');
    const nextDay = await findEvent(store, 1, '2026-12-15', '11:00');
    const sameDay = await codesOf((await bookOnline(store, at11, [{ TourProductID: 1, Quantity: 1 }])).owner);
    const otherDay = await codesOf((await bookOnline(store, nextDay, [{ TourProductID: 1, Quantity: 1 }])).owner);
    expect(said(await scan(at10.TourEventID, sameDay.tickets[0] as string))).toEqual(['wrong_event', 'Not valid for this event (it is for 11:00)']);
    expect(said(await scan(at10.TourEventID, sameDay.booking))).toEqual(['wrong_event', 'Not valid for this event (it is for 11:00)']);
    expect(said(await scan(at10.TourEventID, otherDay.tickets[0] as string))).toEqual(['wrong_event', 'Not valid for this event (it is for Dec 15, 11:00)']);
  });

  it('answers an unknown code, and a list that does not exist with 404', async () => {
    const event = await freshEvent(store, 10);
    expect(await scan(event.TourEventID, 'NOPE-123')).toMatchObject({ result: 'unknown', message: 'Unknown code', kind: null, detail: null });
    const res = await asOperator(store, door, 'POST', '/checkins', { list: { tourEventId: 999999 }, code: 'NOPE-123', door: 'Door 1' });
    expect([res.statusCode, message(res)]).toEqual([404, 'No event with this id.']);
  });
});

describe('codes taken back are voided', () => {
  it('after Cancel Booking online: the tickets and the booking code answer "Voided (refunded)"', async () => {
    const event = await freshEvent(store, 10);
    const { owner, receipt } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 2 }]);
    const { booking, tickets } = await codesOf(owner);
    await cancelOnline(owner, receipt.TotalPaid);
    for (const code of [...tickets, booking]) expect(said(await scan(event.TourEventID, code))).toEqual(['voided', 'Voided (refunded)']);
    expect((await scan(event.TourEventID, booking)).counts).toEqual({ admitted: 0, expected: 0 });
  });

  it('after Modify Tickets with a refund: as many as were given back, those not yet in first ("Voided (refunded)")', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 3 }]);
    const { booking, tickets } = await codesOf(owner);
    expect(said(await scan(event.TourEventID, tickets[2] as string))).toEqual(['admitted', 'Admitted']);
    const adult = (await findBooking(store, owner)).BookingProducts[0];
    await change(store, owner, {
      TransactionType: 'Modify Tickets',
      RefundType: 'CreditCardRefund',
      AmountToPay: -64.84,
      Lines: [{ BookingLineID: adult?.BookingLineID as number, Quantity: 1 }],
    });
    expect(said(await scan(event.TourEventID, tickets[0] as string))).toEqual(['voided', 'Voided (refunded)']);
    expect(said(await scan(event.TourEventID, tickets[1] as string))).toEqual(['voided', 'Voided (refunded)']);
    const kept = await scan(event.TourEventID, tickets[2] as string);
    expect(said(kept)).toEqual(['already_used', 'Already used at 9:00 by Door 1']);
    expect(kept.counts).toEqual({ admitted: 1, expected: 1 });
    expect(said(await scan(event.TourEventID, booking))).toEqual(['already_used', 'Already used at 9:00 by Door 1']);
  });

  it('after Change Date / Time: the old codes are voided ("changed"), the new ones admit at the new event', async () => {
    const from = await freshEvent(store, 10);
    const to = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, from, [{ TourProductID: 1, Quantity: 2 }]);
    const before = await codesOf(owner);
    const h = await hold(store, { TourEventID: to.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    await change(store, owner, {
      TransactionType: 'Change Date / Time',
      AmountToPay: 0,
      NewTourEventID: to.TourEventID,
      Products: [{ TourProductID: 1, Quantity: 2 }],
      TourHoldRef: h.TourHoldRef,
    });
    const after = await codesOf(owner);
    const fresh = after.tickets.filter((t) => !before.tickets.includes(t));
    expect(fresh).toHaveLength(2);
    for (const old of before.tickets) expect(said(await scan(from.TourEventID, old))).toEqual(['voided', 'Voided (changed)']);
    expect(said(await scan(to.TourEventID, before.tickets[0] as string))).toEqual(['voided', 'Voided (changed)']);
    expect(said(await scan(to.TourEventID, fresh[0] as string))).toEqual(['admitted', 'Admitted']);
    expect(said(await scan(to.TourEventID, after.booking))).toEqual(['admitted', 'Admitted']);
    expect((await scan(from.TourEventID, after.booking)).result).toBe('wrong_event');
  });

  it('after a desk cancellation refunded to a gift card: "Voided (refunded)"; the gift card is not an admission', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 1 }]);
    const { booking, tickets } = await codesOf(owner);
    const res = await store.app.inject({
      method: 'POST',
      url: `${API}/bookings/${owner.BookingID}/cancel`,
      headers: { cookie: desk.cookie, 'x-csrf-token': desk.csrf, 'idempotency-key': randomUUID() },
      payload: { reason: 'Manager approved: family emergency', refundTo: 'giftcard', override: { refunds: true } },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const code of [tickets[0] as string, booking]) expect(said(await scan(event.TourEventID, code))).toEqual(['voided', 'Voided (refunded)']);
    const card = (res.json() as { refunds: { giftcardNo: string }[] }).refunds[0]?.giftcardNo as string;
    expect(await scan(event.TourEventID, card)).toMatchObject({ result: 'wrong_event', message: 'Not valid for this event (it is a gift card)', kind: 'gift_card' });
  });

  it('after the venue cancels the event and refunds its bookings: "Voided (refunded)"', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 1 }]);
    const { booking, tickets } = await codesOf(owner);
    const res = await asOperator(store, desk, 'POST', `/tour-events/${event.TourEventID}/cancel`, { reason: 'Storm warning', refundTo: 'card' });
    expect(res.statusCode, res.body).toBe(200);
    for (const code of [tickets[0] as string, booking]) expect(said(await scan(event.TourEventID, code))).toEqual(['voided', 'Voided (refunded)']);
  });

  it('after a booking taken unpaid is cancelled (nothing refunded): "Voided (cancelled)"', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await reserveUnpaid(store, event, [{ TourProductID: 1, Quantity: 1 }]);
    const { booking, tickets } = await codesOf(owner);
    await change(store, owner, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: 0 });
    for (const code of [tickets[0] as string, booking]) expect(said(await scan(event.TourEventID, code))).toEqual(['voided', 'Voided (cancelled)']);
  });
});

describe('undo', () => {
  it('undoes an admission (audited "undo admission"); the code then admits again', async () => {
    const event = await freshEvent(store, 10);
    const { owner } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 2 }]);
    const { booking } = await codesOf(owner);
    const first = await scan(event.TourEventID, booking);
    expect(said(first)).toEqual(['admitted', 'Admitted 2']);
    const res = await asOperator(store, door, 'DELETE', `/checkins/${first.checkinId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ undone: true, counts: { admitted: 0, expected: 2 } });
    const [audit] = await rows<{ action: string; actor_email: string; after: unknown }>(
      `select action, actor_email, after from audit_log where entity = 'checkin' and entity_id = '${first.checkinId}'`,
    );
    expect(audit).toEqual({ action: 'checkin.undo', actor_email: door.email, after: { reason: 'undo admission' } });
    expect(said(await scan(event.TourEventID, booking))).toEqual(['admitted', 'Admitted 2']);
    const twice = await asOperator(store, door, 'DELETE', `/checkins/${first.checkinId}`);
    expect([twice.statusCode, message(twice)]).toEqual([409, 'This admission was already undone.']);
    const missing = await asOperator(store, door, 'DELETE', '/checkins/999999');
    expect([missing.statusCode, message(missing)]).toEqual([404, 'No admission with this id.']);
  });
});

describe('offline', () => {
  let event: TourEvent;
  let live: { booking: string; tickets: string[] };
  let cancelled: { booking: string; tickets: string[] };
  beforeAll(async () => {
    event = await findEvent(store, 1, '2026-12-16', '14:00');
    live = await codesOf((await bookOnline(store, event, [{ TourProductID: 1, Quantity: 2 }])).owner);
    const gone = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 1 }]);
    cancelled = await codesOf(gone.owner);
    await cancelOnline(gone.owner, gone.receipt.TotalPaid);
    await scan(event.TourEventID, live.tickets[0] as string, 'Door 3');
  });

  it('packages every code of the list with its uses, and the voided codes with why', async () => {
    const res = await asOperator(store, door, 'GET', `/checkins/offline?tourEventId=${event.TourEventID}`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as OfflinePackage;
    expect(p).toMatchObject({ list: { tourEventId: event.TourEventID }, title: 'Timed Admission · Dec 16, 14:00', start: '2026-12-16T14:00', counts: { admitted: 1, expected: 2 } });
    const used = { usedAt: NOW.toISOString(), usedBy: 'Door 3' };
    const none = { usedAt: null, usedBy: null };
    expect(p.codes).toEqual([
      { code: live.tickets[0], kind: 'ticket', admits: 1, ...used, detail: 'Ann Lee · Adult' },
      { code: live.tickets[1], kind: 'ticket', admits: 1, ...none, detail: 'Ann Lee · Adult' },
      { code: live.booking, kind: 'booking', admits: 1, ...none, detail: 'Ann Lee · 2 × Adult' },
    ]);
    expect(p.voided).toEqual([
      { code: cancelled.tickets[0], reason: 'refunded' },
      { code: cancelled.booking, reason: 'refunded' },
    ]);
  });

  it('syncs two doors that let one code in offline: the second is a stored conflict; a retried sync answers the same', async () => {
    const code = live.tickets[1] as string;
    const at = (min: number) => new Date(NOW.getTime() + min * 60_000).toISOString();
    const sync = async (doorName: string, scanId: string, min: number) => {
      const res = await asOperator(store, door, 'POST', '/checkins/sync', {
        list: { tourEventId: event.TourEventID },
        door: doorName,
        scans: [{ scanId, code, scannedAt: at(min) }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as SyncAnswer;
    };
    const a = randomUUID();
    const b = randomUUID();
    const first = await sync('Door A', a, 10);
    expect(first.results).toMatchObject([{ scanId: a, result: 'admitted', message: 'Admitted', conflict: false, admitted: 1 }]);
    const second = await sync('Door B', b, 12);
    expect(second.results).toMatchObject([{ scanId: b, result: 'already_used', message: 'Already used at 9:10 by Door A', conflict: true, admitted: 0 }]);
    expect(second.counts).toEqual({ admitted: 2, expected: 2 });
    expect(await sync('Door B', b, 12)).toEqual(second);
    expect((await sync('Door A', a, 10)).results).toEqual(first.results.map((r) => ({ ...r, counts: second.counts })));
    expect(await rows(`select door, conflict, message from checkins where code = '${code}' order by checkin_id`)).toEqual([
      { door: 'Door A', conflict: false, message: 'Admitted' },
      { door: 'Door B', conflict: true, message: 'Already used at 9:10 by Door A' },
    ]);
  });
});

describe('the general-admission list of a day', () => {
  const scanDay = async (date: string, code: string) => {
    const res = await asOperator(store, door, 'POST', '/checkins', { list: { date }, code, door: 'Gate' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ScanAnswer;
  };
  beforeAll(async () => {
    // A GA ticket (Shark Tunnel Photo, valid until Feb 21) sold today.
    await store.ctx.db.execute(`
      with tr as (insert into transactions (customer_id, node_no, idempotency_key, transaction_date, total_ex_tax_cents, total_tax_cents, total_cents)
        values (500000001, 1, 'checkin-ga', '${NOW.toISOString()}', 1500, 0, 1500) returning receipt_no),
      tl as (insert into transaction_product_lines (receipt_no, product_line_no, product_id, amount_cents, quantity) select receipt_no, 1, 2002, 1500, 1 from tr)
      insert into product_tickets (barcode, receipt_no, product_line_no) select 'GATICKET0001', receipt_no, 1 from tr`);
  });

  it('admits a GA ticket once a day within its validity, never at a timed event', async () => {
    expect(await scanDay('2026-11-23', 'GATICKET0001')).toMatchObject({ result: 'admitted', message: 'Admitted', kind: 'ga_ticket', detail: 'Shark Tunnel Photo' });
    expect(said(await scanDay('2026-11-23', 'GATICKET0001'))).toEqual(['already_used', 'Already used at 9:00 by Gate']);
    expect(said(await scanDay('2026-11-24', 'GATICKET0001'))).toEqual(['admitted', 'Admitted']);
    expect(said(await scanDay('2027-02-22', 'GATICKET0001'))).toEqual(['wrong_event', 'Not valid for this event (it is valid until Feb 21)']);
    const event = await freshEvent(store, 10);
    expect(said(await scan(event.TourEventID, 'GATICKET0001'))).toEqual(['wrong_event', 'Not valid for this event (it is general admission)']);
  });

  it('admits a current membership pass once a day; an expired one says when it ended', async () => {
    expect(await scanDay('2026-11-25', 'DEMOPASS200100300')).toMatchObject({ result: 'admitted', kind: 'membership_pass', detail: expect.stringMatching(/^Maya Rivera · /) });
    expect(said(await scanDay('2026-11-25', 'DEMOPASS200100300'))).toEqual(['already_used', 'Already used at 9:00 by Gate']);
    expect(said(await scanDay('2026-11-25', 'DEMOPASS200100400'))).toEqual(['wrong_event', 'Not valid for this event (the membership ended Nov 3)']);
    const event = await freshEvent(store, 10);
    expect(said(await scan(event.TourEventID, 'DEMOPASS200100300'))).toEqual(['wrong_event', 'Not valid for this event (it is a membership pass)']);
  });

  it("packages the day's GA tickets and current passes for offline use", async () => {
    const res = await asOperator(store, door, 'GET', '/checkins/offline?date=2026-11-25');
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as OfflinePackage;
    expect(p).toMatchObject({ list: { date: '2026-11-25' }, title: 'General admission · Nov 25', start: null, voided: [] });
    expect(p.codes.find((c) => c.code === 'GATICKET0001')).toEqual({ code: 'GATICKET0001', kind: 'ga_ticket', admits: 1, usedAt: null, usedBy: null, detail: 'Shark Tunnel Photo' });
    expect(p.codes.find((c) => c.code === 'DEMOPASS200100300')).toMatchObject({ kind: 'membership_pass', usedAt: NOW.toISOString(), usedBy: 'Gate' });
    expect(p.codes.map((c) => c.code)).not.toContain('DEMOPASS200100400');
    expect(p.counts.admitted).toBe(1);
  });
});
