/**
 * A confirmation: title, question, Cancel (focused: a stray Enter keeps things as they are) and a
 * red confirm button, e.g. Clear Cart (spec 01 §2 "Checkout") or removing a person from a
 * membership package (spec 02 §2.7).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{props.children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
