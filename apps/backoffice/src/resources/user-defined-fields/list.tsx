import { BooleanField, Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';
import type { AdminUdf } from '@gt/contract/admin/catalogue-products';
import { useEditRowClick } from '../../lib/row-click';

/** User-defined fields asked at checkout, by category and order. */
export function UdfList() {
  const rowClick = useEditRowClick();
  return (
    <List exporter={false}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <TextField source="categoryName" label="Category" sortable={false} />
        <TextField source="name" sortable={false} />
        <TextField source="udfType" label="Type" sortable={false} />
        <BooleanField source="isRequired" label="Required" sortable={false} />
        <FunctionField<AdminUdf> label="Options" sortable={false} render={(r) => r.picklist.map((o) => o.option).join(', ')} />
        <FunctionField<AdminUdf> label="Booking types" sortable={false} render={(r) => r.bookingTypeIds.length} />
        <NumberField source="sortOrder" label="Order" sortable={false} />
      </Datagrid>
    </List>
  );
}
