/**
 * The Stripe adapter (docs/payments.md#stripe) against a local stand-in for Stripe's API
 * (support/fake-stripe.ts), the real `stripe` library pointed at it: payments, declines, 3-D
 * Secure, idempotency, refunds, card on file with the off-session → on-session fallback, the
 * zero-amount check, and webhooks signed with the library's own test header.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type PaymentProvider } from '../src/modules/payments/provider';
import { createStripeProvider } from '../src/modules/payments/stripe/stripe-provider';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_local';
let fake: FakeStripe;
let provider: PaymentProvider;
let helper: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({ SecretKey: fake.secretKey, WebhookSecret: WEBHOOK_SECRET, ApiBase: fake.apiBase });
  const base = new URL(fake.apiBase);
  helper = new Stripe(fake.secretKey, { host: base.hostname, port: base.port, protocol: 'http' });
});
afterAll(() => fake.close());

let n = 0;
const key = () => `gt-test-${++n}`;
/** What the Payment Element makes in the browser: a test ConfirmationToken of Stripe's test card. */
const token = async (testCard: string) => (await helper.testHelpers.confirmationTokens.create({ payment_method: testCard })).id;
const pay = async (testCard: string, opts: { idempotencyKey?: string; amountCents?: number; saveCard?: boolean } = {}) =>
  provider.createIntent({
    token: await token(testCard),
    amountCents: 2500,
    currency: 'USD',
    idempotencyKey: key(),
    description: 'Harbor Lights tickets',
    saveCard: false,
    ...opts,
  });
const requestsTo = (path: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('createIntent', () => {
  it('pays with the card and tells its brand and last four digits', async () => {
    const k = key();
    const result = await pay('pm_card_visa', { idempotencyKey: k });
    expect(result).toMatchObject({ status: 'succeeded', brand: 'visa', last4: '4242' });
    const pi = fake.state.intent(result.status === 'succeeded' ? result.intentId : '');
    expect(pi).toMatchObject({
      amount: 2500,
      currency: 'usd',
      capture_method: 'automatic',
      metadata: { gt_key: k },
      setup_future_usage: null,
      customer: null,
      amount_received: 2500,
    });
    expect(requestsTo('/v1/payment_intents').at(-1)).toMatchObject({
      idempotencyKey: k,
      params: { confirm: 'true', allowed_payment_method_types: ['card'] },
    });
  });

  it('answers a retry with the same key with the first intent: no second charge', async () => {
    const k = key();
    const ct = await token('pm_card_visa');
    const req = { token: ct, amountCents: 1800, currency: 'usd', idempotencyKey: k, description: 'Tickets', saveCard: false };
    const before = fake.state.intents.size;
    const first = await provider.createIntent(req);
    const again = await provider.createIntent(req);
    expect(again).toEqual(first);
    expect(fake.state.intents.size).toBe(before + 1);
    // The same key with another amount is a bug of ours, not a payment: it throws.
    await expect(provider.createIntent({ ...req, amountCents: 1900 })).rejects.toThrow(/same parameters/);
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'Your card has expired.'],
  ])('refuses %s with our text', async (card, code, message) => {
    const result = await pay(card);
    expect(result).toMatchObject({ status: 'failed', code, message });
    expect(result.status === 'failed' && result.intentId).toMatch(/^pi_/);
  });

  it('asks the browser to enter the card again for a used confirmation token', async () => {
    const ct = await token('pm_card_visa');
    await provider.createIntent({ token: ct, amountCents: 900, currency: 'usd', idempotencyKey: key(), description: 'x', saveCard: false });
    expect(
      await provider.createIntent({
        token: ct,
        amountCents: 900,
        currency: 'usd',
        idempotencyKey: key(),
        description: 'x',
        saveCard: false,
      }),
    ).toEqual({
      status: 'failed',
      code: 'invalid_token',
      message: 'Your card details have expired, please enter them again.',
    });
  });

  it('throws when Stripe fails (the core keeps the attempt pending), and the retry pays once', async () => {
    const k = key();
    const ct = await token('pm_card_visa');
    const req = { token: ct, amountCents: 3000, currency: 'usd', idempotencyKey: k, description: 'x', saveCard: false };
    fake.failNext();
    await expect(provider.createIntent(req)).rejects.toThrow(/unknown error/);
    expect(await provider.createIntent(req)).toMatchObject({ status: 'succeeded' });
    expect([...fake.state.intents.values()].filter((pi) => (pi.metadata as { gt_key: string }).gt_key === k)).toHaveLength(1);
  });
});

