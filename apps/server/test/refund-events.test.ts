/**
 * Card refunds end (docs/architecture.md#payments): a refund the provider
 * answers `pending` waits for its webhook (`refund.succeeded` / `refund.failed`) or an hourly
 * re-ask, and is failed after RefundPendingMaxHours; a failed refund is logged once, counted,
 * e-mailed to the active admins with a link to the booking, and shown in the back office with the
 * provider's reason; the refund of an attempt that never booked is a card_refunds row retried like
 * any other.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RefundResult } from '../src/modules/payments/provider';
import { recordPendingPayment, updatePayment } from '../src/modules/payments/payments-repository';
import { refundCapturedPayment } from '../src/modules/payments/refund-payment';
import { settleRefundEvent } from '../src/modules/payments/refund-events';
import { recoverInterruptedPayments } from '../src/modules/transactions/recovery';
import { operatorWithSession, type OperatorSession } from './admin-support';
import { startTestStore, type TestStore } from './harness';
import { change, DEMO, findBooking } from './manage-support';
import {
  adminBooking,
  captureLog,
  captureMail,
  drainMail,
  metric,
  operators,
  queuedAlerts,
  scriptedRefunds,
  sql,
  type LogLine,
} from './refund-support';
import { NOW } from './support';

let store: TestStore;
let logged: LogLine[];
let admins: string[];
let desk: OperatorSession;
/** The provider's answer to the next refund. */
let answer: RefundResult;
let asked: { idempotencyKey?: string }[];

beforeEach(async () => {
  store = await startTestStore({ now: NOW, demoBookings: true, config: { RefundMaxAttempts: 3 } });
  ({ admins, desk } = await operators(store));
  answer = { ok: true, refundId: 're_1', status: 'pending' };
  asked = scriptedRefunds(store, () => answer).asked;
  logged = captureLog(store);
});
afterEach(() => store.close());

const at = (minutes: number) => store.setNow(new Date(NOW.getTime() + minutes * 60_000));
const refunds = () => sql<object>(store, 'select status, attempts, provider_refund_id, last_error from card_refunds order by refund_id');
const cancelToCard = () =>
  change(store, DEMO.card, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -86.44 });
const refundEvent = (type: 'refund.succeeded' | 'refund.failed', reason = '') =>
  type === 'refund.succeeded'
    ? ({ id: `evt_${Math.random()}`, type, intentId: 'ch_x', refundId: 're_1' } as const)
    : ({ id: `evt_${Math.random()}`, type, intentId: 'ch_x', refundId: 're_1', reason } as const);

describe('a refund the provider answers pending', () => {
  it('stays pending (not a refused attempt) until refund.succeeded settles it; settling twice is harmless', async () => {
    await cancelToCard();
    expect(await refunds()).toEqual([{ status: 'pending', attempts: 0, provider_refund_id: 're_1', last_error: null }]);
    expect((await findBooking(store, DEMO.card)).BookingRefunds).toEqual([
      expect.objectContaining({ RefundAmount: 86.44, RefundStatus: 'Pending' }),
    ]);
    expect(await metric(store, 'gt_refunds_total', 'outcome="pending"')).toBe(1);

    await settleRefundEvent(store.ctx, refundEvent('refund.succeeded'));
    await settleRefundEvent(store.ctx, refundEvent('refund.succeeded'));
    expect(await refunds()).toEqual([{ status: 'succeeded', attempts: 0, provider_refund_id: 're_1', last_error: null }]);
    expect(await findBooking(store, DEMO.card)).toMatchObject({
      TotalPaid: 0,
      BalanceOwing: 0,
      BookingRefunds: [expect.objectContaining({ RefundStatus: 'Refunded' })],
    });
    expect(await metric(store, 'gt_refunds_total', 'outcome="succeeded"')).toBe(1);
    expect(await queuedAlerts(store)).toEqual([]);
    // A refund.failed after the success changes nothing either.
    await settleRefundEvent(store.ctx, refundEvent('refund.failed', 'too late'));
    expect(await refunds()).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  });

  it("ends failed by refund.failed with the provider reason: on the booking, in the admins' e-mail, in the metric, logged once", async () => {
    const mail = captureMail(store);
    await cancelToCard();
    await settleRefundEvent(store.ctx, refundEvent('refund.failed', 'The card account is closed.'));
    await settleRefundEvent(store.ctx, refundEvent('refund.failed', 'The card account is closed.'));
    expect(await refunds()).toEqual([
      { status: 'failed', attempts: 0, provider_refund_id: 're_1', last_error: 'The card account is closed.' },
    ]);
    expect(logged.filter((l) => l.level === 'error').map((l) => l.message)).toEqual([
      expect.stringMatching(/^card refund \d+ failed at the provider: The card account is closed\.$/),
    ]);
    expect(await metric(store, 'gt_refunds_total', 'outcome="failed"')).toBe(1);

    // The visitor's booking counts the money as paid again; the back office says why.
    expect(await findBooking(store, DEMO.card)).toMatchObject({ TotalPaid: 86.44, BalanceOwing: -86.44 });
    const b = await adminBooking(store, desk, DEMO.card.BookingID);
    expect(b.refundFailures).toEqual([expect.objectContaining({ amountCents: 8644, reason: 'The card account is closed.' })]);
    expect(b.history.filter((h) => h.kind === 'refund')).toEqual([expect.objectContaining({ amountCents: -8644, status: 'Failed' })]);

    // One e-mail to each active admin (not the disabled one, not the box office).
    const subject = `Card refund failed for booking ${DEMO.card.BookingID}`;
    expect(await queuedAlerts(store)).toEqual(admins.map((to) => ({ to, subject })));
    await drainMail(store);
    const alerts = mail.filter((m) => m.subject === subject);
    expect(alerts.map((m) => m.to)).toEqual(admins);
    const m = alerts[0];
    expect(m?.text).toContain('Amount: $86.44');
    expect(m?.text).toContain('Reason: The card account is closed.');
    expect(m?.text).toContain(`Open booking ${DEMO.card.BookingID}: http://localhost:3000/admin/bookings/${DEMO.card.BookingID}/show`);
    expect(m?.html).toContain(`href="http://localhost:3000/admin/bookings/${DEMO.card.BookingID}/show"`);
  });

  it('is asked about again hourly and failed after RefundPendingMaxHours without an answer', async () => {
    await cancelToCard();
    expect(asked).toHaveLength(1);
    at(30);
    await recoverInterruptedPayments(store.ctx);
    expect(asked).toHaveLength(1);
    at(61);
    await recoverInterruptedPayments(store.ctx);
    at(24 * 60);
    await recoverInterruptedPayments(store.ctx);
    expect(asked).toHaveLength(3);
    expect(new Set(asked.map((a) => a.idempotencyKey)).size).toBe(1);
    expect(await refunds()).toEqual([expect.objectContaining({ status: 'pending', attempts: 0 })]);

    at(72 * 60);
    await recoverInterruptedPayments(store.ctx);
    expect(await refunds()).toEqual([
      {
        status: 'failed',
        attempts: 0,
        provider_refund_id: 're_1',
        last_error: 'The card provider did not confirm the refund within 72 hours.',
      },
    ]);
    // (Three days later: the desk signs in again.)
    expect((await adminBooking(store, await operatorWithSession(store, 'box_office'), DEMO.card.BookingID)).refundFailures).toEqual([
      expect.objectContaining({ reason: 'The card provider did not confirm the refund within 72 hours.' }),
    ]);
    expect(await queuedAlerts(store)).toHaveLength(2);
    at(100 * 60);
    await recoverInterruptedPayments(store.ctx);
    expect(asked).toHaveLength(4);
    // The provider's late word still counts: the money did go back.
    await settleRefundEvent(store.ctx, refundEvent('refund.succeeded'));
    expect(await findBooking(store, DEMO.card)).toMatchObject({
      TotalPaid: 0,
      BookingRefunds: [expect.objectContaining({ RefundStatus: 'Refunded' })],
    });
  });

  it('ignores an event for a refund it does not know, at info', async () => {
    await settleRefundEvent(store.ctx, {
      id: 'evt_9',
      type: 'refund.failed',
      intentId: 'ch_elsewhere',
      refundId: 're_unknown',
      reason: 'x',
    });
    expect(logged).toEqual([
      { level: 'info', message: 'refund.failed for refund re_unknown of ch_elsewhere: not a refund of ours, ignored' },
    ]);
    expect(await queuedAlerts(store)).toEqual([]);
  });
});

