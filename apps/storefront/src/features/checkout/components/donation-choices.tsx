/**
 * The donation choices shared by the donation box and the donation popup (spec 01 §2 "Donation
 * box", §5 "Donation"): the preset amounts (DonationAmounts) and "Other", whose amount must lie
 * between the donation product's Price and MaxPrice, labelled '$min - $max'. A missing, zero or
 * below-$0.10 amount, or an Other amount out of range, gives the configured DonationInvalidAmount.
 */
import type { PublicConfig } from '@gt/contract/config';
import { donationProblem } from '@gt/domain/donation';
import { messages } from '@gt/domain/messages';
import { formatMoney, toCents } from '@gt/domain/money';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import type { AppliedDonation } from '../../../stores/promotions';
import type { DonationProductInfo } from '../api/get-products';

const OTHER = 'other';

/** The '$min - $max' label of the Other amount. */
export function donationRangeLabel(product: DonationProductInfo, currency: string): string {
  const max = product.maxPriceCents === null ? '' : formatMoney(product.maxPriceCents, currency);
  return messages.donationRange(formatMoney(product.priceCents, currency), max);
}

/** The choice state and its check: `choose()` gives the donation, or null after showing the refusal. */
export function useDonationChoice(product: DonationProductInfo, config: PublicConfig) {
  const [choice, setChoice] = useState<string>('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  function choose(): AppliedDonation | null {
    const isOther = choice === OTHER;
    const typed = other.trim();
    const amountCents = isOther ? (/^\d+(\.\d{1,2})?$/.test(typed) ? toCents(Number(typed)) : null) : choice ? toCents(Number(choice)) : null;
    if (donationProblem(amountCents, product, isOther) || amountCents === null) {
      setError(config.Messages.DonationInvalidAmount);
      return null;
    }
    setError(null);
    return { amountCents, other: isOther };
  }
  return { choice, setChoice, other, setOther, error, setError, choose };
}

type Choice = ReturnType<typeof useDonationChoice>;

/** The radio group and the Other field; Enter in the Other field calls `onEnter` (it must not submit the checkout form). */
export function DonationChoices(props: { state: Choice; product: DonationProductInfo; config: PublicConfig; disabled?: boolean; onEnter(): void }) {
  const { state, product, config, disabled } = props;
  const labelId = useId();
  const errorId = useId();
  return (
    <Box>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={state.error ? errorId : undefined}
        value={state.choice}
        onChange={(e) => {
          state.setChoice(e.target.value);
          state.setError(null);
        }}
      >
        <Box component="span" id={labelId} sx={visuallyHidden}>
          Donation amount
        </Box>
        {config.DonationAmounts.map((a) => (
          <FormControlLabel key={a} value={String(a)} control={<Radio />} label={formatMoney(toCents(a), config.Currency)} disabled={disabled} />
        ))}
        <FormControlLabel value={OTHER} control={<Radio />} label="Other" disabled={disabled} />
      </RadioGroup>
      {state.choice === OTHER && (
        <TextField
          label={donationRangeLabel(product, config.Currency)}
          value={state.other}
          size="small"
          disabled={disabled}
          sx={{ mt: 1, maxWidth: 240 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          onChange={(e) => {
            state.setOther(e.target.value);
            state.setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              props.onEnter();
            }
          }}
        />
      )}
      {state.error && (
        <FormHelperText id={errorId} error role="alert">
          {state.error}
        </FormHelperText>
      )}
    </Box>
  );
}
