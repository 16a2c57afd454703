/**
 * The desk's actions on a booking, each a button opening a dialog with a form:
 * a required reason, where money goes back (card or a new gift card), the booking type's flags to
 * override, and what the action changes. One Idempotency-Key per opened dialog: a double click or
 * a retried request never refunds twice. The server refuses what the visitor's rules refuse
 * (its message is shown), and a change that would cost the visitor more.
 */
import { useState } from 'react';
import {
  BooleanInput,
  Button,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useRecordContext,
} from 'react-admin';
import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { ActionResult, AdminBooking } from '@gt/contract/admin/bookings';
import { apiFetch } from '../../api/client';
import { useDialogAction } from '../../lib/dialog-action';
import { useMoney } from '../../lib/money';

type Values = Record<string, unknown>;

const reasonInput = (
  <TextInput
    source="reason"
    label="Reason"
    validate={required('A reason is required.')}
    multiline
    fullWidth
    helperText="Kept in the audit log with the booking before and after."
  />
);
const refundToInput = (
  <RadioButtonGroupInput
    source="refundTo"
    label="Refund to"
    choices={[
      { id: 'card', name: 'The card it was paid with' },
      { id: 'giftcard', name: 'A new gift card' },
    ]}
  />
);
const overrideInput = (flag: 'refunds' | 'dateChanges' | 'ticketChanges', label: string) => (
  <BooleanInput source={`override.${flag}`} label={label} helperText="Only when the booking type does not allow it; the reason says why." />
);

interface ActionDialogProps {
  label: string;
  title: string;
  path: string;
  submitLabel: string;
  defaults: (b: AdminBooking) => Values;
  toBody: (v: Values, b: AdminBooking) => Values;
  children: (b: AdminBooking, money: (cents: number) => string) => React.ReactNode;
  disabled?: (b: AdminBooking) => boolean;
}

/** A button that opens the action's dialog; the form posts the action with the dialog's Idempotency-Key. */
function ActionDialog(p: ActionDialogProps) {
  const record = useRecordContext<AdminBooking>();
  const { open, setOpen, busy, run } = useDialogAction();
  const [key, setKey] = useState('');
  const money = useMoney();
  // The list's row stands in for the booking until its page is loaded: wait for the whole booking.
  if (!record || !Array.isArray(record.lines)) return null;
  const submit = (values: Values) =>
    run(async () => {
      const out = await apiFetch<ActionResult>(`/bookings/${record.id}/${p.path}`, {
        method: 'POST',
        body: p.toBody(values, record),
        headers: { 'idempotency-key': key },
      });
      const refunded = out.refunds.map(
        (r) =>
          `${money(r.amountCents)} to ${r.type === 'card' ? 'the card' : `gift card ${r.giftcardNo}${r.pin ? ` (PIN ${r.pin})` : ''}`}`,
      );
      return refunded.length ? `Done: refunded ${refunded.join(', ')}.` : 'Done.';
    });
  return (
    <>
      <Button
        label={p.label}
        disabled={p.disabled?.(record) ?? false}
        onClick={() => {
          setKey(crypto.randomUUID());
          setOpen(true);
        }}
      />
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={`${p.path}-title`}>
        <DialogTitle id={`${p.path}-title`}>{p.title}</DialogTitle>
        <DialogContent>
          <SimpleForm
            record={p.defaults(record)}
            onSubmit={submit}
            toolbar={
              <Toolbar>
                <Stack direction="row" spacing={2}>
                  <SaveButton label={p.submitLabel} icon={<></>} disabled={busy} alwaysEnable={!busy} />
                  <Button label="Close" onClick={() => setOpen(false)} disabled={busy} />
                </Stack>
              </Toolbar>
            }
          >
            {p.children(record, money)}
            {reasonInput}
          </SimpleForm>
        </DialogContent>
      </Dialog>
    </>
  );
}

const override = (v: Values) => (v.override ?? {}) as Values;
const blocked = (b: AdminBooking) => b.noChangesReason !== '';

