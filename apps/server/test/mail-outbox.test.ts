/**
 * The confirmation e-mail goes through the outbox (modules/mail/outbox.ts): queued with the
 * booking, sent after the answer, retried after a failure, never sent for a refused payment.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/modules/mail/mailer';
import { mailSender, retryDelayMs } from '../src/modules/mail/outbox';
import { CARDS, NOW, cartFor, countRows, freshEvent, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';

let store: TestStore;
const sent: MailMessage[] = [];
let failNext = 0;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
  store.ctx.mailer = {
    send: async (m) => {
      if (failNext > 0) {
        failNext--;
        throw new Error('SMTP 421 try again later');
      }
      sent.push(m);
    },
  };
});
afterAll(async () => {
  await store.close();
});

const unsent = () => countRows(store, 'mail_outbox', 'sent_at is null');

describe('confirmation e-mail outbox', () => {
  it('queues the confirmation with the booking and sends it once after the answer', async () => {
    const { body } = await cartFor(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 2 }], { email: 'once@example.org' });
    sent.length = 0;
    const r = (await pay(store, body)).json() as TransactionResult;
    await mailSender(store.ctx).drain();
    await mailSender(store.ctx).drain();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['once@example.org', `Harbor Lights Aquarium booking confirmation, receipt ${r.ReceiptNo}`]]);
    expect(await unsent()).toBe(0);
  });

  it('keeps the booking when sending fails, and retries after the backoff', async () => {
    const { body } = await cartFor(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 1 }], { email: 'retry@example.org' });
    sent.length = 0;
    failNext = 1;
    const res = await pay(store, body);
    expect(res.statusCode, res.body).toBe(200);
    await mailSender(store.ctx).drain();
    expect(sent).toEqual([]);
    expect(await countRows(store, 'mail_outbox', `sent_at is null and attempts = 1 and last_error = 'SMTP 421 try again later'`)).toBe(1);

    store.setNow(new Date(NOW.getTime() + retryDelayMs(1) - 1000)); // not yet due
    await mailSender(store.ctx).drain();
    expect(sent).toEqual([]);

    store.setNow(new Date(NOW.getTime() + retryDelayMs(1)));
    await mailSender(store.ctx).drain();
    expect(sent.map((m) => m.to)).toEqual(['retry@example.org']);
    expect(await unsent()).toBe(0);
    store.setNow(NOW);
  });

  it('queues nothing for a declined card', async () => {
    const { body } = await cartFor(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 1 }], { card: CARDS.decline });
    const before = await countRows(store, 'mail_outbox');
    expect((await pay(store, body)).statusCode).toBe(422);
    expect(await countRows(store, 'mail_outbox')).toBe(before);
  });
});
