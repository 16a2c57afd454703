/**
 * Gift card holds (spec 01 §7 `POST giftcardholds`; docs/checkout-api.md §6): hold part or all of
 * a card's balance for the cart, or change that hold (released by api/promotion-holds). Errors
 * carry the server's message: 404 "Invalid gift card number or PIN.", 409 "Giftcard is already
 * consumed".
 */
import type { GiftCardHold } from '@gt/contract/gift-cards';
import { apiRequest, apiUrl } from '../../../lib/api-client';

/** POST giftcardholds: holds up to `Amount` dollars of the card (a new hold, or the hold `GiftcardHoldRef` changed). */
export const postGiftCardHold = (body: { GiftcardNo: string; Pin?: string; Amount: number; GiftcardHoldRef?: string }) =>
  apiRequest<GiftCardHold>(apiUrl('giftcardholds'), { what: 'perform giftcardhold', method: 'POST', body });