/** The action buttons of a booking's page. */
export function BookingActions() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <ActionDialog
        label="Resend confirmation"
        title="Resend the confirmation e-mail"
        path="resend-confirmation"
        submitLabel="Resend"
        defaults={() => ({ reason: '' })}
        toBody={(v) => ({ reason: v.reason })}
      >
        {(b) => <p>The booking confirmation goes again to {b.emails[0] ?? 'the customer'}.</p>}
      </ActionDialog>
      <ActionDialog
        label="Partial refund"
        title="Refund some tickets"
        path="refund"
        submitLabel="Refund"
        disabled={(b) => blocked(b) || b.lines.length === 0}
        defaults={(b) => ({
          reason: '',
          refundTo: 'card',
          override: { refunds: false },
          refund: Object.fromEntries(b.lines.map((l) => [`l${l.id}`, 0])),
        })}
        toBody={(v, b) => ({
          reason: v.reason,
          refundTo: v.refundTo,
          override: { refunds: Boolean(override(v).refunds) },
          lines: b.lines
            .map((l) => ({ bookingLineId: l.id, quantity: Number((v.refund as Values)[`l${l.id}`] ?? 0) }))
            .filter((l) => l.quantity > 0),
        })}
      >
        {(b) => (
          <>
            {b.lines.map((l) => (
              <NumberInput
                key={l.id}
                source={`refund.l${l.id}`}
                label={`${l.productName}: tickets to refund (of ${l.quantity})`}
                min={0}
                max={l.quantity}
                step={1}
              />
            ))}
            {refundToInput}
            {overrideInput('refunds', 'Override: refund although the booking type does not allow it')}
          </>
        )}
      </ActionDialog>
      <ActionDialog
        label="Cancel with refund"
        title="Cancel the booking and refund it"
        path="cancel"
        submitLabel="Cancel booking"
        disabled={blocked}
        defaults={() => ({ reason: '', refundTo: 'card', override: { refunds: false } })}
        toBody={(v) => ({ reason: v.reason, refundTo: v.refundTo, override: { refunds: Boolean(override(v).refunds) } })}
      >
        {(b, money) => (
          <>
            <p>Every ticket is given back and {money(Math.max(0, b.paidCents))} is refunded.</p>
            {refundToInput}
            {overrideInput('refunds', 'Override: refund although the booking type does not allow it')}
          </>
        )}
      </ActionDialog>
      <ActionDialog
        label="Change date"
        title="Move the booking to another event"
        path="change-date"
        submitLabel="Change date"
        disabled={blocked}
        defaults={() => ({ reason: '', refundTo: 'card', override: { dateChanges: false, refunds: false } })}
        toBody={(v) => ({
          reason: v.reason,
          refundTo: v.refundTo,
          tourEventId: Number(v.tourEventId),
          override: { dateChanges: Boolean(override(v).dateChanges), refunds: Boolean(override(v).refunds) },
        })}
      >
        {() => (
          <>
            <NumberInput
              source="tourEventId"
              label="New event ID"
              validate={required()}
              helperText="The same tickets on the new event; a dearer one is refused."
            />
            {refundToInput}
            {overrideInput('dateChanges', 'Override: change the date although the booking type does not allow it')}
          </>
        )}
      </ActionDialog>
      <ActionDialog
        label="Modify tickets"
        title="Lower the number of tickets"
        path="modify"
        submitLabel="Modify"
        disabled={(b) => blocked(b) || b.lines.length === 0}
        defaults={(b) => ({
          reason: '',
          refundTo: 'card',
          override: {},
          qty: Object.fromEntries(b.lines.map((l) => [`l${l.id}`, l.quantity])),
        })}
        toBody={(v, b) => ({
          reason: v.reason,
          refundTo: v.refundTo,
          override: { ticketChanges: Boolean(override(v).ticketChanges), refunds: Boolean(override(v).refunds) },
          lines: b.lines.map((l) => ({ bookingLineId: l.id, quantity: Number((v.qty as Values)[`l${l.id}`] ?? l.quantity) })),
        })}
      >
        {(b) => (
          <>
            {b.lines.map((l) => (
              <NumberInput key={l.id} source={`qty.l${l.id}`} label={`${l.productName}: new quantity`} min={0} max={l.quantity} step={1} />
            ))}
            {refundToInput}
            {overrideInput('ticketChanges', 'Override: change tickets although the booking type does not allow it')}
            {overrideInput('refunds', 'Override: refund although the booking type does not allow it')}
          </>
        )}
      </ActionDialog>
    </Stack>
  );
}
