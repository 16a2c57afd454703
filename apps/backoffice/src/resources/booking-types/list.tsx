import {
  BooleanField,
  ChipField,
  Datagrid,
  List,
  NumberField,
  ReferenceArrayField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SingleFieldList,
  TextField,
} from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="area" source="displayAreaId" reference="display-areas">
    <SelectInput optionText="areaName" label="Display area" />
  </ReferenceInput>,
];

/** Booking types with their ticket limits and display areas; admins open one to edit it. */
export function BookingTypeList({ canEdit }: { canEdit: boolean }) {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <NumberField source="id" label="Id" sortable={false} />
        <TextField source="name" label="Name" sortable={false} />
        <NumberField source="minimumTickets" label="Min tickets" sortable={false} />
        <NumberField source="maximumTickets" label="Max tickets" sortable={false} />
        <BooleanField source="waiverRequired" label="Waiver" sortable={false} />
        <ReferenceArrayField source="displayAreaIds" reference="display-areas" label="Display areas" sortable={false}>
          <SingleFieldList linkType={false}>
            <ChipField source="areaName" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      </Datagrid>
    </List>
  );
}
