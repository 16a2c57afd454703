/**
 * The one-time donation popup (spec 01 §4 "Donation popup": shown once, when the cart has events
 * and the popup count is 0; spec 01 §2: buttons Donate and No Thanks), on when DonationPopup is
 * configured. Donate applies the chosen amount (spec 01 §5 "Donation" rules); Donate, No Thanks or
 * Escape closes it for the rest of this cart. It opens as the checkout appears, so its buttons
 * and backdrop take no pointer press in its first moments (settled.tsx).
 */
import type { PublicConfig } from '@gt/contract/config';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SettledButton, SettledDialog } from '../../../components/settled';
import { usePromotions } from '../../../stores/promotions';
import type { DonationProductInfo } from '../api/get-products';
import { DonationChoices, useDonationChoice } from './donation-choices';

/** `eligible`: the cart has events (and is not a food order). */
export function DonationPopup({ product, config, eligible }: { product: DonationProductInfo; config: PublicConfig; eligible: boolean }) {
  const shown = usePromotions((s) => s.donationPopupShown);
  const donated = usePromotions((s) => s.donation !== null);
  const state = useDonationChoice(product, config);
  const open = config.DonationPopup && eligible && !shown && !donated;
  const close = () => usePromotions.getState().set({ donationPopupShown: true });
  const donate = () => {
    const chosen = state.choose();
    if (chosen) usePromotions.getState().set({ donation: chosen, donationPopupShown: true });
  };
  return (
    <SettledDialog open={open} onClose={close} aria-labelledby="donation-popup-title" aria-describedby="donation-popup-text">
      <DialogTitle id="donation-popup-title">{config.Headings.Donation}</DialogTitle>
      <DialogContent>
        <DialogContentText id="donation-popup-text" sx={{ mb: 1 }}>
          {config.Headings.DonationDetails}
        </DialogContentText>
        <DonationChoices state={state} product={product} config={config} onEnter={donate} />
      </DialogContent>
      <DialogActions>
        <SettledButton onClick={close}>No Thanks</SettledButton>
        <SettledButton variant="contained" onClick={donate}>
          Donate
        </SettledButton>
      </DialogActions>
    </SettledDialog>
  );
}
