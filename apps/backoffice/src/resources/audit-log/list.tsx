import { Datagrid, FunctionField, List, NumberInput, TextField, TextInput } from 'react-admin';
import type { AuditEntry } from '@gt/contract/admin/users';
import { VenueDateField } from '../../lib/venue-time';

const filters = [
  <TextInput key="entity" source="entity" label="Entity" alwaysOn />,
  <TextInput key="entityId" source="entityId" label="Entity id" />,
  <NumberInput key="actor" source="actorUserId" label="Operator id" />,
];

const json = (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '');

/** Every change made through the admin API, newest first; filter by entity and operator. */
export function AuditLogList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'at', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <VenueDateField source="at" label="When" sortable={false} />
        <TextField source="actorEmail" label="Who" sortable={false} />
        <TextField source="action" sortable={false} />
        <TextField source="entity" sortable={false} />
        <TextField source="entityId" label="Id" sortable={false} />
        <FunctionField<AuditEntry> label="Before" render={(r) => json(r.before)} sortable={false} />
        <FunctionField<AuditEntry> label="After" render={(r) => json(r.after)} sortable={false} />
      </Datagrid>
    </List>
  );
}
