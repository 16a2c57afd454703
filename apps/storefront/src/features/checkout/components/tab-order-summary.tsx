/**
 * The tab order part of the confirmation (spec 01 §2 "Confirmation screen: … order number and
 * location for tab orders"): the order number, the location and tab location, the kitchen's
 * state of the order when the receipt was read (docs/food-ordering.md#kitchen-screen), and the
 * lines with their options and notes.
 */
import type { KitchenState, TabSaleResult } from '@gt/contract/tab-sales';
import type { TransactionResult } from '@gt/contract/transactions';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** How the visitor reads the kitchen's state. */
const ORDER_STATUS: Record<KitchenState, string> = { new: 'Received', preparing: 'Preparing', ready: 'Ready for pickup' };

/** Whether a receipt is a tab sale's. */
export const isTabSale = (r: TransactionResult): r is TabSaleResult => 'OrderNumber' in r;

export function TabOrderSummary({ result }: { result: TabSaleResult }) {
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h2" component="h2" gutterBottom>
          Order number {result.OrderNumber}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {result.OrderLocation} · {result.TabLocationName}
        </Typography>
        {result.KitchenState && (
          <Typography role="status" sx={{ mb: 1, fontWeight: 'bold' }}>
            Order status: {ORDER_STATUS[result.KitchenState]}
          </Typography>
        )}
        <Typography component="ul" sx={{ m: 0, pl: 3 }}>
          {result.OrderProducts.map((p) => (
            <li key={p.ProductLineNo}>
              {p.Quantity} × {p.ProductName}
              {p.Options.length > 0 && ` (${p.Options.map((o) => o.ProductName).join(', ')})`}
              {p.ProductNotes && ` — ${p.ProductNotes}`}
            </li>
          ))}
        </Typography>
      </CardContent>
    </Card>
  );
}
