/**
 * Webhooks and API tokens (docs/integrations.md): events queued in the transaction of the change
 * (order paid, booking changed, booking cancelled, check-in), delivered to a real local HTTP server,
 * signed (the signature verifies with the secret answered once), marked delivered once, retried with
 * backoff after a 500; resend from the back office; refused addresses; a token's work audited under
 * its name.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@gt/domain/admin-messages';
import type { AdminWebhookDelivery, CreatedApiToken, CreatedWebhook } from '@gt/contract/admin/integrations';
import type { ScanAnswer } from '@gt/contract/admin/checkins';
import { createWebhook } from '../src/modules/webhooks/service';
import { webhookSender } from '../src/modules/webhooks/sender';
import { verifySignature } from '../src/modules/webhooks/signature';
import { isPrivateAddress, webhookUrlProblem } from '../src/modules/webhooks/url-guard';
import { API, asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { freshEvent } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { bookOnline, change, findBooking } from './manage-support';
import { NOW } from './support';
import { startReceiver, type Receiver } from './webhook-support';

let store: TestStore;
let admin: OperatorSession;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  store = await startTestStore({ now: NOW, config: { Webhooks: { AllowPrivateAddresses: true, TimeoutSeconds: 5 } } });
  admin = await operatorWithSession(store, 'admin');
});
afterAll(async () => {
  await store.close();
  await receiver.close();
});

const rows = async <T>(q: string): Promise<T[]> => ((await store.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;
const drain = () => webhookSender(store.ctx).drain();
const at = (path: string) => receiver.received.filter((r) => r.path === path);
const envelope = (body: string) => JSON.parse(body) as { id: string; type: string; createdAt: string; data: Record<string, unknown> };

async function subscribe(path: string, events: string[]): Promise<CreatedWebhook> {
  const res = await asOperator(store, admin, 'POST', '/webhooks', { url: `${receiver.url}${path}`, description: path, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreatedWebhook;
}

async function deliveriesOf(webhookId: number): Promise<AdminWebhookDelivery[]> {
  const res = await asOperator(store, admin, 'GET', `/webhook-deliveries?start=0&end=100&webhookId=${webhookId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: AdminWebhookDelivery[] }).data;
}

describe('webhook deliveries', () => {
  it('delivers order paid, booking changed, booking cancelled and check-in, each signed and marked delivered once', async () => {
    const hook = await subscribe('/all', ['order.paid', 'booking.changed', 'booking.cancelled', 'checkin.admitted']);
    expect(hook.secret).toMatch(/^whsec_[\w-]{43}$/);
    const shown = (await asOperator(store, admin, 'GET', `/webhooks/${hook.id}`)).json() as Record<string, unknown>;
    expect(shown).toEqual({ id: hook.id, url: `${receiver.url}/all`, description: '/all', events: hook.events, active: true, createdAt: NOW.toISOString() });

    const event = await freshEvent(store, 10);
    const { owner, receipt } = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 3 }]);
    const adult = (await findBooking(store, owner)).BookingProducts[0];
    await change(store, owner, { TransactionType: 'Modify Tickets', RefundType: 'CreditCardRefund', AmountToPay: -64.84, Lines: [{ BookingLineID: adult?.BookingLineID as number, Quantity: 1 }] });
    const [ticket] = await rows<{ barcode: string }>(
      `select t.barcode from tickets t join booking_lines l using (booking_line_id) join bookings b using (booking_id) where b.booking_no = ${owner.BookingID} and t.voided_at is null`,
    );
    const scan = await asOperator(store, admin, 'POST', '/checkins', { list: { tourEventId: event.TourEventID }, code: ticket?.barcode, door: 'Door 1' });
    expect((scan.json() as ScanAnswer).result).toBe('admitted');
    await change(store, owner, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -(receipt.TotalPaid - 64.84) });

    await drain();
    const got = at('/all');
    expect(got.map((r) => envelope(r.body).type)).toEqual(['order.paid', 'booking.changed', 'checkin.admitted', 'booking.cancelled']);
    for (const r of got) {
      const body = envelope(r.body);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['x-gt-event-id']).toBe(body.id);
      expect(r.headers['x-gt-event']).toBe(body.type);
      expect(r.headers['x-gt-timestamp']).toBe(String(NOW.getTime() / 1000));
      const signed = { secret: hook.secret, timestamp: String(r.headers['x-gt-timestamp']), signature: String(r.headers['x-gt-signature']), body: r.body, nowSeconds: NOW.getTime() / 1000 };
      expect(verifySignature(signed)).toBe(true);
      expect(verifySignature({ ...signed, body: r.body.replace('"data"', '"data" ') })).toBe(false);
      expect(verifySignature({ ...signed, secret: 'whsec_other' })).toBe(false);
    }
    const [paid, changed, admitted, cancelled] = got.map((r) => envelope(r.body).data);
    expect(paid).toMatchObject({ ReceiptNo: receipt.ReceiptNo, TotalPaid: receipt.TotalPaid });
    expect(changed).toMatchObject({ TransactionType: 'Modify Tickets' });
    expect(admitted).toMatchObject({ code: ticket?.barcode, people: 1, door: 'Door 1', tourEventId: event.TourEventID, admittedAt: NOW.toISOString() });
    expect(cancelled).toMatchObject({ TransactionType: 'Cancel Booking' });

    const listed = await deliveriesOf(hook.id);
    expect(listed.map((d) => [d.event, d.status, d.attempts, d.lastStatusCode, d.deliveredAt])).toEqual(
      ['booking.cancelled', 'checkin.admitted', 'booking.changed', 'order.paid'].map((e) => [e, 'delivered', 1, 200, NOW.toISOString()]),
    );
    // Delivered once: another pass sends nothing again.
    await drain();
    expect(at('/all')).toHaveLength(4);
  });

  it('retries after a 500 with backoff (not before 30 s), then marks it delivered; the same event id both times', async () => {
    const hook = await subscribe('/flaky', ['order.paid']);
    receiver.answers.set('/flaky', [500]);
    await bookOnline(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 1 }]);
    await drain();
    expect(at('/flaky')).toHaveLength(1);
    const [failed] = await deliveriesOf(hook.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'answered 500', nextAttemptAt: new Date(NOW.getTime() + 30_000).toISOString() });

    store.setNow(new Date(NOW.getTime() + 29_000));
    await drain();
    expect(at('/flaky')).toHaveLength(1);
    store.setNow(new Date(NOW.getTime() + 30_000));
    try {
      await drain();
    } finally {
      store.setNow(NOW);
    }
    const [first, second] = at('/flaky');
    expect(envelope(second?.body ?? '{}').id).toBe(envelope(first?.body ?? '{}').id);
    expect(Number(second?.headers['x-gt-timestamp']) - Number(first?.headers['x-gt-timestamp'])).toBe(30);
    expect((await deliveriesOf(hook.id))[0]).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null, nextAttemptAt: null });
  });

  it('resends a delivery from the back office: a new delivery of the same event; 404 for an unknown one', async () => {
    const hook = await subscribe('/resend', ['order.paid']);
    await bookOnline(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 1 }]);
    await drain();
    const [original] = await deliveriesOf(hook.id);
    const res = await asOperator(store, admin, 'POST', `/webhook-deliveries/${original?.id}/resend`, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ eventId: original?.eventId, event: 'order.paid', webhookId: hook.id });
    await drain();
    const [a, b] = at('/resend');
    expect(b?.body).toBe(a?.body);
    expect((await deliveriesOf(hook.id)).map((d) => [d.eventId, d.status])).toEqual([
      [original?.eventId, 'delivered'],
      [original?.eventId, 'delivered'],
    ]);
    const missing = await asOperator(store, admin, 'POST', '/webhook-deliveries/999999/resend', {});
    expect([missing.statusCode, message(missing)]).toEqual([404, adminMessages.webhookDeliveryNotFound]);
  });

  it('an inactive webhook gets no new events; a deleted one loses its deliveries', async () => {
    const hook = await subscribe('/off', ['order.paid']);
    expect((await asOperator(store, admin, 'PATCH', `/webhooks/${hook.id}`, { active: false })).json()).toMatchObject({ active: false });
    await bookOnline(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 1 }]);
    await drain();
    expect(at('/off')).toEqual([]);
    expect((await asOperator(store, admin, 'DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(204);
    expect(await rows(`select 1 from webhook_deliveries where webhook_id = ${hook.id}`)).toEqual([]);
  });
});

describe('which addresses a webhook may reach', () => {
  it('wants https to a public address unless Webhooks.AllowPrivateAddresses', async () => {
    const refused = [
      ['http://example.org/hook', 'The address must start with https://.'],
      ['https://localhost/hook', 'The address must be a public internet address, not a local or private one.'],
      ['https://127.0.0.1/hook', 'The address must be a public internet address, not a local or private one.'],
      ['https://169.254.169.254/latest/meta-data', 'The address must be a public internet address, not a local or private one.'],
      ['https://[::1]/hook', 'The address must be a public internet address, not a local or private one.'],
      ['https://user:pw@example.org/hook', 'The address cannot contain a user name or password.'],
      ['not a url', 'Enter a full address, such as https://example.org/hooks.'],
    ];
    expect(refused.map(([url]) => [url, webhookUrlProblem(url as string, false)])).toEqual(refused);
    expect(webhookUrlProblem('https://hooks.example.org/gt', false)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8080/gt', true)).toBeNull();
    expect(['10.1.2.3', '192.168.0.1', '172.20.0.1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1'].filter((a) => !isPrivateAddress(a))).toEqual([]);
    expect(isPrivateAddress('93.184.216.34')).toBe(false);

    const strict = { ...store.ctx, config: { ...store.ctx.config, Webhooks: { AllowPrivateAddresses: false, TimeoutSeconds: 5 } } };
    await expect(createWebhook(strict, { userId: null, email: 'cli' }, { url: 'http://10.0.0.1/x', events: ['order.paid'] })).rejects.toThrow(
      adminMessages.webhookUrlRefused('The address must start with https://.'),
    );
  });
});

describe('API tokens', () => {
  it('answers the token once, stores only its hash, acts as its role without CSRF, audits under its name, and is refused once revoked', async () => {
    const res = await asOperator(store, admin, 'POST', '/api-tokens', { name: 'ci', role: 'admin' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as CreatedApiToken;
    expect(created).toMatchObject({ name: 'ci', role: 'admin', status: 'active', expiresAt: null, lastUsedAt: null, createdBy: admin.email });
    expect(created.token).toMatch(/^gt_[\w-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(0, 10));
    const read = (await asOperator(store, admin, 'GET', `/api-tokens/${created.id}`)).json() as Record<string, unknown>;
    expect(read.token).toBeUndefined();
    const [stored] = await rows<{ token_hash: string }>(`select token_hash from api_tokens where token_id = ${created.id}`);
    expect(stored?.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));

    const bearer = { authorization: `Bearer ${created.token}` };
    const made = await store.app.inject({ method: 'POST', url: `${API}/webhooks`, headers: bearer, payload: { url: `${receiver.url}/token`, events: ['order.paid'] } });
    expect(made.statusCode, made.body).toBe(201);
    const [audit] = await rows<{ actor_user_id: number | null; actor_email: string }>(
      `select actor_user_id, actor_email from audit_log where action = 'webhook.create' and entity_id = '${(made.json() as { id: number }).id}'`,
    );
    expect(audit).toEqual({ actor_user_id: null, actor_email: `API token "ci" (#${created.id})` });
    expect((await asOperator(store, admin, 'GET', `/api-tokens/${created.id}`)).json()).toMatchObject({ lastUsedAt: NOW.toISOString() });

    const revoked = await asOperator(store, admin, 'POST', `/api-tokens/${created.id}/revoke`, {});
    expect(revoked.json()).toMatchObject({ status: 'revoked', revokedAt: NOW.toISOString() });
    const again = await asOperator(store, admin, 'POST', `/api-tokens/${created.id}/revoke`, {});
    expect([again.statusCode, message(again)]).toEqual([409, adminMessages.apiTokenRevoked]);
    const refused = await store.app.inject({ method: 'GET', url: `${API}/webhooks`, headers: bearer });
    expect([refused.statusCode, message(refused)]).toEqual([401, adminMessages.signInRequired]);
    const past = await asOperator(store, admin, 'POST', '/api-tokens', { name: 'old', role: 'door', expiresAt: '2020-01-01T00:00:00Z' });
    expect([past.statusCode, message(past)]).toEqual([400, adminMessages.apiTokenExpiryPast]);
  });
});
