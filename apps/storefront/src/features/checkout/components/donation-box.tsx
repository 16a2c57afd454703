/**
 * The donation box of the checkout (spec 01 §2 "Donation box"): the configured heading
 * (Headings.Donation) and details (Headings.DonationDetails), the preset amounts and Other
 * ('$min - $max'), and Donate, disabled once a donation is applied (the donation row of the order
 * summary removes it). The donation is a line of the transaction (the configured donation product).
 */
import type { PublicConfig } from '@gt/contract/config';
import { formatMoney } from '@gt/domain/money';
import Typography from '@mui/material/Typography';
import { usePromotions } from '../../../stores/promotions';
import type { DonationProductInfo } from '../api/get-products';
import { DonationChoices, useDonationChoice } from './donation-choices';
import { Section } from './section';
import { SettledButton } from '../../../components/settled';

export function DonationBox({ product, config }: { product: DonationProductInfo; config: PublicConfig }) {
  const donation = usePromotions((s) => s.donation);
  const state = useDonationChoice(product, config);
  const donate = () => {
    const chosen = state.choose();
    if (chosen) usePromotions.getState().set({ donation: chosen });
  };
  return (
    <Section title={config.Headings.Donation}>
      {config.Headings.DonationDetails && <Typography sx={{ mb: 1 }}>{config.Headings.DonationDetails}</Typography>}
      <DonationChoices state={state} product={product} config={config} disabled={donation !== null} onEnter={donate} />
      {donation && (
        <Typography sx={{ mt: 1 }} role="status">
          Thank you! Your donation of {formatMoney(donation.amountCents, config.Currency)} is in your order.
        </Typography>
      )}
      <SettledButton variant="outlined" sx={{ mt: 2 }} disabled={donation !== null} onClick={donate}>
        Donate
      </SettledButton>
    </Section>
  );
}
