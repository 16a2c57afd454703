/**
 * Helpers of the refund and dispute tests: a card provider whose refund answers the test scripts
 * (succeeded, pending, refused), the store's log lines, its metrics, the admins' alerts queued in
 * the outbox, and the back office's view of a booking.
 */
import type { AdminBooking, BookingListItem } from '@gt/contract/admin/bookings';
import { expect } from 'vitest';
import type { MailMessage } from '../src/modules/mail/mailer';
import { mailSender } from '../src/modules/mail/outbox';
import type { PaymentProvider, RefundRequest, RefundResult } from '../src/modules/payments/provider';
import { asOperator, operatorWithSession, type OperatorSession } from './admin-support';
import type { TestStore } from './harness';

/** A provider whose `refund` answers `answer(request)` and records the requests; its other calls are not used by these tests. */
export function scriptedRefunds(store: TestStore, answer: (r: RefundRequest) => RefundResult): { asked: RefundRequest[] } {
  const asked: RefundRequest[] = [];
  const unused = () => Promise.reject(new Error('not used by this test'));
  const provider: PaymentProvider = {
    name: 'scripted',
    createIntent: unused,
    retrieveIntent: unused,
    cancelIntent: unused,
    findIntent: unused,
    chargeOnFile: unused,
    verify: unused,
    refund: async (r) => {
      asked.push(r);
      return answer(r);
    },
  };
  store.ctx.payments = provider;
  return { asked };
}

export type LogLine = { level: 'info' | 'warn' | 'error'; message: string };

/** Captures the store's background log (refunds, disputes). */
export function captureLog(store: TestStore): LogLine[] {
  const logged: LogLine[] = [];
  const at = (level: LogLine['level']) => (_o: unknown, message?: string) => void logged.push({ level, message: String(message) });
  store.ctx.log = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as NonNullable<TestStore['ctx']['log']>;
  return logged;
}

/** Captures the e-mails the outbox sends (drainMail sends those due). */
export function captureMail(store: TestStore): MailMessage[] {
  const sent: MailMessage[] = [];
  store.ctx.mailer = { send: async (m) => void sent.push(m) };
  return sent;
}

export const drainMail = (store: TestStore) => mailSender(store.ctx).drain();

/** A counter's value in /metrics (`labels` as written there, e.g. `outcome="failed"`). */
export async function metric(store: TestStore, name: string, labels = ''): Promise<number> {
  const text = (await store.app.inject({ method: 'GET', url: '/metrics' })).body;
  const escaped = `${name}${labels ? `{${labels}}` : ''}`.replace(/[{}]/g, (c) => `\\${c}`);
  return Number(new RegExp(`^${escaped} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
}

export const sql = async <T>(store: TestStore, q: string): Promise<T[]> =>
  ((await store.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

/** The admins' alerts queued in the outbox: to whom and with which subject, by outbox order. */
export const queuedAlerts = (store: TestStore) =>
  sql<{ to: string; subject: string }>(
    store,
    `select payload->>'to' as "to", payload->>'subject' as subject from mail_outbox where kind = 'admin-alert' order by outbox_id`,
  );

/** Two active admins, a disabled admin and a box office operator (only the first two get alerts); the desk session is the box office's. */
export async function operators(store: TestStore): Promise<{ admins: string[]; desk: OperatorSession }> {
  const a = await operatorWithSession(store, 'admin', { email: 'ada@example.org' });
  const b = await operatorWithSession(store, 'admin', { email: 'bo@example.org' });
  const gone = await operatorWithSession(store, 'admin', { email: 'gone@example.org' });
  await store.ctx.db.execute(`update operator_users set disabled = true where user_id = ${gone.userId}`);
  const desk = await operatorWithSession(store, 'box_office', { email: 'desk@example.org' });
  return { admins: [a.email, b.email], desk };
}

/** GET /bookings/:id in the back office. */
export async function adminBooking(store: TestStore, who: OperatorSession, bookingNo: number): Promise<AdminBooking> {
  const res = await asOperator(store, who, 'GET', `/bookings/${bookingNo}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminBooking;
}

/** GET /bookings?q= in the back office. */
export async function adminSearch(store: TestStore, who: OperatorSession, q: string): Promise<BookingListItem[]> {
  const res = await asOperator(store, who, 'GET', `/bookings?${new URLSearchParams({ q })}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: BookingListItem[] }).data;
}
