/**
 * Gift cards as payment (spec 01 §3 "Gift card hold", §5 "Gift cards", §7 `POST/DELETE
 * giftcardholds`). Money is dollars with 2 decimals.
 */
import { z } from 'zod';
import { Dollars, FreeText } from './wire';

const HoldRef = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a hold reference issued by the server');

/** A gift card number as typed: letters and digits (spaces and dashes are dropped), 6–32 characters. */
export const GiftcardNo = FreeText(40)
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,32}$/, 'must be 6 to 32 letters and digits'));

/** `POST /api/v1/giftcardholds`: hold `Amount` of a card for the cart, or change the hold `GiftcardHoldRef`. */
export const GiftCardHoldRequest = z.object({
  GiftcardNo,
  /** Required when the card has a PIN (PIN mode `required`, or `optional` and the card has one). */
  Pin: FreeText(12).optional(),
  /** What the cart wants the card to pay; the hold takes as much of it as the card has. */
  Amount: Dollars.refine((n) => n > 0, 'must be more than 0'),
  GiftcardHoldRef: HoldRef.optional(),
});

export const GiftCardHold = z.object({
  GiftcardHoldRef: z.string(),
  /** The number as the cart keeps it (normalised), and as shown (spec 01 §9 masking). */
  GiftcardNo: z.string(),
  MaskedGiftcardNo: z.string(),
  /** What the hold reserves (≤ Amount asked; 0 when the card has nothing left). */
  HoldAmount: Dollars,
  /** What the card has left for other carts and later, after this hold. */
  BalanceRemaining: Dollars,
  /** Whether the card may pay part of an order (always true). */
  AllowPartial: z.boolean(),
});
export type GiftCardHold = z.infer<typeof GiftCardHold>;

export const GiftCardHoldRefQuery = z.object({ GiftcardHoldRef: HoldRef }).strict();
