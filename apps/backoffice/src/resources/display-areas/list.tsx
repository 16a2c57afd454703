import {
  BooleanField,
  ChipField,
  Datagrid,
  List,
  NumberField,
  ReferenceArrayField,
  SearchInput,
  SelectField,
  SelectInput,
  SingleFieldList,
  TextField,
} from 'react-admin';
import { AREA_TYPE_CHOICES } from './form';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="areaType" source="areaType" label="Sells" choices={AREA_TYPE_CHOICES} />,
];

/** Display areas in storefront order, with the booking types each shows; admins open one to edit it. */
export function DisplayAreaList({ canEdit }: { canEdit: boolean }) {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'sortOrder', order: 'ASC' }}>
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="areaName" label="Name" sortable={false} />
        <SelectField source="areaType" label="Sells" choices={AREA_TYPE_CHOICES} sortable={false} />
        <BooleanField source="showOnline" label="Online" sortable={false} />
        <NumberField source="sortOrder" label="Order" sortable={false} />
        <ReferenceArrayField source="bookingTypeIds" reference="booking-types" label="Booking types" sortable={false}>
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      </Datagrid>
    </List>
  );
}
