/**
 * Hosted card fields (docs/architecture.md#payments; docs/payments.md): the configured provider's
 * browser module draws the card fields in its own iframe and hands the storefront a one-use token;
 * the storefront never sees card digits. The module is the script at `PublicConfig.CardFieldsURL`
 * and defines `window.GTCardFields` with the shape below (the sandbox's at
 * `/sandbox-pay/card-fields.js`, Stripe's at `/stripe-pay/card-fields.js`).
 *
 * A payment that needs the card holder's bank to authenticate it (3-D Secure) is answered
 * 402 with `PaymentActionRequired`: the storefront calls `handleAction(ClientSecret)` (the
 * provider shows its challenge) and then sends the same request again with the same
 * Idempotency-Key and body; the server asks the provider how the authentication ended and
 * books (200), or refuses with the decline (422).
 */
import { z } from 'zod';
import { ErrorResponse } from './errors';

/** The layouts of the card fields (spec 01 §2 "Payment form", PaymentMethodType). */
export type CardFieldsLayout = 'MonthYear' | 'SingleExpiry';

export interface CardFieldsOptions {
  layout: CardFieldsLayout;
  /** The amount to pay (cents) and its currency (ISO 4217), for providers that show or check it. */
  amountCents: number;
  currency: string;
  /** The provider's public key (Stripe's publishable key), from PublicConfig.CardFieldsKey. */
  publicKey?: string;
  /** The card will be kept for later charges of the booking (Stripe's Elements need to know: `setupFutureUsage`). */
  saveCard?: boolean;
  /** The field labels' language (BCP 47), e.g. "en-US". */
  locale?: string;
  /** Called when the fields' state changes: complete when every field is filled in and valid. */
  onChange?: (state: { complete: boolean; error?: string }) => void;
}

/** Mounted card fields: one iframe (or the provider's elements) inside the container. */
export interface MountedCardFields {
  /**
   * Checks the fields and turns the card into a one-use token for the server's payment intent
   * (the sandbox's card token, Stripe's ConfirmationToken). `field` names the field to mark.
   */
  createToken(): Promise<{ token: string } | { error: string; field?: 'number' | 'expiry' | 'cvv' }>;
  /** Moves focus to the first field (after an error). */
  focus(): void;
  /** The amount to pay changed (a coupon, a gift card): the typed card is kept (Stripe's Elements need the amount). */
  update(options: { amountCents: number }): void;
  /** Removes the fields (the iframe) from the container. */
  unmount(): void;
}

/** The element the fields are drawn into (an HTMLElement; typed structurally so the server can share this file). */
export type CardFieldsContainer = { appendChild: (node: never) => unknown };

/** `window.GTCardFields`: the provider's browser module. */
export interface CardFieldsModule {
  /** Draws the card fields into `container` (an empty element). Rejects when the provider cannot be reached. */
  mount(container: CardFieldsContainer, options: CardFieldsOptions): Promise<MountedCardFields>;
  /**
   * Runs the authentication step of a payment the server answered 402 for (3-D Secure): shows
   * the bank's challenge, resolves once the card holder finished it (approved or not: the
   * server learns the outcome from the provider); `{ error }` when it could not be shown.
   */
  handleAction(clientSecret: string, options?: { publicKey?: string }): Promise<{ ok: true } | { error: string }>;
}

/** 402 answer of a payment that needs the card holder's authentication: an ErrorResponse plus the step to run. */
export const PaymentActionRequired = ErrorResponse.extend({
  PaymentAction: z.object({
    /** The provider's secret of this payment's intent, for `GTCardFields.handleAction` (not card data). */
    ClientSecret: z.string(),
  }),
});
export type PaymentActionRequired = z.infer<typeof PaymentActionRequired>;
