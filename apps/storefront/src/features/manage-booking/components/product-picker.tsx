/**
 * The products a change adds (spec 02 §2.5 "a picker for the new booking tickets", §2.6
 * "Tickets Available" and add-ons): capacity products with a stepper whose maximum is the seats
 * available and the booking type's maximum less the other capacity quantities chosen and those
 * already on the booking, disabled with 'No available tickets' when no seat is left; add-ons
 * (no seat) from 0 to 999. Prices at the booking's cost rate, including tax. On a change of date,
 * a non-refundable product the booking has cannot go below its booked quantity (`keep`; spec 02
 * §2.6, §4.4: carried to the new date, never refunded) and shows a red 'Not Refundable'.
 */
import type { TourEvent } from '@gt/contract/catalogue';
import { messages } from '@gt/domain/messages';
import { formatMoney } from '@gt/domain/money';
import { NON_CAPACITY_MAX } from '@gt/domain/quantity';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { addableProducts, addedCents } from '../change-pricing';

export interface PickerContext {
  event: TourEvent;
  costRateId: number;
  defaultCostRateId: number;
  /** Capacity tickets the booking keeps (beside those chosen here). */
  keptCapacity: number;
  /** The booking type's maximum tickets (0: none). */
  maximumTickets: number;
  currency: string;
}

export function ProductPicker({
  ctx,
  quantities,
  onChange,
  ticketsTitle,
  keep = {},
}: {
  ctx: PickerContext;
  quantities: Record<number, number>;
  onChange(q: Record<number, number>): void;
  ticketsTitle: string;
  /** Least quantity per tour product (the booking's non-refundable units); 0 when absent. */
  keep?: Record<number, number>;
}) {
  const products = addableProducts(ctx.event.TourProducts, ctx.costRateId, ctx.defaultCostRateId);
  const seatsOpen = ctx.event.SeatsAvailable > 0 && ctx.event.BookNowOption === 'Book Now';
  const chosenCapacity = products.filter((p) => p.AffectsCapacity).reduce((t, p) => t + (quantities[p.TourProductID] ?? 0), 0);
  const maxFor = (id: number, affectsCapacity: boolean, productMax: number) => {
    if (!affectsCapacity) return productMax > 0 ? Math.min(productMax, NON_CAPACITY_MAX) : NON_CAPACITY_MAX;
    const others = chosenCapacity - (quantities[id] ?? 0);
    const bySeats = ctx.event.SeatsAvailable - others;
    const byType = ctx.maximumTickets > 0 ? ctx.maximumTickets - others - ctx.keptCapacity : Number.MAX_SAFE_INTEGER;
    return Math.max(0, Math.min(bySeats, byType, productMax > 0 ? productMax : Number.MAX_SAFE_INTEGER));
  };
  const table = (title: string, capacity: boolean) => {
    const list = products.filter((p) => p.AffectsCapacity === capacity);
    if (list.length === 0) return null;
    const id = `picker-${title.replace(/\W+/g, '-').toLowerCase()}`;
    return (
      <Box sx={{ mb: 2 }}>
        <Typography id={id} variant="h3" component="h3" gutterBottom>
          {title}
        </Typography>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Quantity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((p) => {
              const closed = capacity && !seatsOpen;
              return (
                <TableRow key={p.TourProductID}>
                  <TableCell>
                    {p.TourProductName}
                    {(keep[p.TourProductID] ?? 0) > 0 && (
                      <Typography component="span" color="error" sx={{ ml: 1, fontWeight: 600 }}>
                        {messages.notRefundable}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {formatMoney(addedCents(p, 1, ctx.costRateId, ctx.defaultCostRateId) ?? 0, ctx.currency)}
                  </TableCell>
                  <TableCell align="right">
                    {closed ? (
                      <Typography color="text.secondary">{messages.noAvailableTickets}</Typography>
                    ) : (
                      <QuantityStepper
                        label={p.TourProductName}
                        value={quantities[p.TourProductID] ?? 0}
                        min={Math.min(keep[p.TourProductID] ?? 0, quantities[p.TourProductID] ?? 0)}
                        max={maxFor(p.TourProductID, p.AffectsCapacity, p.MaximumTickets)}
                        onChange={(v) => onChange({ ...quantities, [p.TourProductID]: v })}
                      />
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    );
  };
  return (
    <>
      {table(ticketsTitle, true)}
      {table('Add Ons', false)}
    </>
  );
}
