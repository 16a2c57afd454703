/**
 * Security settings, admin only (GET/PATCH /api/admin/v1/settings/security, audited): "Require a
 * second factor for every admin account". Turned on by an admin who has none yet, they are sent
 * to the enrolment at once (the server refuses their other calls until enrolled).
 */
import { BooleanInput, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin';
import { SECURITY_SETTINGS_ID } from '@gt/contract/admin/settings';
import { session } from '../../api/auth-provider';

export function SecuritySettingsEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="settings"
      id={SECURITY_SETTINGS_ID}
      title="Security settings"
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: async () => {
          notify('Settings saved.', { type: 'success' });
          if ((await session(true)).mustEnrolTotp) redirect('/two-factor');
        },
      }}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <BooleanInput
          source="requireTotpForAdmins"
          label="Require a second factor for every admin account"
          helperText="Admins without an authenticator app are sent to set one up before anything else."
        />
      </SimpleForm>
    </Edit>
  );
}
