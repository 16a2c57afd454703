import { BooleanField, Datagrid, FunctionField, List, TextField, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Button, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import type { AdminFoodProduct, SoldOutBody } from '@gt/contract/admin/food';
import { apiFetch } from '../../api/client';
import { MoneyField } from '../../lib/money';
import { useEditRowClick } from '../../lib/row-click';

/**
 * "Sold out today" / "Back on sale" (admin and kitchen): POST /food-products/:id/sold-out. Sold out
 * for the venue's current date: the storefront's menus leave the product out until the next day.
 */
function SoldOutButton() {
  const record = useRecordContext<AdminFoodProduct>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const soldOut = !record.soldOutToday;
  return (
    // MUI's button: react-admin's shows only an icon on a phone, and this one has a label only.
    <Button
      size="small"
      variant="outlined"
      aria-label={`${soldOut ? 'Sold out today' : 'Back on sale'}: ${record.name}`}
      disabled={busy}
      onClick={async (e) => {
        e.stopPropagation();
        setBusy(true);
        try {
          await apiFetch(`/food-products/${record.id}/sold-out`, { method: 'POST', body: { soldOut } satisfies SoldOutBody });
          notify(soldOut ? `${record.name} is sold out for today.` : `${record.name} is back on sale.`, { type: 'info' });
          refresh();
        } catch (err) {
          notify(err instanceof Error ? err.message : String(err), { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {soldOut ? 'Sold out today' : 'Back on sale'}
    </Button>
  );
}

/**
 * Food products (menu products and option choices): price, notes, online, sold out today, and the
 * sold-out switch. On a phone (a cook's), only the name, today's state, price and the switch.
 */
export function FoodProductList({ canMarkSoldOut }: { canMarkSoldOut: boolean }) {
  const rowClick = useEditRowClick();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List sort={{ field: 'id', order: 'ASC' }} exporter={false} perPage={50}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        {!phone && <TextField source="id" sortable={false} />}
        <TextField source="name" sortable={false} />
        <MoneyField source="priceCents" label="Price" />
        {!phone && (
          <FunctionField label="Option groups" sortable={false} render={(r: AdminFoodProduct) => r.optionGroups.map((g) => `${g.name}${g.isRequired ? ' (required)' : ''}`).join(', ')} />
        )}
        {!phone && <BooleanField source="getProductNotes" label="Notes" sortable={false} />}
        {!phone && <BooleanField source="availableOnline" label="Online" sortable={false} />}
        <FunctionField label="Today" sortable={false} render={(r: AdminFoodProduct) => (r.soldOutToday ? 'Sold out' : 'On sale')} />
        {canMarkSoldOut && <SoldOutButton />}
      </Datagrid>
    </List>
  );
}
