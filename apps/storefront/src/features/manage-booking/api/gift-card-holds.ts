/** POST / DELETE /api/v1/giftcardholds (spec 02 §7, §5 "Gift card at manage checkout"): a gift card paying part or all of a change. */
import type { GiftCardHold } from '@gt/contract/gift-cards';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export const holdGiftCard = (body: { GiftcardNo: string; Pin?: string; Amount: number }) =>
  apiRequest<GiftCardHold>(apiUrl('giftcardholds'), { what: 'update GiftCardHold', method: 'POST', body });

/** Releases a gift card hold (removed, or the change given up); failures are harmless (the hold lapses). */
export const releaseGiftCard = (ref: string) =>
  fetch(apiUrl('giftcardholds', { GiftcardHoldRef: ref }), { method: 'DELETE' }).catch(() => undefined);
