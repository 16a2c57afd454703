/**
 * A confirmation: title, question, Cancel (focused: a stray Enter keeps things as they are) and a
 * red confirm button, e.g. Clear Cart (spec 01 §2 "Checkout"), Cancel Entire Booking (spec 02
 * §2.4) or removing a person from a membership package (spec 02 §2.7). Its buttons and backdrop
 * take no pointer press in its first moments (settled.tsx): the second press of the double click
 * that opened it neither confirms nor closes it.
 */
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { SettledButton, SettledDialog } from './settled';

export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** The button that keeps things as they are ('Cancel' unless given). */
  cancelLabel?: string;
  onCancel(): void;
  onConfirm(): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <SettledDialog open={props.open} onClose={props.onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{props.children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <SettledButton onClick={props.onCancel} autoFocus>
          {props.cancelLabel ?? 'Cancel'}
        </SettledButton>
        <SettledButton color="error" variant="contained" onClick={props.onConfirm}>
          {props.confirmLabel}
        </SettledButton>
      </DialogActions>
    </SettledDialog>
  );
}
