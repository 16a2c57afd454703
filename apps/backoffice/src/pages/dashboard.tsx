import { Card, CardContent, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useGetIdentity, useRedirect } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { session } from '../api/auth-provider';

/**
 * Start page: who is signed in, and the two-factor set-up for an operator without one (an admin
 * who must enrol is sent there at once). The
 * screens of each role are added by later issues (docs/operator-guide.md).
 */
export function Dashboard() {
  const { identity } = useGetIdentity();
  const redirect = useRedirect();
  const [totpEnabled, setTotpEnabled] = useState<boolean>();
  useEffect(() => {
    void session()
      .then((s) => {
        // An admin who must enrol a second factor (security setting) does that before anything else.
        if (s.mustEnrolTotp) redirect('/two-factor');
        setTotpEnabled(s.user.totpEnabled);
      })
      .catch(() => undefined);
  }, [redirect]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Back office" />
      <CardContent>
        <Typography variant="h6">Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}</Typography>
        <Typography>Use the menu for the screens your role can open.</Typography>
        {totpEnabled === false && (
          <Typography sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/two-factor">
              Set up two-factor authentication
            </Link>{' '}
            to protect your account with an authenticator app.
          </Typography>
        )}
        {totpEnabled && <Typography sx={{ mt: 2 }}>Two-factor authentication is on for your account.</Typography>}
      </CardContent>
    </Card>
  );
}
