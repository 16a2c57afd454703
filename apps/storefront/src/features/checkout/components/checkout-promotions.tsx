/**
 * The promotion sections of a ticket checkout (spec 01 §2): "Apply a Coupon or Gift Card" (unless
 * both are hidden by configuration), the donation box (ShowDonationSection, a donation product
 * configured) and the one-time donation popup (DonationPopup).
 */
import type { PublicConfig } from '@gt/contract/config';
import type { DonationProductInfo } from '../api/get-products';
import type { OrderPricing } from '../hooks/use-order-pricing';
import { CouponGiftCardBox } from './coupon-gift-card-box';
import { DonationBox } from './donation-box';
import { Deferred } from '../../../components/stages';
import { DonationPopup } from './donation-popup';
import { Section } from './section';

export function CheckoutPromotions({ pricing, config, donationProduct }: { pricing: OrderPricing; config: PublicConfig; donationProduct: DonationProductInfo | null }) {
  return (
    <>
      {!(config.HideCouponCode && config.HideGiftCard) && (
        <Section title="Apply a Coupon or Gift Card">
          <CouponGiftCardBox pricing={pricing} config={config} />
        </Section>
      )}
      {donationProduct && config.ShowDonationSection && <DonationBox product={donationProduct} config={config} />}
      {/* The popup opens once the page's forms are drawn (components/stages.tsx: the last stage). */}
      <Deferred stage={6} fallback={null}>
        {donationProduct && <DonationPopup product={donationProduct} config={config} eligible={pricing.events.length > 0} />}
      </Deferred>
    </>
  );
}
