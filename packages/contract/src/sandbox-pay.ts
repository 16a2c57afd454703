/**
 * The built-in sandbox card provider's tokenizer (docs/architecture.md#payments). The browser posts the
 * card to `/sandbox-pay/tokens` (through `/sandbox-pay/tokenizer.js`) and gets a single-use,
 * short-lived token; `/api` and `/middleware` never see card data.
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
