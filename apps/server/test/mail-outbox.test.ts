/**
 * The confirmation e-mail goes through the outbox (modules/mail/outbox.ts): queued with the
 * booking, sent after the answer, retried after a failure, never sent for a refused payment.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TransactionResult } from '@gt/contract/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationEmail } from '../src/modules/mail/confirmation-email';
import { createMailer, type MailMessage, type Mailer } from '../src/modules/mail/mailer';
import { mailSender, retryDelayMs } from '../src/modules/mail/outbox';
import { queueConfirmation } from '../src/modules/mail/outbox-repository';
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

describe('a crash in the middle of a batch', () => {
  it('resends only the message in flight, with the same Message-ID', async () => {
    const { body } = await cartFor(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 1 }], { email: 'crash@example.org' });
    const paid = (await pay(store, body)).json() as TransactionResult;
    await mailSender(store.ctx).drain();
    // Four confirmations waiting (as after a rush), built from the paid receipt.
    const receipts = [1, 2, 3, 4].map((i) => ({ ...paid, ReceiptNo: 900_000 + i }));
    for (const r of receipts) await queueConfirmation(store.ctx.db, r, NOW);

    // The first process sends two messages and dies while sending the third.
    const first: MailMessage[] = [];
    let reachedThird!: () => void;
    const third = new Promise<void>((resolve) => (reachedThird = resolve));
    const dying: Mailer = {
      send: (m) => {
        first.push(m);
        if (first.length < 3) return Promise.resolve();
        reachedThird();
        return new Promise(() => undefined); // never answers: the process is gone
      },
    };
    void mailSender({ ...store.ctx, mailer: dying }).drain();
    await third;
    expect(await countRows(store, 'mail_outbox', `sent_at is not null and (payload->>'ReceiptNo')::int > 900000`)).toBe(2);

    // A new process, once the dead one's lease (5 minutes) is over.
    const second: MailMessage[] = [];
    const later = { ...store.ctx, clock: () => new Date(NOW.getTime() + 6 * 60_000), mailer: { send: async (m: MailMessage) => void second.push(m) } };
    await mailSender(later).drain();

    const ids = (ms: MailMessage[]) => ms.map((m) => [m.subject.replace(/.*receipt /, ''), m.messageId]);
    expect(ids(first)).toEqual(receipts.slice(0, 3).map((r) => [String(r.ReceiptNo), `<receipt-${r.ReceiptNo}.confirmation@harborlights.example>`]));
    expect(ids(second)).toEqual(receipts.slice(2).map((r) => [String(r.ReceiptNo), `<receipt-${r.ReceiptNo}.confirmation@harborlights.example>`]));
    expect(await unsent()).toBe(0);
  });

  it('writes the Message-ID derived from the receipt into the message itself', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gt-mail-'));
    try {
      const { body } = await cartFor(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 1 }]);
      const receipt = { ...((await pay(store, body)).json() as TransactionResult), ReceiptNo: 1 };
      const mailer = createMailer({ ...store.ctx.config, Mail: { ...store.ctx.config.Mail, Dir: dir } });
      await mailer.send(await confirmationEmail(store.ctx, receipt));
      const [file] = await readdir(dir);
      expect(await readFile(join(dir, file as string), 'utf8')).toMatch(/^Message-ID: <receipt-1\.confirmation@harborlights\.example>$/m);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
