import { useState } from 'react';
import { Create } from 'react-admin';
import type { CreatedWebhook } from '@gt/contract/admin/integrations';
import { WebhookForm } from './form';
import { ShownOnceDialog } from './shown-once';

/** Subscribe a URL to events; the signing secret is shown once (docs/integrations.md#verifying-a-delivery). */
export function WebhookCreate() {
  const [created, setCreated] = useState<CreatedWebhook>();
  return (
    <>
      <Create mutationOptions={{ onSuccess: (data) => setCreated(data as unknown as CreatedWebhook) }} redirect={false}>
        <WebhookForm />
      </Create>
      <ShownOnceDialog
        title="Signing secret"
        explanation="Copy the signing secret now: it is shown only this once. Your receiver checks each delivery’s X-GT-Signature with it."
        secret={created?.secret}
        resource="webhooks"
      />
    </>
  );
}