describe('3-D Secure', () => {
  it('answers requires_action with the client secret, then the outcome of the authentication', async () => {
    const result = await pay('pm_card_authenticationRequired');
    expect(result).toMatchObject({ status: 'requires_action', clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
    const id = result.status === 'requires_action' ? result.intentId : '';
    fake.state.authenticate(id, true);
    expect(await provider.retrieveIntent(id)).toEqual({ status: 'succeeded', intentId: id, brand: 'visa', last4: '3184' });
  });

  it('refuses a failed authentication with our text', async () => {
    const result = await pay('pm_card_authenticationRequired');
    const id = result.status === 'requires_action' ? result.intentId : '';
    fake.state.authenticate(id, false);
    expect(await provider.retrieveIntent(id)).toEqual({
      status: 'failed',
      intentId: id,
      code: 'authentication_failed',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
  });

  it('cancels an abandoned intent, and ignores a cancel of a settled one', async () => {
    const waiting = await pay('pm_card_authenticationRequired');
    const id = waiting.status === 'requires_action' ? waiting.intentId : '';
    await provider.cancelIntent(id);
    expect(fake.state.intent(id).status).toBe('canceled');
    await provider.cancelIntent(id);
    const paid = await pay('pm_card_visa');
    await expect(provider.cancelIntent(paid.status === 'succeeded' ? paid.intentId : '')).resolves.toBeUndefined();
    expect(await provider.retrieveIntent(id)).toMatchObject({ status: 'failed', code: 'card_declined' });
  });
});

describe('findIntent', () => {
  it('finds the intent made with a key (crash recovery), none for an unused key', async () => {
    const k = `${key()}'with-quote`;
    const made = await pay('pm_card_visa', { idempotencyKey: k });
    expect(await provider.findIntent(k)).toEqual(made);
    expect(await provider.findIntent(key())).toBeUndefined();
  });
});

describe('refund', () => {
  const paid = async (card = 'pm_card_visa') => {
    const r = await pay(card, { amountCents: 5000 });
    if (r.status !== 'succeeded') throw new Error('not paid');
    return r.intentId;
  };

  it('refunds part, then refuses more than what is left, replays its key', async () => {
    const id = await paid();
    const first = await provider.refund({ chargeId: id, amountCents: 2000, idempotencyKey: 'chg-1' });
    expect(first).toMatchObject({ ok: true, status: 'succeeded', refundId: expect.stringMatching(/^re_/) });
    expect(await provider.refund({ chargeId: id, amountCents: 2000, idempotencyKey: 'chg-1' })).toEqual(first);
    expect(await provider.refund({ chargeId: id, amountCents: 3500, idempotencyKey: 'chg-2' })).toEqual({
      ok: false,
      message: 'Refund amount ($35.00) is greater than unrefunded amount on charge ($30.00)',
    });
    expect(fake.state.charges.get(String(fake.state.intent(id).latest_charge))).toMatchObject({ amount_refunded: 2000 });
  });

  it('refunds the whole charge once by default', async () => {
    const id = await paid();
    const first = await provider.refund({ chargeId: id, amountCents: 5000 });
    expect(await provider.refund({ chargeId: id, amountCents: 5000 })).toEqual(first);
    expect(fake.state.refunds.size).toBeGreaterThan(0);
    expect([...fake.state.refunds.values()].filter((r) => r.payment_intent === id)).toHaveLength(1);
  });

  it('tells a refund that is still pending at the bank', async () => {
    const id = await paid('pm_card_pendingRefund');
    expect(await provider.refund({ chargeId: id, amountCents: 5000 })).toMatchObject({ ok: true, status: 'pending' });
  });
});

describe('listCharges', () => {
  it('lists the captured PaymentIntents of a range with what is refunded; fetches the ids asked outside it', async () => {
    const a = await pay('pm_card_visa', { amountCents: 4000 });
    const b = await pay('pm_card_visa', { amountCents: 1500 });
    const old = await pay('pm_card_visa', { amountCents: 900 });
    await pay('pm_card_chargeDeclined').catch(() => undefined);
    if (a.status !== 'succeeded' || b.status !== 'succeeded' || old.status !== 'succeeded') throw new Error('not paid');
    await provider.refund({ chargeId: a.intentId, amountCents: 1200, idempotencyKey: 'list-1' });
    fake.state.intent(old.intentId).created = 1_000_000;
    const range = { from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000) };
    const listed = await provider.listCharges?.({ ...range, ids: [] });
    const captured = [...fake.state.intents.values()].filter((pi) => pi.status === 'succeeded' && pi.id !== old.intentId);
    expect(listed?.map((c) => c.chargeId).sort()).toEqual(captured.map((pi) => String(pi.id)).sort());
    expect(listed?.find((c) => c.chargeId === a.intentId)).toMatchObject({ captured: true, amountCents: 4000, refundedCents: 1200 });
    expect(listed?.find((c) => c.chargeId === b.intentId)).toMatchObject({ captured: true, amountCents: 1500, refundedCents: 0 });
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/payment_intents').at(-1)?.params).toMatchObject({
      limit: '100',
      expand: ['data.latest_charge'],
    });
    const withIds = await provider.listCharges?.({ ...range, ids: [old.intentId, 'pi_unknown'] });
    expect(withIds?.find((c) => c.chargeId === old.intentId)).toMatchObject({
      amountCents: 900,
      refundedCents: 0,
      createdAt: new Date(1_000_000_000),
    });
    expect(withIds?.some((c) => c.chargeId === 'pi_unknown')).toBe(false);
  });
});

describe('chargeOnFile', () => {
  const saved = async (card: string) => {
    const k = key();
    const first = await pay(card, { saveCard: true, idempotencyKey: k });
    return { k, first };
  };

  it('saves the card on a Customer and charges it again off-session', async () => {
    const { k, first } = await saved('pm_card_visa');
    expect(first.status).toBe('succeeded');
    expect(requestsTo('/v1/customers').at(-1)?.idempotencyKey).toBe(`${k}:customer`);
    const chargeId = first.status === 'succeeded' ? first.intentId : '';
    expect(fake.state.intent(chargeId)).toMatchObject({ setup_future_usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
    const again = await provider.chargeOnFile({
      chargeId,
      amountCents: 1200,
      currency: 'usd',
      idempotencyKey: key(),
      description: 'Booking change',
    });
    expect(again).toMatchObject({ status: 'succeeded', brand: 'visa', last4: '4242' });
    expect(requestsTo('/v1/payment_intents').at(-1)?.params).toMatchObject({
      off_session: 'true',
      confirm: 'true',
      customer: fake.state.intent(chargeId).customer,
    });
  });

  it('charges a card authenticated at set-up off-session without asking again', async () => {
    const { first } = await saved('pm_card_authenticationRequiredOnSetup');
    const id = first.status === 'requires_action' ? first.intentId : '';
    fake.state.authenticate(id, true);
    expect(
      await provider.chargeOnFile({ chargeId: id, amountCents: 1200, currency: 'usd', idempotencyKey: key(), description: 'x' }),
    ).toMatchObject({ status: 'succeeded', last4: '3155' });
  });

  it('falls back to an on-session authentication when the bank asks for one', async () => {
    const { first } = await saved('pm_card_authenticationRequired');
    const id = first.status === 'requires_action' ? first.intentId : '';
    fake.state.authenticate(id, true);
    const k = key();
    const again = await provider.chargeOnFile({ chargeId: id, amountCents: 1200, currency: 'usd', idempotencyKey: k, description: 'x' });
    expect(again).toMatchObject({ status: 'requires_action', clientSecret: expect.any(String) });
    const newId = again.status === 'requires_action' ? again.intentId : '';
    expect(newId).not.toBe(id);
    const confirm = fake.requests.filter((r) => r.path === `/v1/payment_intents/${newId}/confirm`);
    expect(confirm).toEqual([
      expect.objectContaining({ idempotencyKey: `${k}:on-session`, params: expect.objectContaining({ off_session: 'false' }) }),
    ]);
    // A retry of the same charge replays both steps.
    expect(await provider.chargeOnFile({ chargeId: id, amountCents: 1200, currency: 'usd', idempotencyKey: k, description: 'x' })).toEqual(
      again,
    );
    fake.state.authenticate(newId, true);
    expect(await provider.retrieveIntent(newId)).toMatchObject({ status: 'succeeded', last4: '3184' });
  });

  it('asks for the card again when the first payment did not save it', async () => {
    const r = await pay('pm_card_visa');
    const chargeId = r.status === 'succeeded' ? r.intentId : '';
    expect(await provider.chargeOnFile({ chargeId, amountCents: 1200, currency: 'usd', idempotencyKey: key(), description: 'x' })).toEqual({
      status: 'failed',
      code: 'invalid_token',
      message: 'Your card details have expired, please enter them again.',
    });
  });
});

describe('verify', () => {
  it('checks a card for zero dollars with a SetupIntent', async () => {
    expect(await provider.verify({ token: await token('pm_card_mastercard') })).toEqual({ ok: true, brand: 'mastercard', last4: '4444' });
    expect(await provider.verify({ token: await token('pm_card_chargeDeclinedInsufficientFunds') })).toEqual({
      ok: false,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });
});

describe('parseWebhook', () => {
  const body = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${type}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
  const signed = (payload: string, opts: { secret?: string; timestamp?: number } = {}) => ({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? WEBHOOK_SECRET,
      ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
    }),
  });
  const parse = (payload: string, headers: Record<string, string> = signed(payload)) =>
    provider.parseWebhook!(Buffer.from(payload), headers);

  it.each([
    [
      'payment_intent.succeeded',
      { id: 'pi_1', object: 'payment_intent', status: 'succeeded' },
      { type: 'intent.succeeded', intentId: 'pi_1' },
    ],
    [
      'payment_intent.payment_failed',
      {
        id: 'pi_2',
        object: 'payment_intent',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
      },
      { type: 'intent.failed', intentId: 'pi_2', message: 'Your card has insufficient funds.' },
    ],
    [
      'refund.updated',
      { id: 're_1', object: 'refund', payment_intent: 'pi_3', status: 'succeeded' },
      { type: 'refund.succeeded', intentId: 'pi_3', refundId: 're_1' },
    ],
    [
      'charge.refund.updated',
      { id: 're_2', object: 'refund', payment_intent: 'pi_4', status: 'failed', failure_reason: 'expired_or_canceled_card' },
      { type: 'refund.failed', intentId: 'pi_4', refundId: 're_2', reason: 'expired_or_canceled_card' },
    ],
    [
      'refund.failed',
      { id: 're_3', object: 'refund', payment_intent: 'pi_5', status: 'failed', failure_reason: 'lost_or_stolen_card' },
      { type: 'refund.failed', intentId: 'pi_5', refundId: 're_3', reason: 'lost_or_stolen_card' },
    ],
    [
      'refund.updated',
      { id: 're_4', object: 'refund', payment_intent: 'pi_6', status: 'pending' },
      { type: 'ignored', providerType: 'refund.updated:pending' },
    ],
    [
      'charge.dispute.created',
      { id: 'dp_1', object: 'dispute', payment_intent: 'pi_7', amount: 4500, reason: 'fraudulent' },
      { type: 'dispute.created', intentId: 'pi_7', disputeId: 'dp_1', amountCents: 4500, reason: 'fraudulent' },
    ],
    ['customer.created', { id: 'cus_1', object: 'customer' }, { type: 'ignored', providerType: 'customer.created' }],
  ])('reads %s (case %#)', (type, object, expected) => {
    expect(parse(body(type, object))).toEqual({ id: `evt_${type}`, ...expected });
  });

  it('refuses a wrong, missing or too old signature, and a changed body', () => {
    const payload = body('payment_intent.succeeded', { id: 'pi_1' });
    expect(() => parse(payload, signed(payload, { secret: 'whsec_other' }))).toThrow(WebhookSignatureError);
    expect(() => parse(payload, {})).toThrow(WebhookSignatureError);
    expect(() => parse(payload, signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }))).toThrow(
      /Timestamp outside the tolerance zone/,
    );
    expect(() => parse(payload.replace('pi_1', 'pi_9'), signed(payload))).toThrow(WebhookSignatureError);
  });
});
