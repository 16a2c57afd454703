import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateField, List, NumberField, ReferenceField, SimpleList, TextField } from 'react-admin';
import { MoneyField, useMoney } from '../../lib/money';
import { useEditRowClick } from '../../lib/row-click';

interface GaRow {
  id: number;
  name: string;
  priceCents: number;
  originalPriceCents: number | null;
  department: string | null;
}

/**
 * GA tickets by display area, department order and order: price, original price ("You Save"),
 * sell window, validity. On a phone, one line per ticket (name, department, price).
 */
export function GaProductList() {
  const rowClick = useEditRowClick();
  const money = useMoney();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List exporter={false}>
      {small ? (
        <SimpleList<GaRow>
          primaryText={(r) => r.name}
          secondaryText={(r) => r.department ?? ''}
          tertiaryText={(r) => (r.originalPriceCents === null ? money(r.priceCents) : `${money(r.priceCents)} (was ${money(r.originalPriceCents)})`)}
          linkType={rowClick}
        />
      ) : (
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
      )}
    </List>
  );
}
