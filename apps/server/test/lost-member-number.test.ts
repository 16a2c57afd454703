/**
 * The lost-member-number e-mail cannot be used to bomb one address (spec 01 §7
 * `LostMemberNoEmail/LostMemberNo`; docs/architecture.md#identity-and-secrets): on top of the per-client
 * limit, one address gets at most MemberNumberEmailsPerHour of them, however many clients ask;
 * the answer, and the work done before it, are the same for a member and anyone else.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/modules/mail/mailer';
import { mailSender } from '../src/modules/mail/outbox';
import { countRows } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { MAYA, SAM } from './membership-support';
import { NOW } from './support';

let store: TestStore;
const sent: MailMessage[] = [];
beforeAll(async () => {
  store = await startTestStore({ now: NOW, config: { LookupRateLimitPerMinute: 30, MemberNumberEmailsPerHour: 3 } });
  store.ctx.mailer = { send: async (m) => void sent.push(m) };
});
afterAll(async () => {
  await store.close();
});
beforeEach(() => {
  sent.length = 0;
});

const ask = (lastName: string, email: string, client: string) =>
  store.app.inject({ method: 'GET', url: `/api/v1/LostMemberNoEmail/LostMemberNo?LastName=${lastName}&Email=${encodeURIComponent(email)}`, remoteAddress: client });
const lastOutboxId = async () =>
  Number(((await store.ctx.db.execute('select last_value as n from mail_outbox_outbox_id_seq')) as unknown as { rows: { n: number }[] }).rows[0]?.n);

describe('GET LostMemberNoEmail/LostMemberNo, per recipient', () => {
  it('10 requests for one member from 10 client addresses send 3 e-mails in the hour, each answered the same', async () => {
    const answers = [];
    for (let i = 0; i < 10; i++) {
      const res = await ask(MAYA.last, MAYA.email, `203.0.113.${i + 1}`);
      answers.push({ status: res.statusCode, body: res.json() as unknown });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ status: 200, body: { Message: 'Email sent successfully!' } })]));
    await mailSender(store.ctx).drain();
    expect(sent.map((m) => m.to)).toEqual([MAYA.email, MAYA.email, MAYA.email]);
    expect(sent[0]?.text).toContain(`member number ${MAYA.no}`);
    // The outbox keeps the 3 e-mails sent; the requests past the budget left nothing behind.
    expect(await countRows(store, 'mail_outbox', `kind = 'member-number' and sent_at is not null and payload->>'to' = '${MAYA.email}'`)).toBe(3);
    expect(await countRows(store, 'mail_outbox', `kind = 'member-number' and sent_at is null`)).toBe(0);

    // The address's budget is its own (another member still gets one), and comes back after the hour.
    await ask(SAM.last, SAM.email, '203.0.113.99');
    store.setNow(new Date(NOW.getTime() + 60 * 60_000));
    await ask(MAYA.last, MAYA.email.toUpperCase(), '203.0.113.50');
    await mailSender(store.ctx).drain();
    expect(sent.map((m) => m.to)).toEqual([MAYA.email, MAYA.email, MAYA.email, SAM.email, MAYA.email.toUpperCase()]);
  });

  it('a member and a non-member get the same answer after the same work: one request queued each, looked up after the answer', async () => {
    // Rows are looked up (and a non-member's dropped) by the sender after the answer: count the
    // rows ever queued by the outbox's id sequence.
    const before = await lastOutboxId();
    const member = await ask(MAYA.last, 'maya.rivera@example.org', '198.51.100.1');
    expect(await lastOutboxId()).toBe(before + 1);
    const stranger = await ask('Nobody', 'nobody@example.org', '198.51.100.2');
    expect(await lastOutboxId()).toBe(before + 2);
    expect({ status: stranger.statusCode, body: stranger.body, type: stranger.headers['content-type'] }).toEqual({
      status: member.statusCode,
      body: member.body,
      type: member.headers['content-type'],
    });
    await mailSender(store.ctx).drain();
    expect(sent.map((m) => m.to)).toEqual([MAYA.email]); // the member only (her budget of this hour has 2 left)
    expect(await countRows(store, 'mail_outbox', `kind = 'member-number' and sent_at is null`)).toBe(0);
  });
});
