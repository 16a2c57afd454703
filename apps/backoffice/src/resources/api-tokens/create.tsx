import { useState } from 'react';
import { Create, DateTimeInput, maxLength, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import type { CreatedApiToken } from '@gt/contract/admin/integrations';
import { ROLE_CHOICES } from '../users/roles';
import { ShownOnceDialog } from '../webhooks/shown-once';

/** The local date and time typed (this browser's time) as an ISO instant; empty: no expiry. */
const toInstant = (v: string | Date | null | undefined) => (v ? new Date(v).toISOString() : null);

/**
 * A new API token: a name, the role it acts as, an optional expiry. The server answers the token
 * once; it is shown here once (docs/integrations.md#api-tokens).
 */
export function ApiTokenCreate() {
  const [created, setCreated] = useState<CreatedApiToken>();
  return (
    <>
      <Create mutationOptions={{ onSuccess: (data) => setCreated(data as unknown as CreatedApiToken) }} redirect={false}>
        <SimpleForm defaultValues={{ role: 'box_office', expiresAt: null }}>
          <TextInput source="name" validate={[required(), maxLength(100)]} helperText="What uses it, e.g. “Ticket kiosk sync”." />
          <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} helperText="The token may do what an operator of this role may." />
          <DateTimeInput source="expiresAt" label="Expires" parse={toInstant} helperText="Optional. Empty: until revoked." />
        </SimpleForm>
      </Create>
      <ShownOnceDialog
        title="API token"
        explanation={`Copy the token for “${created?.name ?? ''}” now: it is shown only this once. Send it as “Authorization: Bearer <token>”.`}
        secret={created?.token}
        resource="api-tokens"
      />
    </>
  );
}
