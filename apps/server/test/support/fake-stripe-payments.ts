/**
 * The payments state of the local Stripe stand-in (fake-stripe.ts): customers, confirmation
 * tokens, PaymentMethods, PaymentIntents, charges, SetupIntents and refunds, shaped as Stripe's
 * API reference documents them (docs.stripe.com/api) for the fields our adapter reads. Stripe's
 * test PaymentMethods (docs.stripe.com/testing) decide what a card does.
 */
import { randomBytes } from 'node:crypto';

type Obj = Record<string, unknown>;

/** A refusal answered with Stripe's error shape `{ error: {...} }` and its status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}

interface TestCard {
  brand: string;
  last4: string;
  decline?: { code: string; decline_code?: string; message: string };
  /** `always`: every payment asks for 3-D Secure, off-session ones too; `setup`: until the card is set up for future use. */
  threeDS?: 'always' | 'setup';
  /** Refunds of its charges start `pending` (settled later by `settleRefund`). */
  pendingRefunds?: boolean;
}

/** Stripe's test PaymentMethods (docs.stripe.com/testing) that the tests use. */
export const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    decline: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', decline: { code: 'expired_card', message: 'Your card has expired.' } },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', threeDS: 'always' },
  pm_card_authenticationRequiredOnSetup: { brand: 'visa', last4: '3155', threeDS: 'setup' },
  pm_card_pendingRefund: { brand: 'visa', last4: '7726', pendingRefunds: true },
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const invalid = (message: string, extra: Obj = {}) => new StripeApiError(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, ref: unknown) =>
  invalid(`No such ${kind}: '${String(ref)}'`, { code: 'resource_missing', param: kind === 'payment_intent' ? 'intent' : kind });

interface PaymentMethod extends Obj {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/** The fake's objects and the operations of the endpoints (fake-stripe.ts routes to them). */
export class FakeStripePayments {
  readonly customers = new Map<string, Obj>();
  readonly tokens = new Map<string, Obj & { used: boolean; pm: string }>();
  readonly paymentMethods = new Map<string, PaymentMethod & { test: TestCard; setUp: boolean }>();
  readonly intents = new Map<string, Obj>();
  readonly charges = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  readonly setupIntents = new Map<string, Obj>();

  createCustomer(p: Obj): Obj {
    const c = {
      id: id('cus'),
      object: 'customer',
      created: now(),
      description: p.description ?? null,
      metadata: p.metadata ?? {},
      livemode: false,
    };
    this.customers.set(c.id, c);
    return c;
  }

  /** POST /v1/test_helpers/confirmation_tokens {payment_method: pm_card_…}: what the Payment Element makes in the browser. */
  createConfirmationToken(p: Obj): Obj {
    const test = TEST_CARDS[String(p.payment_method)];
    if (!test) throw missing('payment_method', p.payment_method);
    const t = {
      id: id('ctoken'),
      object: 'confirmation_token',
      created: now(),
      expires_at: now() + 12 * 3600,
      livemode: false,
      setup_future_usage: p.setup_future_usage ?? null,
      payment_method_preview: { type: 'card', card: { brand: test.brand, last4: test.last4, exp_month: 12, exp_year: 2034 } },
      used: false,
      pm: String(p.payment_method),
    };
    this.tokens.set(t.id, t);
    const { used: _u, pm: _p, ...shown } = t;
    return shown;
  }

  /** The PaymentMethod a confirmation token becomes (each token once). */
  private methodOfToken(ref: unknown): PaymentMethod & { test: TestCard; setUp: boolean } {
    const t = this.tokens.get(String(ref));
    if (!t) throw missing('confirmation_token', ref);
    if (t.used)
      throw invalid('This ConfirmationToken has already been used to confirm a previous PaymentIntent or SetupIntent.', {
        param: 'confirmation_token',
      });
    t.used = true;
    const test = TEST_CARDS[t.pm]!;
    const pm = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: { brand: test.brand, last4: test.last4, exp_month: 12, exp_year: 2034 },
      test,
      setUp: false,
    };
    this.paymentMethods.set(pm.id, pm);
    return pm;
  }

  private method(ref: unknown) {
    const pm = this.paymentMethods.get(String(ref));
    if (!pm) throw missing('payment_method', ref);
    return pm;
  }

