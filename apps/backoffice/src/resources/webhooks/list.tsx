import { Chip, Stack } from '@mui/material';
import { BooleanField, Datagrid, FunctionField, List, TextField } from 'react-admin';
import { VenueDateField } from '../../lib/venue-time';
import { useEditRowClick } from '../../lib/row-click';
import { EVENT_CHOICES } from './form';

const eventName = (id: string) => EVENT_CHOICES.find((c) => c.id === id)?.name ?? id;

/** Webhooks (docs/operator-guide.md#integrations): the URL, its events, whether active. Click to edit or delete. */
export function WebhookList() {
  const rowClick = useEditRowClick();
  return (
    <List sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <TextField source="url" label="URL" sortable={false} />
        <TextField source="description" sortable={false} />
        <FunctionField
          source="events"
          sortable={false}
          render={(r: { events: string[] }) => (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {r.events.map((e) => (
                <Chip key={e} label={eventName(e)} size="small" />
              ))}
            </Stack>
          )}
        />
        <BooleanField source="active" sortable={false} />
        <VenueDateField source="createdAt" label="Created" sortable={false} />
      </Datagrid>
    </List>
  );
}
