/**
 * What the tickets table looks like while the cart's events load (docs/performance.md#storefront-on-a-phone: the table grew when
 * the data arrived and pushed the form down). Sized from what is already known, the cart in
 * session storage: the same table, a heading row per event and a row per line, with placeholders
 * of the real rows' heights, then the three totals rows. Hidden from assistive technology; a
 * status says the tickets are loading.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useCartStore } from '../../../stores/cart-store';
import { TICKET_COLUMNS, unitColumn } from './unit-column';

export function TicketsTableSkeleton() {
  const cart = useCartStore((s) => s.events);
  const columns = TICKET_COLUMNS;
  const text = (width: number | string) => <Skeleton variant="text" width={width} />;
  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        Loading your tickets
      </Box>
      <Table size="small" aria-hidden sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Ticket</TableCell>
            <TableCell align="center">Quantity</TableCell>
            <TableCell align="right" sx={unitColumn}>Price</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cart.map((e) => [
            <TableRow key={`e${e.TourEventID}`}>
              <TableCell colSpan={columns} sx={{ bgcolor: 'action.hover' }}>
                <Typography sx={{ fontWeight: 600 }}>{text('40%')}</Typography>
                <Typography variant="body2">{text('60%')}</Typography>
              </TableCell>
            </TableRow>,
            ...e.lines.map((l) => (
              <TableRow key={`${e.TourEventID}-${l.TourProductID}`}>
                <TableCell padding="checkbox">
                  <Skeleton variant="circular" width={40} height={40} />
                </TableCell>
                <TableCell>{text('70%')}</TableCell>
                <TableCell align="center">
                  <Skeleton variant="rounded" width={104} height={34} sx={{ display: 'inline-block' }} />
                </TableCell>
                <TableCell align="right" sx={unitColumn}>{text(56)}</TableCell>
                <TableCell align="right">{text(56)}</TableCell>
              </TableRow>
            )),
          ])}
          {['Subtotal', 'Tax', 'Total'].map((label) => (
            <TableRow key={label}>
              <TableCell colSpan={columns - 1} align="right">
                {label}
              </TableCell>
              <TableCell align="right">{text(56)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