  createIntent(p: Obj): Obj {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 50)
      throw invalid('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    if (p.customer !== undefined && !this.customers.has(String(p.customer))) throw missing('customer', p.customer);
    const pi: Obj = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: String(p.currency),
      capture_method: p.capture_method ?? 'automatic',
      created: now(),
      customer: p.customer ?? null,
      description: p.description ?? null,
      metadata: p.metadata ?? {},
      allowed_payment_method_types: p.allowed_payment_method_types ?? ['card'],
      setup_future_usage: p.setup_future_usage ?? null,
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      status: 'requires_payment_method',
      livemode: false,
    };
    pi.client_secret = `${pi.id}_secret_${randomBytes(8).toString('hex')}`;
    this.intents.set(String(pi.id), pi);
    if (p.confirm === 'true') {
      const pm = p.confirmation_token !== undefined ? this.methodOfToken(p.confirmation_token) : this.method(p.payment_method);
      this.confirm(pi, pm, p.off_session === 'true');
    }
    return pi;
  }

  intent(ref: unknown): Obj {
    const pi = this.intents.get(String(ref));
    if (!pi) throw missing('payment_intent', ref);
    return pi;
  }

  confirmIntent(ref: unknown, p: Obj): Obj {
    const pi = this.intent(ref);
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(String(pi.status)))
      throw invalid(`This PaymentIntent's payment_method could not be updated because it has a status of ${String(pi.status)}.`, {
        code: 'payment_intent_unexpected_state',
        payment_intent: pi,
      });
    const pm =
      p.confirmation_token !== undefined ? this.methodOfToken(p.confirmation_token) : this.method(p.payment_method ?? pi.payment_method);
    this.confirm(pi, pm, p.off_session === 'true');
    return pi;
  }

  /** Confirms with the card: declined (402), 3-D Secure (requires_action; off-session: authentication_required, 402) or captured. */
  private confirm(pi: Obj, pm: PaymentMethod & { test: TestCard; setUp: boolean }, offSession: boolean): void {
    pi.payment_method = pm.id;
    pi.last_payment_error = null;
    const { decline, threeDS } = pm.test;
    if (decline) this.decline(pi, { type: 'card_error', ...decline, payment_method: pm });
    if (threeDS === 'always' || (threeDS === 'setup' && !pm.setUp)) {
      if (offSession)
        this.decline(pi, {
          type: 'card_error',
          code: 'authentication_required',
          decline_code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
          payment_method: pm,
        });
      pi.status = 'requires_action';
      pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      return;
    }
    this.capture(pi, pm);
  }

  private decline(pi: Obj, error: Obj): never {
    pi.status = 'requires_payment_method';
    pi.last_payment_error = error;
    throw new StripeApiError(402, { ...error, payment_intent: pi });
  }

  private capture(pi: Obj, pm: PaymentMethod & { test: TestCard; setUp: boolean }): void {
    const amount = Number(pi.amount);
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      captured: true,
      paid: true,
      status: 'succeeded',
      currency: pi.currency,
      payment_intent: pi.id,
      payment_method: pm.id,
      payment_method_details: { type: 'card', card: { ...pm.card } },
    };
    this.charges.set(charge.id, charge);
    Object.assign(pi, { status: 'succeeded', amount_received: amount, latest_charge: charge.id, next_action: null });
    if (pi.setup_future_usage && pi.customer) Object.assign(pm, { customer: pi.customer, setUp: true });
  }

  /** The card holder's answer to the 3-D Secure challenge (what Stripe.js's handleNextAction ends with). */
  authenticate(ref: string, approve: boolean): Obj {
    const pi = this.intent(ref);
    if (pi.status !== 'requires_action') throw new Error(`${ref} is ${String(pi.status)}, not requires_action`);
    if (approve) this.capture(pi, this.method(pi.payment_method));
    else
      Object.assign(pi, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        },
      });
    return pi;
  }

  cancelIntent(ref: unknown): Obj {
    const pi = this.intent(ref);
    if (pi.status === 'succeeded' || pi.status === 'canceled')
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${String(pi.status)}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        { code: 'payment_intent_unexpected_state', payment_intent: pi },
      );
    return Object.assign(pi, { status: 'canceled', cancellation_reason: 'requested_by_customer', next_action: null });
  }

  /** Search query `metadata['key']:'value'` (or with double quotes): the only form our adapter sends. */
  searchIntents(query: string): Obj[] {
    const m = /^metadata\[(['"])(.+?)\1\]:(['"])((?:\\.|(?!\3).)*)\3$/.exec(query.trim());
    if (!m) throw invalid(`Invalid search query: ${query}`, { param: 'query' });
    const [, , field = '', , quoted = ''] = m;
    const value = quoted.replace(/\\(.)/g, '$1');
    return [...this.intents.values()].filter((pi) => (pi.metadata as Obj)[field] === value).reverse();
  }

  /** GET /v1/payment_intents {created[gte|lt], limit, starting_after}: newest first, a page at a time. */
  listIntents(p: Obj): { data: Obj[]; hasMore: boolean } {
    const created = (p.created ?? {}) as Obj;
    const inRange = (pi: Obj) =>
      (created.gte === undefined || Number(pi.created) >= Number(created.gte)) &&
      (created.lt === undefined || Number(pi.created) < Number(created.lt));
    const all = [...this.intents.values()].filter(inRange).reverse();
    const start = p.starting_after === undefined ? 0 : all.findIndex((pi) => pi.id === p.starting_after) + 1;
    const limit = Number(p.limit ?? 10);
    return { data: all.slice(start, start + limit), hasMore: start + limit < all.length };
  }

  /** POST /v1/refunds {payment_intent, amount?}: refuses more than the charge has left. */
  createRefund(p: Obj): Obj {
    const pi = this.intent(p.payment_intent);
    const charge = this.charges.get(String(pi.latest_charge));
    if (!charge || pi.status !== 'succeeded')
      throw invalid(`PaymentIntent ${String(pi.id)} does not have a successful charge to refund.`, { param: 'payment_intent' });
    const left = Number(charge.amount_captured) - Number(charge.amount_refunded);
    if (left === 0) throw invalid(`Charge ${String(charge.id)} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (amount > left)
      throw invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        { param: 'amount' },
      );
    const pm = this.method(pi.payment_method);
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: pi.currency,
      charge: charge.id,
      payment_intent: pi.id,
      created: now(),
      status: pm.test.pendingRefunds ? 'pending' : 'succeeded',
      failure_reason: null,
      metadata: p.metadata ?? {},
    };
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** A refund's later outcome (what Stripe reports with `refund.updated` / `refund.failed`); a failed one gives its amount back to the charge. */
  settleRefund(ref: string, status: 'succeeded' | 'failed', failureReason = 'expired_or_canceled_card'): Obj {
    const refund = this.refunds.get(ref);
    if (!refund) throw new Error(`no refund ${ref}`);
    if (status === 'failed') {
      const charge = this.charges.get(String(refund.charge))!;
      charge.amount_refunded = Number(charge.amount_refunded) - Number(refund.amount);
    }
    return Object.assign(refund, { status, failure_reason: status === 'failed' ? failureReason : null });
  }

  /** POST /v1/setup_intents {confirm, confirmation_token, usage}: a zero-amount check of the card. */
  createSetupIntent(p: Obj): Obj {
    const si: Obj = {
      id: id('seti'),
      object: 'setup_intent',
      created: now(),
      usage: p.usage ?? 'off_session',
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: null,
      next_action: null,
      livemode: false,
    };
    si.client_secret = `${si.id}_secret_${randomBytes(8).toString('hex')}`;
    this.setupIntents.set(String(si.id), si);
    if (p.confirm !== 'true') return si;
    const pm = this.methodOfToken(p.confirmation_token);
    si.payment_method = pm.id;
    if (pm.test.decline) {
      si.last_setup_error = { type: 'card_error', ...pm.test.decline };
      throw new StripeApiError(402, { ...(si.last_setup_error as Obj), setup_intent: si });
    }
    if (pm.test.threeDS) return Object.assign(si, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    pm.setUp = true;
    return Object.assign(si, { status: 'succeeded' });
  }

  /** An object with `expand` applied (`latest_charge`, `payment_method`, and the same under `data.` in a search). */
  expanded(obj: Obj, expand: unknown): Obj {
    const paths = Array.isArray(expand) ? expand.map(String) : [];
    const copy = structuredClone(obj);
    if (paths.some((p) => p.endsWith('latest_charge')) && copy.latest_charge)
      copy.latest_charge = structuredClone(this.charges.get(String(copy.latest_charge)));
    if (paths.some((p) => p.endsWith('payment_method')) && copy.payment_method) {
      const { test: _t, setUp: _s, ...pm } = this.method(copy.payment_method);
      copy.payment_method = structuredClone(pm);
    }
    return copy;
  }
}
