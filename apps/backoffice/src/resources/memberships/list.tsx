import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import type { AdminMembership } from '@gt/contract/admin/memberships';

export const MEMBERSHIP_STATUSES = [
  { id: 'Current', name: 'Current' },
  { id: 'Expired', name: 'Expired' },
  { id: 'Cancelled', name: 'Cancelled' },
];

const filters = [
  <TextInput key="q" source="q" label="Name, e-mail or member number" alwaysOn resettable sx={{ minWidth: { sm: 300 } }} />,
  <SelectInput key="status" source="status" label="Status" choices={MEMBERSHIP_STATUSES} alwaysOn emptyText="Any" />,
];

/**
 * Memberships sold, found by any person's name, e-mail or member number; latest expiry first; a
 * row opens the membership. "Add membership" issues one by hand (create.tsx).
 */
export function MembershipList() {
  // A phone gets one line per membership (react-admin's SimpleList), not a table wider than the screen.
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      exporter={false}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label="Add membership" />
        </TopToolbar>
      }
    >
      {phone ? (
        <SimpleList<AdminMembership>
          primaryText={(m) => `${m.primaryName} · ${m.packageName}`}
          secondaryText={(m) => `${m.status}, expires ${m.expiryDate}`}
          tertiaryText={(m) => m.memberNos.join(', ')}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TextField source="id" label="Membership" sortable={false} />
          <TextField source="primaryName" label="Primary member" sortable={false} />
          <TextField source="primaryEmail" label="E-mail" sortable={false} />
          <FunctionField<AdminMembership> label="Member numbers" render={(m) => m.memberNos.join(', ')} />
          <TextField source="packageName" label="Package" sortable={false} />
          <TextField source="expiryDate" label="Expires" sortable={false} />
          <NumberField source="renewals" sortable={false} />
          <TextField source="status" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
