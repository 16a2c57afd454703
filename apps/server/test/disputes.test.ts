/**
 * A disputed card payment (the provider's `dispute.created`): recorded once
 * (a replayed event does nothing), its bookings flagged "Disputed" in the back office's list and
 * page, the active admins e-mailed with the amount, the reason and a link to the booking, and
 * counted in gt_payment_disputes_total. A dispute of a charge we do not know is ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDispute } from '../src/modules/payments/disputes';
import type { OperatorSession } from './admin-support';
import { startTestStore, type TestStore } from './harness';
import { DEMO } from './manage-support';
import {
  adminBooking,
  adminSearch,
  captureLog,
  captureMail,
  drainMail,
  metric,
  operators,
  queuedAlerts,
  sql,
  type LogLine,
} from './refund-support';
import { NOW } from './support';

let store: TestStore;
let admins: string[];
let desk: OperatorSession;
let logged: LogLine[];
let chargeId: string;

beforeAll(async () => {
  store = await startTestStore({ now: NOW, demoBookings: true });
  ({ admins, desk } = await operators(store));
  logged = captureLog(store);
  const [p] = await sql<{ provider_charge_id: string }>(
    store,
    `select p.provider_charge_id from payments p join bookings b on b.receipt_no = p.receipt_no where b.booking_no = ${DEMO.card.BookingID}`,
  );
  chargeId = p?.provider_charge_id as string;
});
afterAll(() => store.close());

const dispute = (id: string) =>
  ({ id, type: 'dispute.created', intentId: chargeId, disputeId: 'dp_1', amountCents: 8644, reason: 'fraudulent' }) as const;

describe('a disputed payment', () => {
  it('is recorded once, flagged on its booking in the back office, e-mailed to the admins and counted', async () => {
    const mail = captureMail(store);
    await recordDispute(store.ctx, dispute('evt_1'));
    await recordDispute(store.ctx, dispute('evt_2')); // the same dispute again (a replay, a second event)
    expect(await sql(store, 'select provider_dispute_id, amount_cents, reason from payment_disputes')).toEqual([
      { provider_dispute_id: 'dp_1', amount_cents: 8644, reason: 'fraudulent' },
    ]);
    expect(await metric(store, 'gt_payment_disputes_total')).toBe(1);
    expect(logged.map((l) => l.level)).toEqual(['warn']);

    const b = await adminBooking(store, desk, DEMO.card.BookingID);
    expect(b.disputes).toEqual([{ disputeId: 'dp_1', at: NOW.toISOString(), amountCents: 8644, reason: 'fraudulent' }]);
    expect(await adminSearch(store, desk, String(DEMO.card.BookingID))).toEqual([
      expect.objectContaining({ id: DEMO.card.BookingID, disputed: true }),
    ]);
    expect(await adminSearch(store, desk, String(DEMO.giftCard.BookingID))).toEqual([expect.objectContaining({ disputed: false })]);
    expect((await adminBooking(store, desk, DEMO.giftCard.BookingID)).disputes).toEqual([]);

    const subject = `Payment disputed for booking ${DEMO.card.BookingID}`;
    expect(await queuedAlerts(store)).toEqual(admins.map((to) => ({ to, subject })));
    await drainMail(store);
    const m = mail.find((x) => x.subject === subject);
    expect(m?.text).toContain('Amount: $86.44');
    expect(m?.text).toContain('Reason: fraudulent');
    expect(m?.text).toContain(`http://localhost:3000/admin/bookings/${DEMO.card.BookingID}/show`);
  });

  it('of a charge that is not ours is ignored (logged at info)', async () => {
    await recordDispute(store.ctx, {
      id: 'evt_3',
      type: 'dispute.created',
      intentId: 'ch_elsewhere',
      disputeId: 'dp_2',
      amountCents: 100,
      reason: 'general',
    });
    expect(await sql(store, `select 1 from payment_disputes where provider_dispute_id = 'dp_2'`)).toEqual([]);
    expect(logged.at(-1)).toEqual({ level: 'info', message: 'dispute dp_2 of ch_elsewhere: not a payment of ours, ignored' });
  });
});
