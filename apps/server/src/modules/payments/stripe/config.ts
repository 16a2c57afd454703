/**
 * Start-up checks of a Stripe configuration (docs/payments.md#connecting-a-stripe-account): with
 * PaymentProvider "stripe" the secret key (GT_STRIPE_SECRET_KEY), the webhook signing secret
 * (GT_STRIPE_WEBHOOK_SECRET) and a publishable key `pk_…` as Public.CardFieldsKey are required,
 * in the same mode (test or live).
 */
import type { StripeSettings } from './stripe-provider';

/** Where Stripe's browser module is served (Public.CardFieldsURL with PaymentProvider "stripe"). */
export const STRIPE_CARD_FIELDS_URL = '/stripe-pay/card-fields.js';

const mode = (key: string) => (/_live_/.test(key) ? 'live' : 'test');

/** The problems of a Stripe configuration as `{ path, message }` (none: it may start). */
export function stripeConfigProblems(stripe: StripeSettings, publicKey: string): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  if (!/^(sk|rk)_(test|live)_/.test(stripe.SecretKey))
    problems.push({
      path: ['Stripe', 'SecretKey'],
      message: 'PaymentProvider "stripe" needs the secret key (sk_test_… or sk_live_…) in GT_STRIPE_SECRET_KEY',
    });
  if (!stripe.WebhookSecret.startsWith('whsec_'))
    problems.push({
      path: ['Stripe', 'WebhookSecret'],
      message: 'PaymentProvider "stripe" needs the webhook endpoint\'s signing secret (whsec_…) in GT_STRIPE_WEBHOOK_SECRET',
    });
  if (!/^pk_(test|live)_/.test(publicKey))
    problems.push({
      path: ['Public', 'CardFieldsKey'],
      message: 'PaymentProvider "stripe" needs the publishable key (pk_test_… or pk_live_…), never a secret key',
    });
  else if (problems.length === 0 && mode(publicKey) !== mode(stripe.SecretKey))
    problems.push({
      path: ['Public', 'CardFieldsKey'],
      message: `the publishable key is a ${mode(publicKey)} key but Stripe.SecretKey a ${mode(stripe.SecretKey)} key`,
    });
  return problems;
}
