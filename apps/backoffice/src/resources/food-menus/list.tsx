import { Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';
import type { AdminFoodMenu } from '@gt/contract/admin/food';
import { useEditRowClick } from '../../lib/row-click';

/** Menus in their order: display area and departments with their number of products. */
export function FoodMenuList() {
  const rowClick = useEditRowClick();
  return (
    <List sort={{ field: 'sortOrder', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <NumberField source="displayAreaNo" label="Display area" sortable={false} />
        <FunctionField
          label="Departments"
          sortable={false}
          render={(r: AdminFoodMenu) => r.departments.map((d) => `${d.name} (${d.productIds.length})`).join(', ')}
        />
        <NumberField source="sortOrder" label="Order" sortable={false} />
      </Datagrid>
    </List>
  );
}
