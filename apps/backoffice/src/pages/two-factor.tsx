/**
 * Two-factor enrolment (docs/architecture.md#operators-and-the-back-office; POST
 * /api/admin/v1/totp/enrol and /totp/confirm): a new secret as a QR code of its otpauth:// URI (the
 * `qrcode` library) and as text for typing into an authenticator app, then the app's 6-digit code
 * turns the second factor on; sign-in asks for a code from then on. An admin who must enrol
 * (security setting) is sent here before anything else (auth-provider.ts; the server refuses their
 * other calls).
 */
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { regex, required, SaveButton, SimpleForm, TextInput, Toolbar, useNotify, useRedirect } from 'react-admin';
import type { SessionInfo, TotpEnrolment } from '@gt/contract/admin/session';
import { rememberSession, session } from '../api/auth-provider';
import { apiFetch } from '../api/client';

export function TwoFactorPage() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [enrolment, setEnrolment] = useState<TotpEnrolment & { qr: string }>();
  const [mustEnrol, setMustEnrol] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // One secret per visit (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    void session()
      .then((s) => setMustEnrol(s.mustEnrolTotp))
      .catch(() => undefined);
    apiFetch<TotpEnrolment>('/totp/enrol', { method: 'POST' })
      .then(async (e) => setEnrolment({ ...e, qr: await QRCode.toDataURL(e.uri, { margin: 1, width: 220 }) }))
      .catch((err: Error) => notify(err.message, { type: 'error' }));
  }, [notify]);

  const confirm = async (values: Record<string, unknown>) => {
    try {
      const s = await apiFetch<SessionInfo>('/totp/confirm', { method: 'POST', body: { code: String(values.code ?? '').trim() } });
      rememberSession(s);
      notify('Two-factor authentication is on.', { type: 'success' });
      redirect('/');
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: 440, maxWidth: '100%' }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Set up two-factor authentication
          </Typography>
          {mustEnrol && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Two-factor authentication is required for admin accounts: set it up to continue.
            </Alert>
          )}
          <Typography gutterBottom>
            Scan the QR code with an authenticator app (or type the secret key into it), then enter the 6-digit code it shows.
          </Typography>
          {enrolment && (
            <Box sx={{ textAlign: 'center', my: 2 }}>
              <img src={enrolment.qr} width={220} height={220} alt="QR code for your authenticator app" />
              <Typography variant="body2" sx={{ mt: 1 }}>
                Secret key:{' '}
                <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', fontSize: 16, wordBreak: 'break-all' }}>
                  {enrolment.secret}
                </Typography>
              </Typography>
            </Box>
          )}
          <SimpleForm
            onSubmit={confirm}
            toolbar={
              <Toolbar>
                <SaveButton label="Turn on" icon={<></>} alwaysEnable={Boolean(enrolment)} />
              </Toolbar>
            }
            sx={{ p: 0 }}
          >
            <TextInput
              source="code"
              label="Authenticator code"
              autoComplete="one-time-code"
              validate={[required(), regex(/^\s*\d{6}\s*$/, 'Enter the 6 digits of the code.')]}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              fullWidth
            />
          </SimpleForm>
        </CardContent>
      </Card>
    </Box>
  );
}
