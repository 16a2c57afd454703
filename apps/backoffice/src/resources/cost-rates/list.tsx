import { BooleanField, Datagrid, List, TextField } from 'react-admin';
import { useEditRowClick } from '../../lib/row-click';

/** Cost rates (price levels): a verified rate applies to visitors whose identity provider names its group and subgroup. */
export function CostRateList() {
  const rowClick = useEditRowClick();
  return (
    <List sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <TextField source="name" sortable={false} />
        <TextField source="groupName" label="Group" sortable={false} />
        <TextField source="subGroupName" label="Subgroup" sortable={false} />
        <BooleanField source="isDefault" label="Default" sortable={false} />
        <BooleanField source="isMemberRate" label="Member rate" sortable={false} />
        <BooleanField source="verifyGroupMembership" label="Verified" sortable={false} />
      </Datagrid>
    </List>
  );
}
