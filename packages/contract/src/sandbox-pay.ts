/**
 * The built-in sandbox card provider's own endpoints (docs/payments.md#the-sandbox-provider). Its
 * hosted card fields (`/sandbox-pay/fields`, in an iframe drawn by `/sandbox-pay/card-fields.js`)
 * post the card to `/sandbox-pay/tokens` and get a single-use, short-lived token; `/api` and
 * `/middleware` never see card data. Its 3-D Secure test page (`/sandbox-pay/challenge`) reads
 * and authenticates an intent waiting for it.
 */
import { z } from 'zod';

export const TokenizeRequest = z.object({
  number: z.string().max(40),
  expMonth: z.coerce.number(),
  /** 4 digits, or 2 meaning 20YY. */
  expYear: z.coerce.number(),
  cvv: z.string().max(8),
});

export const CardToken = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  /** When the token stops being usable (UTC ISO). */
  expiresAt: z.string(),
});
export type CardToken = z.infer<typeof CardToken>;

/** A refused card: `field` names the input to mark red. */
export const TokenizeError = z.object({ error: z.string(), field: z.enum(['number', 'expiry', 'cvv']) });
export type TokenizeError = z.infer<typeof TokenizeError>;

/** GET /sandbox-pay/fields: the layout of the fields (spec 01 §2, PaymentMethodType) and the page's language. */
export const CardFieldsPageQuery = z.object({
  layout: z.enum(['MonthYear', 'SingleExpiry']),
  lang: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/)
    .optional(),
});

/** The sandbox's client secret of an intent waiting for authentication: `<intentId>_secret_<random>` (Stripe's shape). */
const ClientSecret = z.string().min(1).max(200);

/** GET /sandbox-pay/challenge and GET /sandbox-pay/intents/:intentId. */
export const ChallengeQuery = z.object({ client_secret: ClientSecret });
export const IntentParams = z.object({ intentId: z.string().min(1).max(100) });

/** What the 3-D Secure test page shows of an intent: amount (integer cents, ISO 4217 currency) and card. */
export const ChallengeIntent = z.object({
  intentId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  brand: z.string(),
  last4: z.string(),
  /** `requires_action` while the test page may still answer. */
  status: z.string(),
});
export type ChallengeIntent = z.infer<typeof ChallengeIntent>;

/** POST /sandbox-pay/intents/:intentId/authenticate: the card holder's answer on the test page. */
export const AuthenticateRequest = z.object({ clientSecret: ClientSecret, approve: z.boolean() });
export const AuthenticateResponse = z.object({ status: z.enum(['succeeded', 'failed']) });
