/**
 * The buttons under every menu page (spec 02 §2.12 items 3–4): 'Start Over' (a new order: the
 * food order is emptied and the visitor chooses a location again) and 'Checkout {amount}' (to the
 * review; 'Please select item first' when nothing is ordered). The amount is the total with tax
 * or the subtotal per ShowOrderItemPriceAs.
 */
import { messages } from '@gt/domain/messages';
import { formatMoney } from '@gt/domain/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useFoodOrder } from '../../../lib/use-food-order';
import { useFoodCart } from '../../../stores/food-cart';
import { notify } from '../../../stores/notifier';

export function OrderBar() {
  const config = usePublicConfig();
  const order = useFoodOrder();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      <Button
        variant="outlined"
        onClick={() => {
          useFoodCart.getState().reset();
          navigate(paths.orderLocations.to());
        }}
      >
        Start Over
      </Button>
      <Button
        variant="contained"
        onClick={() => (order.lines.length === 0 ? notify('error', messages.selectItemFirst) : navigate(paths.reviewOrder.to()))}
      >
        Checkout {formatMoney(order.totals.checkoutAmountCents, config.Currency)}
      </Button>
    </Box>
  );
}
