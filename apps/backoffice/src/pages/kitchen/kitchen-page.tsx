/**
 * The kitchen screen (roles kitchen and admin; docs/food-ordering.md#kitchen-screen): today's
 * paid tab orders as cards, newest last, live; each with its order number, tab location,
 * customer, time, lines with options and notes, its state, and the buttons Preparing and Ready
 * (an order only moves forward). Cards wrap to one column on a phone, several on a tablet.
 */
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import type { KitchenStateBody } from '@gt/contract/admin/kitchen';
import type { KitchenOrder, KitchenState } from '@gt/contract/tab-sales';
import { apiFetch } from '../../api/client';
import { formatWallTime } from '../../lib/venue-date';
import { useKitchenOrders } from './use-kitchen-orders';

const STATE_LABEL: Record<KitchenState, { label: string; color: 'default' | 'warning' | 'success' }> = {
  new: { label: 'New', color: 'default' },
  preparing: { label: 'Preparing', color: 'warning' },
  ready: { label: 'Ready', color: 'success' },
};

export function KitchenPage() {
  const { orders, error, update } = useKitchenOrders();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Kitchen" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Today's orders
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {!orders && !error && <Loading />}
      {orders?.length === 0 && <Typography>No orders yet today.</Typography>}
      <Grid container spacing={2}>
        {orders?.map((o) => (
          <Grid key={o.TabID} size={{ xs: 12, sm: 6, lg: 4 }}>
            <OrderCard order={o} onMoved={update} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

function OrderCard({ order, onMoved }: { order: KitchenOrder; onMoved(o: KitchenOrder): void }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const state = STATE_LABEL[order.KitchenState];
  const title = `Order ${order.OrderNumber}`;
  const move = async (to: KitchenStateBody['state']) => {
    setBusy(true);
    try {
      onMoved(await apiFetch<KitchenOrder>(`/kitchen/orders/${order.TabID}/state`, { method: 'POST', body: { state: to } satisfies KitchenStateBody }));
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card role="region" aria-label={title} sx={{ height: '100%', display: 'flex', flexDirection: 'column', opacity: order.KitchenState === 'ready' ? 0.7 : 1 }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Chip label={state.label} color={state.color} size="small" />
          <Typography variant="body2" sx={{ ml: 'auto' }}>
            {formatWallTime(order.PlacedAt)}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {order.OrderLocation} · {order.TabLocationName} · {order.TabCustomerFirstName} {order.TabCustomerLastName}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {order.OrderProducts.map((p) => (
            <li key={p.ProductLineNo}>
              <Typography component="span" sx={{ fontWeight: 'bold' }}>
                {p.Quantity} × {p.ProductName}
              </Typography>
              {p.Options.length > 0 && <Typography variant="body2">{p.Options.map((x) => x.ProductName).join(', ')}</Typography>}
              {p.ProductNotes && (
                <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                  Note: {p.ProductNotes}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      </CardContent>
      <CardActions>
        {/* MUI's buttons: react-admin's drop their label on a phone. Large, for a tablet by the pass. */}
        <Button variant="outlined" size="large" disabled={busy || order.KitchenState !== 'new'} onClick={() => void move('preparing')}>
          Preparing
        </Button>
        <Button variant="contained" size="large" disabled={busy || order.KitchenState === 'ready'} onClick={() => void move('ready')}>
          Ready
        </Button>
      </CardActions>
    </Card>
  );
}
