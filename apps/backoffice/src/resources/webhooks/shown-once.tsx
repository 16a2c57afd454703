import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useRedirect } from 'react-admin';

/**
 * A secret answered once by the server (an API token, a webhook's signing secret): shown in a
 * dialog until Done, which goes to `resource`'s list. Never shown again.
 */
export function ShownOnceDialog(props: { title: string; explanation: string; secret: string | undefined; resource: string }) {
  const redirect = useRedirect();
  return (
    <Dialog open={props.secret !== undefined} aria-labelledby="shown-once-title">
      <DialogTitle id="shown-once-title">{props.title}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{props.explanation}</Typography>
        <Alert severity="info" icon={false}>
          <Typography component="code" sx={{ fontSize: 16, fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="shown-once">
            {props.secret}
          </Typography>
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => redirect('list', props.resource)}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
