/**
 * /revieworderproducts (spec 02 §2.12 item 6): the location and tab location, the m:ss countdown
 * before the cart is discarded with its configured message, each line with an edit icon (the
 * options dialog, 'Save'), name, chosen options, notes, 'x quantity', the line amount and a
 * remove icon ('You are about to remove the item from cart. are you sure?' Yes/No), then
 * Subtotal, Tax and Total (ShowOrderItemPriceAs), 'Add More Item' (back to the menu) and 'Finish
 * & Pay' (to /checkout). An empty order goes back to the menu.
 */
import { messages } from '@gt/domain/messages';
import { formatMoney } from '@gt/domain/money';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useFoodOrder, type PricedOrderLine } from '../../../lib/use-food-order';
import { useNotifyError } from '../../../stores/notifier';
import { formatCountdown, useDiscardTimer } from '../../../stores/discard-timer';
import { useFoodCart } from '../../../stores/food-cart';
import { useAddFood } from '../hooks/use-add-food';
import { OrderingFrom } from './ordering-from';
import { ProductOptionsDialog } from './product-options-dialog';

/** The countdown alone re-renders every second, not the page. */
function Countdown() {
  const { Messages } = usePublicConfig();
  const secondsLeft = useDiscardTimer((s) => s.secondsLeft);
  if (secondsLeft === null) return null;
  return (
    <Typography role="timer" aria-label="Time left to complete your order" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
      {Messages.OrderCountdown} {formatCountdown(secondsLeft)}
    </Typography>
  );
}

export function ReviewOrderPage() {
  const config = usePublicConfig();
  const order = useFoodOrder();
  const cartLines = useFoodCart((s) => s.lines);
  const addFood = useAddFood(order.location ? { name: order.location.OrderLocation, open: order.open } : null);
  const [editing, setEditing] = useState<PricedOrderLine | null>(null);
  const [removing, setRemoving] = useState<PricedOrderLine | null>(null);
  useNotifyError(order.error);
  const money = (cents: number) => formatMoney(cents, config.Currency);
  const menu = order.tab ? paths.orderMenu.to(order.tab.TabLocationID) : paths.orderLocations.to();
  if (cartLines.length === 0) return <Navigate to={menu} replace />;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography variant="h1" component="h1">
          Review your order
        </Typography>
        <Countdown />
      </Box>
      {order.location && order.tab && <OrderingFrom location={order.location} tab={order.tab} open={order.open} />}
      <Paper variant="outlined" component="ul" aria-label="Your order" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
        {order.lines.map((l) => (
          <Box component="li" key={l.line.UniqueID} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
            <IconButton aria-label={`Edit ${l.product.ProductName}`} onClick={() => setEditing(l)}>
              <EditOutlined />
            </IconButton>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{l.product.ProductName}</Typography>
              {l.options.length > 0 && <Typography variant="body2">{l.options.map((o) => o.choice.ProductName).join(', ')}</Typography>}
              {l.line.ProductNotes && <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>{l.line.ProductNotes}</Typography>}
              <Typography variant="body2">x {l.line.Quantity}</Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'nowrap', pt: 1 }}>{money(l.shown.lineCents)}</Typography>
            <IconButton aria-label={`Remove ${l.product.ProductName}`} onClick={() => setRemoving(l)}>
              <DeleteOutline />
            </IconButton>
          </Box>
        ))}
      </Paper>
      <Box component="dl" aria-label="Order totals" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, m: 0, mb: 3 }}>
        <dt>Subtotal</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{money(order.totals.subtotalCents)}</dd>
        <dt>{order.totals.taxIncluded ? 'Tax included' : 'Tax'}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{money(order.totals.taxCents)}</dd>
        <dt>
          <strong>Total</strong>
        </dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>
          <strong>{money(order.totals.totalCents)}</strong>
        </dd>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}>
        <Button variant="outlined" component={RouterLink} to={menu}>
          Add More Item
        </Button>
        <Button variant="contained" component={RouterLink} to={paths.checkout.to()} disabled={order.lines.length === 0}>
          Finish &amp; Pay
        </Button>
      </Box>
      {editing && <ProductOptionsDialog product={editing.product} editing={editing.line} onClose={() => setEditing(null)} onConfirm={(item) => addFood(item, editing.line.UniqueID)} />}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-title" aria-describedby="remove-text">
        <DialogTitle id="remove-title">Remove {removing?.product.ProductName}</DialogTitle>
        <DialogContent>
          <DialogContentText id="remove-text">{messages.removeOrderItemQuestion}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)} autoFocus>
            No
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (removing) useFoodCart.getState().remove(removing.line.UniqueID);
              setRemoving(null);
            }}
          >
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
