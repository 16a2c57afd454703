import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import type { SessionInfo } from '@gt/contract/admin/session';
import { rememberSession } from '../api/auth-provider';
import { apiFetch } from '../api/client';

/**
 * Password change (POST /api/admin/v1/password), required after a one-time password: every
 * other session of the operator ends, this browser gets a new one.
 */
export function ChangePasswordPage() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [busy, setBusy] = useState(false);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    apiFetch<SessionInfo>('/password', {
      method: 'POST',
      body: { currentPassword: form.get('currentPassword'), newPassword: form.get('newPassword') },
    })
      .then((s) => {
        rememberSession(s);
        notify('Password changed', { type: 'success' });
        redirect('/');
      })
      .catch((err: Error) => notify(err.message, { type: 'error' }))
      .finally(() => setBusy(false));
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 380 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Choose your password
          </Typography>
          <form onSubmit={submit}>
            <TextField
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
              fullWidth
              margin="normal"
              variant="outlined"
            />
            <TextField
              name="newPassword"
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              margin="normal"
              variant="outlined"
              helperText="At least 12 characters."
            />
            <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
              Change password
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
