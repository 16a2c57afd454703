/**
 * The cart's general-admission tickets at checkout (spec 01 §2 "Cart tables: General-admission
 * tickets: same layout" as the tickets): remove, name (with 'Valid until' and the coupon's
 * discount), a stepper from the ticket's minimum (at least 1) to its maximum, unit price and
 * line total as shown (ShowPricesAs; the line after its discount), then subtotal, tax and total.
 * The unit price column is hidden below 600 px (./unit-column.ts).
 */
import { validUntilText } from '@gt/domain/ga-tickets';
import { formatMoney } from '@gt/domain/money';
import { NON_CAPACITY_MAX } from '@gt/domain/quantity';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { QuantityStepper } from '../../../components/quantity-stepper';
import type { ShownTotals } from '@gt/domain/price-display';
import type { PricedGaLine } from '../../../lib/sale-pricing';
import { useSaleCart } from '../../../stores/sale-cart';
import { TotalsRows } from './totals-rows';
import { TICKET_COLUMNS, unitColumn } from './unit-column';

/** `lines`: the GA lines as priced with the whole order (pricedGaLines); `totals`: theirs. */
export function GaTicketRows({ lines, totals, currency, showValidity }: { lines: readonly PricedGaLine[]; totals: ShownTotals; currency: string; showValidity: boolean }) {
  const setQuantity = useSaleCart((s) => s.setGaQuantity);
  if (lines.length === 0) return null;
  const columns = TICKET_COLUMNS;
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <TableContainer sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small" aria-label="General admission tickets" sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Remove
              </Box>
            </TableCell>
            <TableCell>General admission</TableCell>
            <TableCell align="center">Quantity</TableCell>
            <TableCell align="right" sx={unitColumn}>Price</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map(({ ticket: t, quantity, unitCents, lineCents, discount, discountShownCents }) => (
            <TableRow key={t.ProductID}>
              <TableCell padding="checkbox">
                <IconButton aria-label={`Remove ${t.ProductName}`} onClick={() => setQuantity(t.ProductID, 0)}>
                  <DeleteOutline />
                </IconButton>
              </TableCell>
              <TableCell>
                {t.ProductName}
                {showValidity && t.GATicketExpiryDate && <Typography variant="body2">{validUntilText(t.GATicketExpiryDate)}</Typography>}
                {discount && (
                  <Typography variant="body2" sx={{ color: 'success.dark' }}>
                    Coupon {discount.code}: −{money(discountShownCents)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="center">
                <QuantityStepper label={t.ProductName} value={quantity} min={Math.max(1, t.MinQuantity)} max={t.MaxQuantity > 0 ? t.MaxQuantity : NON_CAPACITY_MAX} onChange={(q) => setQuantity(t.ProductID, q)} />
              </TableCell>
              <TableCell align="right" sx={unitColumn}>{money(unitCents)}</TableCell>
              <TableCell align="right">{money(lineCents)}</TableCell>
            </TableRow>
          ))}
          <TotalsRows totals={totals} columns={columns} currency={currency} />
        </TableBody>
      </Table>
    </TableContainer>
  );
}