describe('the refund of an attempt that never booked', () => {
  const capturedAttempt = async (key: string) => {
    const p = await recordPendingPayment(store.ctx.db, {
      idempotencyKey: key,
      paymentLineNo: 1,
      paymentTypeId: 1,
      provider: 'scripted',
      amountCents: 4500,
      currency: 'USD',
      createdAt: NOW,
    });
    return updatePayment(store.ctx.db, p.paymentId, {
      status: 'captured',
      providerChargeId: `ch_${key}`,
      cardBrand: 'VISA',
      cardLast4: '4242',
      updatedAt: NOW,
    });
  };

  it('is recorded, refused, retried by the recovery pass and ends succeeded; refunding twice writes one refund', async () => {
    answer = { ok: false, message: 'The provider is unreachable.' };
    const payment = await capturedAttempt('k-refused');
    const after = await refundCapturedPayment(store.ctx, payment, 'The seats are gone; your payment has been refunded.');
    expect(after).toMatchObject({ status: 'refunded', message: 'The seats are gone; your payment has been refunded.' });
    expect(await sql(store, 'select receipt_no, idempotency_key, amount_cents, status, attempts, last_error from card_refunds')).toEqual([
      {
        receipt_no: null,
        idempotency_key: 'refusal:k-refused',
        amount_cents: 4500,
        status: 'pending',
        attempts: 1,
        last_error: 'The provider is unreachable.',
      },
    ]);
    expect(await refundCapturedPayment(store.ctx, after, 'again')).toMatchObject({ status: 'refunded' });

    answer = { ok: true, refundId: 're_2', status: 'succeeded' };
    at(1);
    await recoverInterruptedPayments(store.ctx);
    expect(await sql(store, 'select status, attempts, provider_refund_id from card_refunds')).toEqual([
      { status: 'succeeded', attempts: 2, provider_refund_id: 're_2' },
    ]);
    expect(asked).toEqual([
      { chargeId: 'ch_k-refused', amountCents: 4500, idempotencyKey: 'refusal:k-refused' },
      { chargeId: 'ch_k-refused', amountCents: 4500, idempotencyKey: 'refusal:k-refused' },
    ]);
  });

  it('that fails for good e-mails the admins about the payment', async () => {
    answer = { ok: false, message: 'Charge already refunded elsewhere.' };
    const payment = await capturedAttempt('k-failing');
    await refundCapturedPayment(store.ctx, payment, 'Refused.');
    for (const m of [1, 3]) {
      at(m);
      await recoverInterruptedPayments(store.ctx);
    }
    expect(await sql(store, 'select status, attempts from card_refunds')).toEqual([{ status: 'failed', attempts: 3 }]);
    expect(await queuedAlerts(store)).toEqual(admins.map((to) => ({ to, subject: `Card refund failed for payment ${payment.paymentId}` })));
  });
});
