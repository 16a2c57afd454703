import {
  ArrayField,
  BooleanField,
  ChipField,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
} from 'react-admin';
import { MoneyField } from '../../lib/money';
import { useEditRowClick } from '../../lib/row-click';

/** Tour products in their order: prices per cost rate, taxes, booking types that sell them, capacity and visibility flags. */
export function TourProductList() {
  const rowClick = useEditRowClick();
  return (
    <List sort={{ field: 'sortOrder', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <ArrayField source="prices" sortable={false}>
          <Datagrid bulkActionButtons={false} rowClick={false} header={() => null} sx={{ '& td': { border: 0, py: 0 } }}>
            <ReferenceField source="costRateId" reference="cost-rates" link={false} />
            <MoneyField source="priceCents" />
          </Datagrid>
        </ArrayField>
        <ReferenceArrayField source="taxIds" reference="taxes" label="Taxes" sortable={false}>
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <FunctionField label="Booking types" sortable={false} render={(r: { bookingTypeIds: number[] }) => r.bookingTypeIds.length} />
        <BooleanField source="availableOnline" label="Online" sortable={false} />
        <BooleanField source="affectsCapacity" label="Uses seats" sortable={false} />
        <BooleanField source="showOnCalendar" label="On calendar" sortable={false} />
        <NumberField source="sortOrder" label="Order" sortable={false} />
      </Datagrid>
    </List>
  );
}
