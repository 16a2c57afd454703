import BlockIcon from '@mui/icons-material/Block';
import { Datagrid, List, SelectField, TextField } from 'react-admin';
import { VenueDateField } from '../../lib/venue-time';
import { ROLE_CHOICES } from '../users/roles';
import { PostActionButton } from '../webhooks/post-action';

const STATUS_CHOICES = [
  { id: 'active', name: 'Active' },
  { id: 'expired', name: 'Expired' },
  { id: 'revoked', name: 'Revoked' },
];

/**
 * API tokens (docs/operator-guide.md#integrations): name, role, the token's first characters,
 * status, expiry and last use; Revoke on an active one (refused from then on).
 */
export function ApiTokenList() {
  return (
    <List sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <SelectField source="role" choices={ROLE_CHOICES} sortable={false} />
        <TextField source="prefix" label="Starts with" sortable={false} />
        <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
        <VenueDateField source="expiresAt" label="Expires" emptyText="Never" sortable={false} />
        <VenueDateField source="lastUsedAt" label="Last used" emptyText="Never" sortable={false} />
        <TextField source="createdBy" label="Created by" sortable={false} />
        <PostActionButton
          resource="api-tokens"
          action="revoke"
          label="Revoke"
          icon={<BlockIcon />}
          confirmTitle="Revoke this token?"
          confirmContent="Calls with it are refused from now on. This cannot be undone."
          done="Token revoked"
          hidden={(r) => r.status !== 'active'}
        />
      </Datagrid>
    </List>
  );
}
