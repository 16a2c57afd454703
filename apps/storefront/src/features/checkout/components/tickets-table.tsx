/**
 * Tickets table of the checkout (spec 01 §2 "Cart tables"): per event, its lines with remove,
 * name, a stepper between min and max (spec 01 §5), unit price and line total; then subtotal,
 * tax and total. Every change goes through the seat hold; a change that breaks the booking
 * type's minimum shows "Minimum tickets for this event is N, please add more tickets."
 */
import type { BookingType } from '@gt/contract/catalogue';
import { checkEventHold } from '@gt/domain/hold-rules';
import { formatMoney } from '@gt/domain/money';
import { stepperBounds } from '@gt/domain/quantity';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTourHold } from '../../../api/tour-holds';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { eventDateText, eventTimeText } from '../../../lib/tour-event';
import type { CheckoutEvent, CheckoutLine } from '../hooks/use-cart-lines';

/** The unit price column is left out on phones; the line total stays. */
const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface Props {
  events: CheckoutEvent[];
  bookingTypes: ReadonlyMap<number, BookingType>;
  currency: string;
  totals: { exTaxCents: number; taxCents: number; totalCents: number };
}

export function TicketsTable({ events, bookingTypes, currency, totals }: Props) {
  const hold = useTourHold();
  const [error, setError] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, currency);

  /** Sets a line's quantity (0 removes it; the event goes with its last line). */
  async function change(ce: CheckoutEvent, line: CheckoutLine, quantity: number) {
    const after = ce.lines
      .map((l) => ({ product: l.product, quantity: l === line ? quantity : l.quantity }))
      .filter((l) => l.quantity > 0);
    const bt = bookingTypes.get(ce.event.BookingTypeID);
    if (after.length > 0 && bt) {
      const own = ce.lines.filter((l) => l.product.AffectsCapacity).reduce((n, l) => n + l.quantity, 0);
      const problem = checkEventHold({ stage: 'change', bookNowOption: 'Book Now', seatsAvailable: ce.event.SeatsAvailable + own, bookingType: bt, lines: after });
      if (problem) return setError(problem.message);
    }
    setError(null);
    try {
      await hold.mutateAsync(
        after.length === 0
          ? { Action: 'remove', TourEventID: ce.event.TourEventID, TourProducts: [] }
          : { Action: 'set', TourEventID: ce.event.TourEventID, TourProducts: [{ TourProductID: line.product.TourProductID, Quantity: quantity }] },
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Tickets" sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Remove
              </Box>
            </TableCell>
            <TableCell>Ticket</TableCell>
            <TableCell align="center">Quantity</TableCell>
            <TableCell align="right" sx={hideOnPhone}>
              Price
            </TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((ce) => {
            const own = ce.lines.filter((l) => l.product.AffectsCapacity).reduce((n, l) => n + l.quantity, 0);
            return [
              <TableRow key={`e${ce.event.TourEventID}`}>
                <TableCell colSpan={5} sx={{ bgcolor: 'action.hover' }}>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {ce.event.EventName}
                  </Typography>
                  <Typography variant="body2">
                    {eventDateText(ce.event)}, {eventTimeText(ce.event)}
                  </Typography>
                </TableCell>
              </TableRow>,
              ...ce.lines.map((l) => {
                const bounds = stepperBounds(l.product, {
                  inCart: true,
                  seatsAvailable: ce.event.SeatsAvailable + own,
                  otherCapacityQuantity: l.product.AffectsCapacity ? own - l.quantity : own,
                });
                return (
                  <TableRow key={`${ce.event.TourEventID}-${l.product.TourProductID}`}>
                    <TableCell padding="checkbox">
                      <IconButton aria-label={`Remove ${l.product.TourProductName}, ${ce.event.EventName}`} onClick={() => change(ce, l, 0)} disabled={hold.isPending}>
                        <DeleteOutline />
                      </IconButton>
                    </TableCell>
                    <TableCell>{l.product.TourProductName}</TableCell>
                    <TableCell align="center">
                      <QuantityStepper label={l.product.TourProductName} value={l.quantity} min={bounds.min} max={bounds.max} disabled={hold.isPending} onChange={(q) => change(ce, l, q)} />
                    </TableCell>
                    <TableCell align="right" sx={hideOnPhone}>
                      {money(l.unitPriceCents)}
                    </TableCell>
                    <TableCell align="right">{money(l.unitPriceCents * l.quantity)}</TableCell>
                  </TableRow>
                );
              }),
            ];
          })}
          {(
            [
              ['Subtotal', totals.exTaxCents],
              ['Tax', totals.taxCents],
              ['Total', totals.totalCents],
            ] as const
          ).map(([label, cents]) => (
            <TableRow key={label}>
              <TableCell colSpan={4} align="right" component="th" scope="row" sx={{ fontWeight: label === 'Total' ? 700 : 400 }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: label === 'Total' ? 700 : 400 }}>
                {money(cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </TableContainer>
    </>
  );
}
