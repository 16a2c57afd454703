/**
 * The e-mail-on-file dialog (spec 01 §2 "Confirmation dialog when the entered e-mail differs from
 * the e-mail on file", §5): after a member validated by phone or address 1 with another e-mail
 * than the one on file. "Use email on file" puts the e-mail on file in the form (the member rate
 * needs the buyer's e-mail to be the validated one at pay time); Cancel applies nothing. Updating
 * the member's record to the entered e-mail is not offered: the booking API has no endpoint that
 * changes a member's e-mail (customerudfs holds only user-defined fields).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export function EmailOnFileDialog(props: { open: boolean; emailOnFile: string; entered: string; onUseOnFile(): void; onCancel(): void }) {
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby="email-on-file-title" aria-describedby="email-on-file-text">
      <DialogTitle id="email-on-file-title">Email on file</DialogTitle>
      <DialogContent>
        <DialogContentText id="email-on-file-text">
          The email on file for this membership is {props.emailOnFile}, not {props.entered}. The member rate needs the email on file.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button variant="contained" onClick={props.onUseOnFile} autoFocus>
          Use email on file
        </Button>
      </DialogActions>
    </Dialog>
  );
}
