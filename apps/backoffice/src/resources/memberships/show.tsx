import { ArrayField, BooleanField, Datagrid, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { AdminMembership } from '@gt/contract/admin/memberships';
import { MembershipActions } from './actions';

function Title() {
  const record = useRecordContext<AdminMembership>();
  return <span>{record ? `Membership ${record.id}: ${record.primaryName}` : 'Membership'}</span>;
}

/**
 * A membership at the desk: its package, period (venue dates), renewals and state, every person
 * with their member number, type and own expiry; and the extend and cancel actions.
 */
export function MembershipShow() {
  return (
    <Show
      title={<Title />}
      actions={
        <TopToolbar>
          <MembershipActions />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="packageName" label="Package" />
        <TextField source="status" />
        <TextField source="startDate" label="Start date" />
        <TextField source="expiryDate" label="Expiry date" />
        <NumberField source="renewals" />
        <TextField source="receiptNo" label="Receipt" />
        <ArrayField source="members" label="Persons">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="memberNo" label="Member number" sortable={false} />
            <TextField source="firstName" label="First name" sortable={false} />
            <TextField source="lastName" label="Last name" sortable={false} />
            <TextField source="email" label="E-mail" sortable={false} />
            <TextField source="typeName" label="Type" sortable={false} />
            <BooleanField source="isPrimary" label="Primary" sortable={false} />
            <TextField source="expiryDate" label="Expires" sortable={false} />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
