/**
 * The bottom snackbar of the app-wide notifier (spec 01 §8): titled Error or Info, dismissable;
 * it hides by itself (information after 10 seconds, an error after 20, the time paused while the
 * pointer is over it or the window is in the background, as MUI's Snackbar does), and hiding
 * resets it. It never follows the visitor to another page (stores/notifier).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useNotifier } from '../../stores/notifier';

const INFO_SECONDS = 10;
const ERROR_SECONDS = 20;

export function NotifierSnackbar() {
  const notice = useNotifier((s) => s.notice);
  const dismiss = useNotifier((s) => s.dismiss);
  if (!notice) return null;
  return (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={(notice.severity === 'info' ? INFO_SECONDS : ERROR_SECONDS) * 1000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // A click elsewhere keeps it.
      onClose={(_e, reason) => reason !== 'clickaway' && dismiss()}
    >
      <Alert severity={notice.severity} variant="filled" onClose={dismiss} sx={{ width: '100%', maxWidth: 560 }}>
        <AlertTitle>{notice.severity === 'error' ? 'Error' : 'Info'}</AlertTitle>
        {notice.message}
      </Alert>
    </Snackbar>
  );
}
