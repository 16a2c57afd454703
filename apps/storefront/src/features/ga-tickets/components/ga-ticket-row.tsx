/**
 * One GA ticket on /gatickets (spec 02 §2.9): the info icon opening its terms and conditions, its
 * name, its price as shown (ShowPricesAs), 'Valid until' (when DisplayGATicketExpiryValidity),
 * 'You Save' with the original price struck through, the coupon that discounts it, its minimum,
 * what the cart already holds, and a stepper from 0 to MaxQuantity less what is in the cart
 * (spec 02 §5, §9).
 */
import type { GaTicket } from '@gt/contract/products';
import { gaStepperMax, validUntilText, youSaveCents } from '@gt/domain/ga-tickets';
import { formatMoney, toCents } from '@gt/domain/money';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { QuantityStepper } from '../../../components/quantity-stepper';

interface Props {
  ticket: GaTicket;
  /** One unit at list price as shown, cents. */
  unitCents: number;
  quantity: number;
  inCart: number;
  currency: string;
  showValidity: boolean;
  onChange(quantity: number): void;
}

export function GaTicketRow({ ticket: t, unitCents, quantity, inCart, currency, showValidity, onChange }: Props) {
  const [termsOpen, setTermsOpen] = useState(false);
  const titleId = useId();
  const money = (cents: number) => formatMoney(cents, currency);
  const save = youSaveCents(toCents(t.Price), t.OriginalPrice === null ? null : toCents(t.OriginalPrice));
  const max = gaStepperMax(t.MaxQuantity, inCart);
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <IconButton aria-label={`Terms and conditions: ${t.ProductName}`} onClick={() => setTermsOpen(true)} sx={{ ml: -1 }}>
        <InfoOutlined />
      </IconButton>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 600 }}>
          {t.ProductName}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          {showValidity && t.GATicketExpiryDate && <Typography variant="body2">{validUntilText(t.GATicketExpiryDate)}</Typography>}
          {save !== null && t.OriginalPrice !== null && (
            <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
              You Save {money(save)}{' '}
              <Box component="s" sx={{ color: 'text.secondary', fontWeight: 400 }} aria-label={`was ${money(toCents(t.OriginalPrice))}`}>
                {money(toCents(t.OriginalPrice))}
              </Box>
            </Typography>
          )}
          {t.CouponCodeApplied && <Chip size="small" color="success" variant="outlined" label={`${t.CouponCodeApplied} applied`} />}
          {t.MinQuantity > 1 && <Typography variant="body2">Minimum {t.MinQuantity}</Typography>}
          {inCart > 0 && <Typography variant="body2">In cart: {inCart}</Typography>}
        </Box>
      </Box>
      <Typography sx={{ fontWeight: 600, minWidth: '5rem', textAlign: 'right' }}>{money(unitCents)}</Typography>
      <QuantityStepper label={t.ProductName} value={quantity} min={0} max={max} disabled={max === 0} onChange={onChange} />
      <Dialog open={termsOpen} onClose={() => setTermsOpen(false)} aria-labelledby={`${titleId}-terms`} scroll="paper">
        <DialogTitle id={`${titleId}-terms`}>{t.ProductName}</DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{t.TermsConditions || 'No terms and conditions.'}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTermsOpen(false)} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
