/**
 * The gift cards bought in the cart (spec 01 §2 "Cart tables: Gift cards: remove, name, fixed
 * quantity (1 to 999) or custom amount, total"). Untaxed: the total is the amounts × quantities.
 * Their numbers do not exist yet: they are issued when the payment succeeds.
 */
import { GIFT_CARD_QUANTITY } from '@gt/domain/gift-card-sale';
import { formatMoney } from '@gt/domain/money';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@mui/utils';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useSaleCart } from '../../../stores/sale-cart';
import type { CheckoutGiftCard } from '../hooks/use-sale-lines';

export function GiftCardRows({ cards, totalCents, currency }: { cards: CheckoutGiftCard[]; totalCents: number; currency: string }) {
  const setQuantity = useSaleCart((s) => s.setGiftCardQuantity);
  if (cards.length === 0) return null;
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <TableContainer sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small" aria-label="Gift cards" sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Remove
              </Box>
            </TableCell>
            <TableCell>Gift card</TableCell>
            <TableCell align="center">Quantity or amount</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cards.map(({ line, product }) => (
            <TableRow key={line.ProductID}>
              <TableCell padding="checkbox">
                <IconButton aria-label={`Remove ${product.ProductName}`} onClick={() => setQuantity(line.ProductID, 0)}>
                  <DeleteOutline />
                </IconButton>
              </TableCell>
              <TableCell>{product.ProductName}</TableCell>
              <TableCell align="center">
                {line.Custom ? (
                  money(line.AmountCents)
                ) : (
                  <QuantityStepper label={product.ProductName} value={line.Quantity} min={Math.max(1, GIFT_CARD_QUANTITY.min)} max={GIFT_CARD_QUANTITY.max} onChange={(q) => setQuantity(line.ProductID, q)} />
                )}
              </TableCell>
              <TableCell align="right">{money(line.AmountCents * line.Quantity)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3} align="right" component="th" scope="row" sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {money(totalCents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
