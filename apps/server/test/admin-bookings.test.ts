/**
 * Bookings at the desk: the back office finds a booking by booking ID, name,
 * e-mail, receipt or event date; reads its lines, answers and history in order; and resends,
 * cancels, refunds part of, moves and modifies it through the visitor's code paths, with a
 * required reason in the audit log, the booking type's flags enforced unless overridden, and a
 * retried action never refunding twice.
 */
import { randomUUID } from 'node:crypto';
import type { ActionResult, AdminBooking, BookingListItem } from '@gt/contract/admin/bookings';
import type { TourEvent } from '@gt/contract/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { freshEvent, seatsOf } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { expectMoneyMatchesBookings } from './ledger';
import { bookOnline, DEMO, findBooking, type Owner } from './manage-support';
import { NOW } from './support';

let store: TestStore;
let desk: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, demoBookings: true });
  desk = await operatorWithSession(store, 'box_office');
});
afterAll(() => store.close());

const rows = async <T>(q: string): Promise<T[]> => ((await store.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

const search = async (query: Record<string, string>) => {
  const res = await asOperator(store, desk, 'GET', `/bookings?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: BookingListItem[]; total: number };
};
const show = async (id: number) => {
  const res = await asOperator(store, desk, 'GET', `/bookings/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminBooking;
};
/** An action with an Idempotency-Key (a fresh one unless given). */
const act = (id: number, action: string, body: object, key: string = randomUUID()) =>
  store.app.inject({
    method: 'POST',
    url: `${API}/bookings/${id}/${action}`,
    headers: { cookie: desk.cookie, 'x-csrf-token': desk.csrf, 'idempotency-key': key },
    payload: body,
  });
const audits = (bookingNo: number) =>
  rows<{ action: string; actor_email: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    `select action, actor_email, before, after from audit_log where entity = 'booking' and entity_id = '${bookingNo}' order by audit_id`,
  );

let bought: { owner: Owner; event: TourEvent; unitCents: number; paidCents: number };
beforeAll(async () => {
  const event = await freshEvent(store, 20);
  const { owner, receipt } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 3 }]);
  const paidCents = Math.round(receipt.TotalPaid * 100);
  bought = { owner, event, unitCents: paidCents / 3, paidCents };
});

describe('search', () => {
  it('finds a booking by booking ID, name, e-mail, receipt number and event date', async () => {
    const maya = DEMO.card.BookingID;
    expect((await search({ q: String(maya) })).data.map((b) => [b.id, b.firstName, b.lastName])).toEqual([[maya, 'Maya', 'Patel']]);
    expect((await search({ q: 'pAtE' })).data.map((b) => b.id)).toEqual([maya]);
    expect((await search({ q: 'maya pat' })).data.map((b) => b.id)).toEqual([maya]);
    expect((await search({ q: 'MAYA.PATEL@exa' })).data.map((b) => b.id)).toEqual([maya]);
    const b = await show(maya);
    expect((await search({ q: String(b.receiptNo) })).data.map((x) => x.id)).toContain(maya);
    const zone = store.ctx.config.Public.VenueTimeZone;
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(b.startsAt));
    const onDay = await search({ date });
    expect(onDay.data.map((x) => x.id)).toContain(maya);
    expect(onDay.data.every((x) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(x.startsAt)) === date)).toBe(true);
    // Name and date together; nothing for a name no one has; a wildcard is taken literally.
    expect((await search({ q: 'patel', date })).data.map((x) => x.id)).toEqual([maya]);
    expect(await search({ q: 'zzzz' })).toEqual({ data: [], total: 0 });
    expect((await search({ q: '%' })).total).toBe(0);
  });

  it('pages the results with the total', async () => {
    const all = await search({});
    const page = await search({ start: '1', end: '3' });
    expect(page.total).toBe(all.total);
    expect(page.data.map((b) => b.id)).toEqual(all.data.slice(1, 3).map((b) => b.id));
    // A page past the last booking is empty and still says how many there are.
    expect(await search({ start: String(all.total + 5), end: String(all.total + 10) })).toEqual({ data: [], total: all.total });
  });

  it('answers 400 for a date that is not one', async () => {
    const res = await asOperator(store, desk, 'GET', '/bookings?date=23/11/2026');
    expect([res.statusCode, message(res)]).toEqual([400, "Invalid query parameter 'date': Use the date as YYYY-MM-DD."]);
  });
});

