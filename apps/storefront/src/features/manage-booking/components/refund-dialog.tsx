/**
 * The refund dialog (spec 02 §2.4, §2.6 "Refund Transaction", §4.2, §4.4, §9): the eligibility
 * sentence ('You are eligible for a refund of X to a gift card.' / '… to a gift card or card on
 * file.' / '… through card on file.'), for a change first 'Your new booking total is X and your
 * total paid is Y.', and Refund to Credit Card / Refund to Gift Card as allowed. It cannot be
 * dismissed by Escape or the backdrop: Cancel Changes (or Go Back) closes it. It opens under the
 * pointer that pressed Cancel Entire Booking or Confirm Changes, so its buttons take no pointer
 * press in its first moments (settled.tsx): a double click's second press chooses nothing.
 */
import { refundEligibilityText } from '@gt/domain/manage-booking';
import { messages } from '@gt/domain/messages';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SettledButton, SettledDialog } from '../../../components/settled';

export function RefundDialog(props: {
  open: boolean;
  options: { card: boolean; giftCard: boolean };
  /** Formatted refund amount. */
  amount: string;
  /** For a change: the new total and the total paid (formatted); null for a cancellation. */
  newTotal: { total: string; paid: string } | null;
  onClose(): void;
  onChoose(to: 'card' | 'giftcard'): void;
}) {
  const { options } = props;
  return (
    <SettledDialog open={props.open} aria-labelledby="refund-title" aria-describedby="refund-text">
      <DialogTitle id="refund-title">Refund Transaction</DialogTitle>
      <DialogContent>
        <DialogContentText id="refund-text">
          {props.newTotal && `${messages.newTotalAndPaid(props.newTotal.total, props.newTotal.paid)} `}
          {refundEligibilityText(options, props.amount) || messages.refundNotAllowed}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <SettledButton onClick={props.onClose} autoFocus>
          {props.newTotal ? 'Cancel Changes' : 'Go Back'}
        </SettledButton>
        {options.card && (
          <SettledButton variant="contained" onClick={() => props.onChoose('card')}>
            Refund to Credit Card
          </SettledButton>
        )}
        {options.giftCard && (
          <SettledButton variant="contained" onClick={() => props.onChoose('giftcard')}>
            Refund to Gift Card
          </SettledButton>
        )}
      </DialogActions>
    </SettledDialog>
  );
}
