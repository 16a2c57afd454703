/** Shown by the manage screens when no booking is loaded (spec 02 §2.4, §2.6). */
import { messages } from '@gt/domain/messages';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export function NoBooking() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }} gutterBottom>
        {messages.goToFindMyBooking}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.findMyBooking.to()}>
        Manage My Booking
      </Button>
    </Paper>
  );
}
