import { Datagrid, List, NumberField, ReferenceField, ReferenceInput, SelectInput, SimpleList, TextField } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import type { AdminGiftCardProduct } from '@gt/contract/admin/gift-cards';
import { MoneyField, useMoney } from '../../lib/money';
import { useEditRowClick } from '../../lib/row-click';

const filters = [
  <ReferenceInput key="area" source="displayAreaId" reference="display-areas" filter={{ areaType: 'giftcard' }} alwaysOn>
    <SelectInput label="Gift card area" optionText="areaName" />
  </ReferenceInput>,
];

/** Gift card products by gift card area and order: price, largest amount (custom amount) and sell window. */
export function GiftCardProductList() {
  const rowClick = useEditRowClick();
  const money = useMoney();
  // A phone gets one line per product (react-admin's SimpleList), not a table wider than the screen.
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      {phone ? (
        <SimpleList<AdminGiftCardProduct>
          primaryText={(p) => p.name}
          secondaryText={(p) => (p.maxPriceCents === null ? money(p.priceCents) : `${money(p.priceCents)} to ${money(p.maxPriceCents)}`)}
          tertiaryText={(p) => (p.sellFrom || p.sellTill ? `${p.sellFrom ?? '…'} – ${p.sellTill ?? '…'}` : '')}
          linkType={rowClick === false ? false : 'edit'}
        />
      ) : (
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
      )}
    </List>
  );
}
