import { Button, Edit, TopToolbar, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { WebhookForm } from './form';

function DeliveriesLink() {
  const record = useRecordContext();
  if (!record) return null;
  return <Button component={Link} to={`/webhook-deliveries?filter=${encodeURIComponent(JSON.stringify({ webhookId: record.id }))}`} label="Deliveries" />;
}

/** Change a webhook's URL, events or whether it is active, or delete it with its deliveries. */
export function WebhookEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      actions={
        <TopToolbar>
          <DeliveriesLink />
        </TopToolbar>
      }
    >
      <WebhookForm />
    </Edit>
  );
}
