/**
 * The order products of the checkout (spec 01 §2 "Cart tables: Order products: name, selected
 * options, quantity, price, subtotal"), amounts under ShowOrderItemPriceAs, then subtotal, tax
 * and total. Quantities are changed on the order review (/revieworderproducts).
 */
import { formatMoney } from '@gt/domain/money';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FoodOrder } from '../../../lib/use-food-order';

export function OrderProductsTable({ order, currency }: { order: FoodOrder; currency: string }) {
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <>
      {order.location && order.tab && (
        <Typography sx={{ mb: 1 }}>
          {order.location.OrderLocation} · {order.tab.TabLocationName}
        </Typography>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Order products" sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="center">Quantity</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Subtotal</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((l) => (
              <TableRow key={l.line.UniqueID}>
                <TableCell>
                  {l.product.ProductName}
                  {l.options.length > 0 && <Typography variant="body2">{l.options.map((o) => o.choice.ProductName).join(', ')}</Typography>}
                  {l.line.ProductNotes && <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>{l.line.ProductNotes}</Typography>}
                </TableCell>
                <TableCell align="center">{l.line.Quantity}</TableCell>
                <TableCell align="right">{money(l.shown.unitCents)}</TableCell>
                <TableCell align="right">{money(l.shown.lineCents)}</TableCell>
              </TableRow>
            ))}
            {(
              [
                ['Subtotal', order.totals.subtotalCents],
                [order.totals.taxIncluded ? 'Tax included' : 'Tax', order.totals.taxCents],
                ['Total', order.totals.totalCents],
              ] as const
            ).map(([label, cents]) => (
              <TableRow key={label}>
                <TableCell colSpan={3} align="right" component="th" scope="row" sx={{ fontWeight: label === 'Total' ? 700 : 400 }}>
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
