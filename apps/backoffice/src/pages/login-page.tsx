import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin, useNotify } from 'react-admin';
import { adminMessages } from '@gt/domain/admin-messages';

/**
 * Sign-in: e-mail and password; for an account with a second factor the server answers
 * `codeRequired` and the page then asks for the 6-digit code from the authenticator app (the
 * e-mail and password stay filled). Every failure shows the server's one message.
 */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [askCode, setAskCode] = useState(false);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    login({ email: form.get('email'), password: form.get('password'), code: form.get('code') || undefined })
      .catch((err: { message?: string; status?: number }) => {
        if (err.message === adminMessages.codeRequired) {
          setAskCode(true);
          notify(err.message, { type: 'info' });
        } else notify(err.message ?? 'Sign-in failed', { type: 'error' });
      })
      .finally(() => setBusy(false));
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 380 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Back office sign-in
          </Typography>
          <form onSubmit={submit} noValidate>
            <TextField
              name="email"
              label="E-mail address"
              type="email"
              autoComplete="username"
              required
              fullWidth
              margin="normal"
              variant="outlined"
              autoFocus
            />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              fullWidth
              margin="normal"
              variant="outlined"
            />
            {askCode && (
              <TextField
                name="code"
                label="Authenticator code"
                helperText="Enter the 6-digit code from your authenticator app."
                autoComplete="one-time-code"
                required
                fullWidth
                margin="normal"
                variant="outlined"
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
              />
            )}
            <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
              Sign in
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
