/**
 * Tickets table of the checkout (spec 01 §2 "Cart tables"): per event, its lines with remove,
 * name, a stepper between min and max (spec 01 §5), unit price and line total as shown under
 * ShowPricesAs (domain price-display); then subtotal, tax and total. Every change goes through
 * the seat hold; a change that breaks the booking type's minimum shows "Minimum tickets for event
 * is N, please add more tickets." (the checkout's text, spec 01 §5). A line a coupon discounts shows its discount below it and
 * its quantity cannot change until the coupon is removed ("Please remove coupon code to make
 * futher changes."; a unique coupon's line has its stepper disabled, spec 01 §2, §5). The unit
 * price column is hidden below 600 px (./unit-column.ts); the rows span every column, so the
 * totals stay in the line totals' column.
 */
import type { BookingType } from '@gt/contract/catalogue';
import { checkEventHold } from '@gt/domain/hold-rules';
import { messages } from '@gt/domain/messages';
import { formatMoney } from '@gt/domain/money';
import type { ShownTotals } from '@gt/domain/price-display';
import { stepperBounds } from '@gt/domain/quantity';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
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
import { useTourHold } from '../../../api/tour-holds';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { eventDateText, eventTimeText } from '../../../lib/tour-event';
import { notify } from '../../../stores/notifier';
import type { CheckoutEvent, CheckoutLine } from '../hooks/use-cart-lines';
import type { LineDiscountShown } from '../hooks/use-order-pricing';
import { lineKey } from '../order-input';
import { TotalsRows } from './totals-rows';
import { TICKET_COLUMNS, unitColumn } from './unit-column';

interface Props {
  events: CheckoutEvent[];
  bookingTypes: ReadonlyMap<number, BookingType>;
  currency: string;
  totals: ShownTotals;
  /** Coupon discounts by line key (order-input `lineKey`); none when absent. */
  discounts?: ReadonlyMap<string, LineDiscountShown>;
}

export function TicketsTable({ events, bookingTypes, currency, totals, discounts = new Map() }: Props) {
  const hold = useTourHold();
  const columns = TICKET_COLUMNS;
  const money = (cents: number) => formatMoney(cents, currency);

  /** Sets a line's quantity (0 removes it; the event goes with its last line). */
  async function change(ce: CheckoutEvent, line: CheckoutLine, quantity: number) {
    if (discounts.has(lineKey(ce.event.TourEventID, line.product.TourProductID))) return notify('error', messages.removeCouponToChange);
    const after = ce.lines
      .map((l) => ({ product: l.product, quantity: l === line ? quantity : l.quantity }))
      .filter((l) => l.quantity > 0);
    const bt = bookingTypes.get(ce.event.BookingTypeID);
    if (after.length > 0 && bt) {
      const own = ce.lines.filter((l) => l.product.AffectsCapacity).reduce((n, l) => n + l.quantity, 0);
      const problem = checkEventHold({ stage: 'checkout', bookNowOption: 'Book Now', seatsAvailable: ce.event.SeatsAvailable + own, bookingType: bt, lines: after });
      if (problem) return notify('error', problem.message);
    }
    try {
      await hold.mutateAsync(
        after.length === 0
          ? { Action: 'remove', TourEventID: ce.event.TourEventID, TourProducts: [] }
          : { Action: 'set', TourEventID: ce.event.TourEventID, TourProducts: [{ TourProductID: line.product.TourProductID, Quantity: quantity }] },
      );
    } catch (e) {
      notify('error', e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <>
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
            <TableCell align="right" sx={unitColumn}>Price</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((ce) => {
            const own = ce.lines.filter((l) => l.product.AffectsCapacity).reduce((n, l) => n + l.quantity, 0);
            return [
              <TableRow key={`e${ce.event.TourEventID}`}>
                <TableCell colSpan={columns} sx={{ bgcolor: 'action.hover' }}>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {ce.event.EventName}
                  </Typography>
                  <Typography variant="body2">
                    {eventDateText(ce.event)}, {eventTimeText(ce.event)}
                  </Typography>
                </TableCell>
              </TableRow>,
              ...ce.lines.flatMap((l) => {
                const bounds = stepperBounds(l.product, {
                  inCart: true,
                  seatsAvailable: ce.event.SeatsAvailable + own,
                  otherCapacityQuantity: l.product.AffectsCapacity ? own - l.quantity : own,
                });
                const key = lineKey(ce.event.TourEventID, l.product.TourProductID);
                const discount = discounts.get(key);
                const rows = [
                  <TableRow key={key}>
                    <TableCell padding="checkbox">
                      <IconButton aria-label={`Remove ${l.product.TourProductName}, ${ce.event.EventName}`} onClick={() => change(ce, l, 0)} disabled={hold.isPending}>
                        <DeleteOutline />
                      </IconButton>
                    </TableCell>
                    <TableCell>{l.product.TourProductName}</TableCell>
                    <TableCell align="center">
                      <QuantityStepper
                        label={l.product.TourProductName}
                        value={l.quantity}
                        min={bounds.min}
                        max={bounds.max}
                        disabled={hold.isPending || discount?.unique}
                        onChange={(q) => change(ce, l, q)}
                      />
                    </TableCell>
                    <TableCell align="right" sx={unitColumn}>{money(l.shown.unitCents)}</TableCell>
                    <TableCell align="right">{money(l.shown.lineCents)}</TableCell>
                  </TableRow>,
                ];
                if (discount)
                  rows.push(
                    <TableRow key={`${key}-coupon`}>
                      <TableCell />
                      <TableCell colSpan={columns - 2}>
                        <Typography variant="body2" component="span" sx={{ color: 'success.dark' }}>
                          Coupon {discount.code} on {l.product.TourProductName}
                        </Typography>
                        {discount.unique && (
                          <Typography variant="caption" component="p" color="text.secondary">
                            {messages.removeCouponToChange}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right" sx={{ color: 'success.dark' }}>
                        −{money(discount.shownCents)}
                      </TableCell>
                    </TableRow>,
                  );
                return rows;
              }),
            ];
          })}
          <TotalsRows totals={totals} columns={columns} currency={currency} />
        </TableBody>
      </Table>
      </TableContainer>
    </>
  );
}
