import { Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';
import { MoneyField } from '../../lib/money';
import { useEditRowClick } from '../../lib/row-click';

/** The donation and the transaction fee offered at checkout (DonationProductID, TransactionFeeProductID). */
export function CheckoutProductList() {
  const rowClick = useEditRowClick();
  return (
    <List exporter={false} pagination={false}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <FunctionField
          label="Product"
          render={(r: { productType: string }) => (r.productType === 'donation' ? 'Donation' : 'Transaction fee')}
        />
        <TextField source="name" sortable={false} />
        <MoneyField source="priceCents" label="Smallest donation / flat fee" />
        <MoneyField source="maxPriceCents" label="Largest donation" />
        <NumberField source="percentage" label="Fee %" sortable={false} />
      </Datagrid>
    </List>
  );
}
