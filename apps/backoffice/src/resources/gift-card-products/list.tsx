import { Datagrid, List, NumberField, ReferenceField, ReferenceInput, SelectInput, TextField } from 'react-admin';
import { MoneyField } from '../../lib/money';
import { useEditRowClick } from '../../lib/row-click';

const filters = [
  <ReferenceInput key="area" source="displayAreaId" reference="display-areas" filter={{ areaType: 'giftcard' }} alwaysOn>
    <SelectInput label="Gift card area" optionText="areaName" />
  </ReferenceInput>,
];

/** Gift card products by gift card area and order: price, largest amount (custom amount) and sell window. */
export function GiftCardProductList() {
  const rowClick = useEditRowClick();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <ReferenceField source="displayAreaId" reference="display-areas" label="Area" sortable={false} link={false}>
          <TextField source="areaName" />
        </ReferenceField>
        <MoneyField source="priceCents" label="Price" />
        <MoneyField source="maxPriceCents" label="Largest amount" />
        <TextField source="sellFrom" label="Sell from" sortable={false} emptyText="—" />
        <TextField source="sellTill" label="Sell until" sortable={false} emptyText="—" />
        <NumberField source="sortOrder" label="Order" sortable={false} />
      </Datagrid>
    </List>
  );
}
