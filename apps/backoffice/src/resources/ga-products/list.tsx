import { Datagrid, DateField, List, NumberField, ReferenceField, TextField } from 'react-admin';
import { MoneyField } from '../../lib/money';
import { useEditRowClick } from '../../lib/row-click';

/** GA tickets by display area, department order and order: price, original price ("You Save"), sell window, validity. */
export function GaProductList() {
  const rowClick = useEditRowClick();
  return (
    <List exporter={false}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <MoneyField source="priceCents" label="Price" />
        <MoneyField source="originalPriceCents" label="Original price" />
        <ReferenceField source="displayAreaId" reference="display-areas" label="Display area" link={false} sortable={false} />
        <TextField source="department" sortable={false} />
        <DateField source="sellFrom" label="On sale from" sortable={false} options={{ timeZone: 'UTC' }} />
        <DateField source="sellTill" label="Until" sortable={false} options={{ timeZone: 'UTC' }} />
        <DateField source="validUntil" label="Valid until" sortable={false} options={{ timeZone: 'UTC' }} />
        <NumberField source="maxQuantity" label="Max" sortable={false} />
      </Datagrid>
    </List>
  );
}
