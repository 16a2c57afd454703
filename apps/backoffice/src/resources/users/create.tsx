import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { Create, email, required, SelectInput, SimpleForm, TextInput, useRedirect } from 'react-admin';
import type { CreatedUser } from '@gt/contract/admin/users';
import { ROLE_CHOICES } from './roles';

/**
 * Invite an operator: e-mail, name, role. The server answers with a one-time password, shown
 * here once; the operator must change it at first sign-in.
 */
export function UserCreate() {
  const [created, setCreated] = useState<CreatedUser>();
  const redirect = useRedirect();
  return (
    <>
      <Create mutationOptions={{ onSuccess: (data) => setCreated(data as unknown as CreatedUser) }} redirect={false}>
        <SimpleForm defaultValues={{ role: 'box_office', name: '' }}>
          <TextInput source="email" type="email" validate={[required(), email()]} />
          <TextInput source="name" />
          <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        </SimpleForm>
      </Create>
      <Dialog open={Boolean(created)} aria-labelledby="one-time-password-title">
        <DialogTitle id="one-time-password-title">One-time password</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>
            Give {created?.email} this password. It is shown only now; they must change it at their first sign-in.
          </Typography>
          <Alert severity="info" icon={false}>
            <Typography component="code" sx={{ fontSize: 20, fontFamily: 'monospace' }} data-testid="one-time-password">
              {created?.oneTimePassword}
            </Typography>
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => redirect('list', 'users')}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
