import ReplayIcon from '@mui/icons-material/Replay';
import { Datagrid, List, NumberField, NumberInput, SelectField, TextField } from 'react-admin';
import { VenueDateField } from '../../lib/venue-time';
import { EVENT_CHOICES } from './form';
import { PostActionButton } from './post-action';

const STATUS_CHOICES = [
  { id: 'pending', name: 'Pending' },
  { id: 'delivered', name: 'Delivered' },
  { id: 'failed', name: 'Failed' },
];

/**
 * Webhook deliveries, newest first (docs/operator-guide.md#integrations): event, URL, status,
 * attempts, the last answer's status code and error; Resend queues the same event again.
 */
export function WebhookDeliveryList() {
  return (
    <List exporter={false} filters={[<NumberInput key="webhookId" source="webhookId" label="Webhook id" alwaysOn />]} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <SelectField source="event" choices={EVENT_CHOICES} sortable={false} />
        <TextField source="url" label="URL" sortable={false} />
        <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
        <NumberField source="attempts" sortable={false} />
        <TextField source="lastStatusCode" label="Last answer" emptyText="—" sortable={false} />
        <TextField source="lastError" label="Last error" emptyText="—" sortable={false} />
        <VenueDateField source="createdAt" label="Queued" sortable={false} />
        <VenueDateField source="deliveredAt" label="Delivered" emptyText="—" sortable={false} />
        <PostActionButton
          resource="webhook-deliveries"
          action="resend"
          label="Resend"
          icon={<ReplayIcon />}
          confirmTitle="Resend this event?"
          confirmContent="The same event (same id) is delivered again as a new delivery."
          done="Queued again"
        />
      </Datagrid>
    </List>
  );
}