describe('partial refund at the desk', () => {
  it('refunds the tickets given back to the card, returns their seats, keeps the history in order and audits the reason', async () => {
    const id = bought.owner.BookingID;
    const [udf] = await rows<{ udf_id: number; name: string }>('select udf_id, name from user_defined_fields order by udf_id limit 1');
    await store.ctx.db.execute(
      `update bookings set udf_values = '[{"UDFID":${udf?.udf_id},"Value":"Wheelchair access"}]' where booking_no = ${id}`,
    );
    const before = await show(id);
    expect(before.answers).toEqual([{ udfId: udf?.udf_id, name: udf?.name, value: 'Wheelchair access' }]);
    const [line] = before.lines;
    const seats = await seatsOf(store, bought.event.TourEventID);
    const key = randomUUID();
    const res = await act(
      id,
      'refund',
      { reason: 'Child fell ill', refundTo: 'card', lines: [{ bookingLineId: line?.id, quantity: 1 }] },
      key,
    );
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json() as ActionResult;
    expect(out).toMatchObject({
      amountCents: -bought.unitCents,
      refunds: [{ type: 'card', amountCents: bought.unitCents, giftcardNo: null }],
    });
    expect(out.booking).toMatchObject({
      paidCents: bought.paidCents - bought.unitCents,
      balanceCents: 0,
      lines: [{ quantity: 2, returnedQuantity: 1 }],
    });
    expect(await seatsOf(store, bought.event.TourEventID)).toBe(seats + 1);
    // The visitor sees the same.
    const visitor = await findBooking(store, bought.owner);
    expect(visitor.BookingRefunds).toEqual([
      expect.objectContaining({ RefundAmount: bought.unitCents / 100, RefundType: 'Card', RefundStatus: 'Refunded' }),
    ]);

    // A retry (double click, network) answers the same and refunds nothing more.
    const again = await act(
      id,
      'refund',
      { reason: 'Child fell ill', refundTo: 'card', lines: [{ bookingLineId: line?.id, quantity: 1 }] },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect((again.json() as ActionResult).receiptNo).toBe(out.receiptNo);
    expect((await show(id)).paidCents).toBe(bought.paidCents - bought.unitCents);

    // An e-mail is Waiting until the outbox has sent it (Sent): either, depending on the sender's pace.
    const history = (await show(id)).history.map((h) => [
      h.kind,
      h.amountCents,
      h.kind === 'email' ? /^(Waiting|Sent)$/.test(h.status ?? '') : h.status,
    ]);
    expect(history).toEqual([
      ['sale', 3 * bought.unitCents, null],
      ['payment', bought.paidCents, 'Paid'],
      ['email', null, true],
      ['change', -bought.unitCents, null],
      ['refund', -bought.unitCents, 'Refunded'],
      ['email', null, true],
      ['note', null, null],
    ]);
    expect((await show(id)).history.at(-1)?.text).toBe(`booking.refund by ${desk.email}: Child fell ill`);
    const [audit] = await audits(id);
    expect(audit).toMatchObject({
      action: 'booking.refund',
      actor_email: desk.email,
      before: { status: 'Booked', tickets: { Adult: 3 }, paidCents: bought.paidCents },
      after: {
        status: 'Booked',
        tickets: { Adult: 2 },
        paidCents: bought.paidCents - bought.unitCents,
        reason: 'Child fell ill',
        receiptNo: out.receiptNo,
      },
    });
    await expectMoneyMatchesBookings(store);
  });

  it('refuses more units than are left, and an action without a reason', async () => {
    const b = await show(bought.owner.BookingID);
    const line = b.lines[0] as AdminBooking['lines'][number];
    const tooMany = await act(b.id, 'refund', { reason: 'x', lines: [{ bookingLineId: line.id, quantity: line.quantity + 1 }] });
    expect([tooMany.statusCode, message(tooMany)]).toEqual([400, `Only ${line.quantity} of Adult can be refunded.`]);
    for (const reason of ['', '   ']) {
      const res = await act(b.id, 'refund', { reason, override: { refunds: true }, lines: [{ bookingLineId: line.id, quantity: 1 }] });
      expect([res.statusCode, message(res)]).toEqual([400, "Invalid body field 'reason': A reason is required."]);
    }
    expect((await audits(b.id)).length).toBe(1);
  });
});

describe('flags and overrides', () => {
  it('enforces the booking type’s refund flag unless the operator overrides it', async () => {
    const id = DEMO.noRefunds.BookingID;
    const refused = await act(id, 'cancel', { reason: 'Asked at the desk', refundTo: 'card' });
    expect([refused.statusCode, message(refused)]).toEqual([409, 'Refunds are not allowed for this booking.']);
    const paid = (await show(id)).paidCents;
    const res = await act(id, 'cancel', {
      reason: 'Manager approved: family emergency',
      refundTo: 'giftcard',
      override: { refunds: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json() as ActionResult;
    expect(out).toMatchObject({ amountCents: -paid, refunds: [{ type: 'giftcard', amountCents: paid }] });
    expect(out.refunds[0]?.giftcardNo).toMatch(/^[A-Z0-9]{16}$/);
    expect(out.booking).toMatchObject({ status: 'Cancelled', paidCents: 0, lines: [] });
    const [audit] = await audits(id);
    expect(audit).toMatchObject({
      action: 'booking.cancel',
      before: { status: 'Booked', paidCents: paid },
      after: {
        status: 'Cancelled',
        paidCents: 0,
        reason: 'Manager approved: family emergency',
        overrides: { refunds: true, dateChanges: false, ticketChanges: false },
      },
    });
    // Cancelled stays cancelled, override or not.
    const twice = await act(id, 'cancel', { reason: 'again', override: { refunds: true } });
    expect([twice.statusCode, message(twice)]).toEqual([409, 'This booking has already been cancelled.']);
    await expectMoneyMatchesBookings(store);
  });

  it('enforces the date change flag unless overridden, and moves the booking when allowed', async () => {
    const id = DEMO.noChanges.BookingID;
    const b = await show(id);
    const [target] = await rows<{ id: number }>(
      `select tour_event_id as id from tour_events where booking_type_id = ${b.bookingTypeId} and starts_at > '${b.startsAt}' and not cancelled order by starts_at limit 1`,
    );
    const refused = await act(id, 'change-date', { reason: 'Weather', tourEventId: target?.id });
    expect([refused.statusCode, message(refused)]).toEqual([409, 'This change is not allowed for this booking.']);
    // Its booking type asks "Participant can swim" on every hold: the booking's answer goes with it.
    await store.ctx.db.execute(`update bookings set udf_values = '[{"UDFID":8,"Value":"true"}]' where booking_no = ${id}`);
    const res = await act(id, 'change-date', { reason: 'Weather', tourEventId: target?.id, override: { dateChanges: true } });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json() as ActionResult;
    expect(out.amountCents).toBe(0);
    expect(out.booking).toMatchObject({ tourEventId: target?.id, paidCents: b.paidCents, status: 'Booked' });
    expect(out.booking.lines.map((l) => [l.productName, l.quantity])).toEqual(b.lines.map((l) => [l.productName, l.quantity]));
    expect((await audits(id)).map((a) => [a.action, a.after.reason])).toEqual([['booking.change-date', 'Weather']]);
    await expectMoneyMatchesBookings(store);
  });
});

describe('modify tickets and resend', () => {
  it('refuses a change that costs the visitor more, naming the amount; lowers tickets with a refund', async () => {
    const event = await freshEvent(store, 10);
    const { owner, receipt } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 2 }]);
    const unit = Math.round(receipt.TotalPaid * 100) / 2;
    const dearer = await act(owner.BookingID, 'modify', { reason: 'One more', products: [{ tourProductId: 1, quantity: 1 }] });
    expect([dearer.statusCode, message(dearer)]).toEqual([
      409,
      `This change costs $${(unit / 100).toFixed(2)} more. The back office does not take payments: the visitor can make this change in Manage my booking and pay by card.`,
    ]);
    // The seats the refused change held are free again.
    expect(await seatsOf(store, event.TourEventID)).toBe(8);
    const b = await show(owner.BookingID);
    const res = await act(owner.BookingID, 'modify', { reason: 'One fewer', lines: [{ bookingLineId: b.lines[0]?.id, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ActionResult).amountCents).toBe(-unit);
    expect(await seatsOf(store, event.TourEventID)).toBe(9);
  });

  it('refuses to change a booking with a balance owing (the desk takes no payment), but cancels it', async () => {
    const b = await show(DEMO.unpaid.BookingID);
    expect(b.balanceCents).toBeGreaterThan(0);
    const res = await act(b.id, 'modify', {
      reason: 'One fewer',
      lines: [{ bookingLineId: b.lines[0]?.id, quantity: (b.lines[0]?.quantity ?? 1) - 1 }],
    });
    expect([res.statusCode, message(res)]).toEqual([
      409,
      `This booking has a balance owing of $${(b.balanceCents / 100).toFixed(2)}. The back office does not take payments: the visitor pays it in Manage my booking before it can be changed here.`,
    ]);
    const cancelled = await act(b.id, 'cancel', { reason: 'Never paid' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ amountCents: 0, refunds: [], booking: { status: 'Cancelled', balanceCents: 0 } });
  });

  it('enforces the ticket change flag without override', async () => {
    const b = await show(DEMO.noChanges.BookingID);
    const res = await act(b.id, 'modify', { reason: 'x', lines: [{ bookingLineId: b.lines[0]?.id, quantity: 0 }] });
    expect([res.statusCode, message(res)]).toEqual([409, 'This change is not allowed for this booking.']);
  });

  it('queues the confirmation e-mail again and audits it', async () => {
    const id = bought.owner.BookingID;
    const sent = async () => (await show(id)).history.filter((h) => h.kind === 'email' && h.text === 'Booking confirmation e-mail').length;
    const n = await sent();
    const key = randomUUID();
    const res = await act(id, 'resend-confirmation', { reason: 'Lost the e-mail' }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ActionResult).receiptNo).toBeNull();
    expect((await act(id, 'resend-confirmation', { reason: 'Lost the e-mail' }, key)).statusCode).toBe(200);
    expect(await sent()).toBe(n + 1);
    expect((await audits(id)).at(-1)).toMatchObject({
      action: 'booking.resend-confirmation',
      after: { reason: 'Lost the e-mail', to: bought.owner.Email },
    });
  });

  it('answers 404 for an unknown booking and 400 without an Idempotency-Key', async () => {
    const res = await act(1234567897, 'cancel', { reason: 'x' });
    expect([res.statusCode, message(res)]).toEqual([404, 'No booking with this booking ID.']);
    const noKey = await asOperator(store, desk, 'POST', `/bookings/${DEMO.card.BookingID}/cancel`, { reason: 'x' });
    expect(noKey.statusCode).toBe(400);
  });
});
