/**
 * 'You are ordering from' the location, with a link back to its tab locations (spec 02 §2.12
 * item 3), and a warning while the location does not take orders (the server refuses to take
 * payment then: 'X is not open for orders now…').
 */
import type { OrderLocation, TabLocation } from '@gt/contract/food';
import { messages } from '@gt/domain/messages';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export function OrderingFrom({ location, tab, open }: { location: OrderLocation; tab: TabLocation; open: boolean }) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {messages.youAreOrderingFrom} <strong>{location.OrderLocation}</strong> ·{' '}
        <Link component={RouterLink} to={paths.orderLocationTab.to(location.OrderLocation)}>
          {tab.TabLocationName}
        </Link>
      </Typography>
      {!open && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {messages.orderLocationClosed(location.OrderLocation)}
        </Alert>
      )}
    </>
  );
}
