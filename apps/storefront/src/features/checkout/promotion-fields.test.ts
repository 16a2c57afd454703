import { priceOrder } from '@gt/domain/order-pricing';
import { testCoupon } from '@gt/domain/testing/coupons';
import { describe, expect, it } from 'vitest';
import type { AppliedCoupon, HeldGiftCard } from '../../stores/promotions';
import { testConfig } from '../../testing/fixtures';
import { withPromotions } from './promotion-fields';

const salesTax = { included: false, percentage: 8.25 };
const save10: AppliedCoupon = {
  couponHoldRef: null,
  coupon: testCoupon(),
};
const card: HeldGiftCard = { giftcardNo: 'MMJ36ET1R0QD9WG3', maskedNo: '****QD9WG3', giftcardHoldRef: 'gift-hold-0123456789', heldCents: 2000, availableCents: 2000 };

describe('the promotions of a ticket sale (docs/checkout-api.md §6)', () => {
  it('sends each line as charged after its coupon, the coupons, donation, fee and gift card lines: what the server prices again', () => {
    const input = {
      lines: [
        { key: '43:1', tourEventId: 43, tourProductId: 1, quantity: 2, unitPriceCents: 2995, taxIncluded: false, taxes: [salesTax] },
        { key: '43:4', tourEventId: 43, tourProductId: 4, quantity: 1, unitPriceCents: 1000, taxIncluded: false, taxes: [] },
      ],
      coupons: [save10.coupon],
      donationCents: 1250,
      fee: { percentage: 3, flatCents: 50 },
      giftCards: [card],
    };
    const priced = priceOrder(input);
    const listLine = { ProductLineNo: 1, TourEventID: 43, TourProductID: 1, Quantity: 2, CostRateID: 1, LinePriceExTax: 59.9, LinePriceTax: 4.94, LinePriceIncTax: 64.84 };
    const other = { ProductLineNo: 2, TourEventID: 43, TourProductID: 4, Quantity: 1, CostRateID: 1, LinePriceExTax: 10, LinePriceTax: 0, LinePriceIncTax: 10 };
    const out = withPromotions({ TourHoldRef: 'hold-ref-0123456789', Products: [listLine, other] }, priced, { coupons: [save10], giftCards: [card] }, { config: testConfig(), feeProductId: 9002 });
    expect(out.fields).toEqual({
      TourHoldRef: 'hold-ref-0123456789',
      Products: [{ ...listLine, LinePriceExTax: 53.91, LinePriceTax: 4.45, LinePriceIncTax: 58.36, CouponCode: 'SAVE10', DiscountAmount: 6.48 }, other],
      Coupons: [{ CouponCode: 'SAVE10' }],
      Donation: { ProductID: 9001, Amount: 12.5 },
      // 3 % of the $63.91 ex-tax subtotal ($1.92) + $0.50.
      TransactionFee: { ProductID: 9002, Amount: 2.42 },
    });
    expect(out.giftCards).toEqual([{ PaymentTypeID: 3, PaymentAmount: 20, GiftcardNo: 'MMJ36ET1R0QD9WG3', GiftcardHoldRef: 'gift-hold-0123456789' }]);
    expect(priced.amountToPayCents).toBe(5836 + 1000 + 1250 + 242 - 2000);
  });
});
