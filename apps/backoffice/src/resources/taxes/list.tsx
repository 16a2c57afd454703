import { BooleanField, Datagrid, List, NumberField, TextField } from 'react-admin';
import { useEditRowClick } from '../../lib/row-click';

/** Taxes: a percentage included in the price or added to it. */
export function TaxList() {
  const rowClick = useEditRowClick();
  return (
    <List sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <TextField source="name" sortable={false} />
        <NumberField source="percentage" label="Percentage (%)" sortable={false} />
        <BooleanField source="included" label="Included in price" sortable={false} />
      </Datagrid>
    </List>
  );
}
