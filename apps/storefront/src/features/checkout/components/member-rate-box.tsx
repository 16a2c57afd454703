/**
 * "I'm a member" in the checkout's contact form (spec 01 §2, §4 "Membership / identity
 * discount", §5 "Checkout fields"): ticked, it shows the member number field and Apply; Apply
 * validates the member with the form's last name and e-mail, phone or address 1
 * (member-rate-actions) and prices the tickets at the member rate; once applied the button is
 * Remove, which takes the rate off, clears the member number and re-prices. The box reads the
 * applied rate from stores/discount-rate, so an identity rate applied elsewhere (which clears the
 * member rate) shows Apply again. Refusals and information show under the field. A member
 * validated by phone or address 1 with another e-mail chooses in the e-mail-on-file dialog: the
 * e-mail on file, or updating the record to the entered one (spec 01 §2; a refusal, e.g.
 * 403 "Unable to update customer not enough privileges to perform an action", shows under the
 * field and applies nothing).
 */
import type { PublicConfig } from '@gt/contract/config';
import { emailOnFileDiffers } from '@gt/domain/member-rate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useDiscountRate } from '../../../stores/discount-rate';
import { labels, type CheckoutValues } from '../checkout-values';
import { applyMemberRate, updateMemberEmailOnFile, validateMemberRate, type MemberRateAnswer } from '../member-rate-actions';
import { EmailOnFileDialog } from './email-on-file-dialog';

type Notice = { severity: 'error' | 'info'; lines: string[] } | null;
type Valid = Extract<MemberRateAnswer, { kind: 'valid' }>;

export function MemberRateBox({ form, config }: { form: UseFormReturn<CheckoutValues>; config: PublicConfig }) {
  const applied = useDiscountRate((s) => s.membership);
  const member = useWatch({ control: form.control, name: 'member' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [askEmail, setAskEmail] = useState<Valid | null>(null);
  const [updating, setUpdating] = useState(false);

  async function apply(v: Valid) {
    setNotice({ severity: 'info', lines: await applyMemberRate(v, config.Messages) });
  }

  async function onApply() {
    const f = form.getValues();
    form.clearErrors('memberno');
    setNotice(null);
    setBusy(true);
    const answer = await validateMemberRate({ memberNo: f.memberno, lastName: f.lastName, email: f.email, phone: f.phone, address1: f.address1 }, config);
    setBusy(false);
    if (answer.kind === 'refused') {
      if (answer.field) form.setError(answer.field, { message: answer.message }, { shouldFocus: true });
      else setNotice({ severity: answer.severity, lines: [answer.message] });
      return;
    }
    if (emailOnFileDiffers(answer.result.EmailOnFile, f.email)) return setAskEmail(answer);
    // Validated by phone or address 1 without an e-mail: the buyer's e-mail is the one on file.
    if (f.email.trim() === '') form.setValue('email', answer.result.EmailOnFile, { shouldValidate: false });
    await apply(answer);
  }

  function remove() {
    useDiscountRate.getState().removeMembership();
    form.setValue('memberno', '');
    setNotice(null);
  }

  return (
    <Box role="group" aria-label="Membership" sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={member || applied !== null}
            onChange={(e) => {
              form.setValue('member', e.target.checked);
              if (!e.target.checked && applied) remove();
            }}
          />
        }
        label="I'm a member"
      />
      {(member || applied) && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, maxWidth: 420 }}>
          <FormTextField
            control={form.control}
            name="memberno"
            label={labels.memberno}
            autoComplete="off"
            required
            disabled={applied !== null}
            slotProps={{ htmlInput: { maxLength: 20 } }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                if (!applied) void onApply();
              }
            }}
          />
          {applied ? (
            <Button color="error" variant="outlined" onClick={remove} sx={{ minHeight: 40 }}>
              Remove
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => void onApply()} loading={busy} sx={{ minHeight: 40 }}>
              Apply
            </Button>
          )}
        </Box>
      )}
      {notice && (
        <Alert severity={notice.severity} sx={{ mt: 1 }} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.lines.map((l) => (
            <div key={l}>{l}</div>
          ))}
        </Alert>
      )}
      <EmailOnFileDialog
        open={askEmail !== null}
        emailOnFile={askEmail?.result.EmailOnFile ?? ''}
        entered={form.getValues('email')}
        onCancel={() => setAskEmail(null)}
        updating={updating}
        onUpdate={
          config.AllowMemberEmailUpdate
            ? () => {
                const v = askEmail;
                if (!v || updating) return;
                setUpdating(true);
                void updateMemberEmailOnFile(v, form.getValues('email')).then(async (answer) => {
                  setUpdating(false);
                  setAskEmail(null);
                  if (answer.kind === 'refused') setNotice({ severity: 'error', lines: [answer.message] });
                  else await apply(answer);
                });
              }
            : undefined
        }
        onUseOnFile={() => {
          const v = askEmail;
          setAskEmail(null);
          if (!v) return;
          form.setValue('email', v.result.EmailOnFile, { shouldValidate: form.formState.isSubmitted });
          void apply(v);
        }}
      />
    </Box>
  );
}
