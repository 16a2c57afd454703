import { BooleanField, Datagrid, EmailField, List, SelectField, TextField } from 'react-admin';
import { VenueDateField } from '../../lib/venue-time';
import { ROLE_CHOICES } from './roles';

/** Operators (admin only): e-mail, name, role, disabled, last sign-in in the venue's time. */
export function UserList() {
  return (
    <List sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <EmailField source="email" sortable={false} />
        <TextField source="name" sortable={false} />
        <SelectField source="role" choices={ROLE_CHOICES} sortable={false} />
        <BooleanField source="disabled" sortable={false} />
        <VenueDateField source="lastSignInAt" label="Last sign-in" sortable={false} />
      </Datagrid>
    </List>
  );
}
