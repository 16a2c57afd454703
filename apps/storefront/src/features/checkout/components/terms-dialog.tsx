import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** The terms and conditions: the venue's, then each carted booking type's terms. */
export function TermsDialog(props: { open: boolean; onClose(): void; terms: string[] }) {
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="terms-title" scroll="paper">
      <DialogTitle id="terms-title">Terms and Conditions</DialogTitle>
      <DialogContent dividers>
        {props.terms.map((t, i) => (
          <Typography key={i} sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
            {t}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
