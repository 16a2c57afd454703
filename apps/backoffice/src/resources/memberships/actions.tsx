/**
 * The desk's actions on a membership (docs/operator-guide.md#memberships): extend it to a new
 * expiry date, or cancel it with a reason; each a button opening a dialog with a form. The
 * server's refusal (a date not after the current expiry, a membership already cancelled) is shown.
 */
import { useState, type ReactNode } from 'react';
import {
  Button,
  DateInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { AdminMembership } from '@gt/contract/admin/memberships';
import { apiFetch } from '../../api/client';

type Values = Record<string, unknown>;

/** A button opening a dialog whose form posts `/memberships/:id/{path}` and refreshes the page. */
function MembershipDialog(p: { label: string; title: string; path: 'extend' | 'cancel'; defaults: Values; children: ReactNode }) {
  const record = useRecordContext<AdminMembership>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await apiFetch(`/memberships/${record.id}/${p.path}`, { method: 'POST', body: values });
      notify(p.path === 'extend' ? 'Membership extended.' : 'Membership cancelled.', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={p.label} disabled={record.status === 'Cancelled'} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={`membership-${p.path}-title`}>
        <DialogTitle id={`membership-${p.path}-title`}>{p.title}</DialogTitle>
        <DialogContent>
          <SimpleForm
            record={p.defaults}
            onSubmit={submit}
            toolbar={
              <Toolbar>
                <Stack direction="row" spacing={2}>
                  <SaveButton label={p.title} icon={<></>} disabled={busy} alwaysEnable={!busy} />
                  <Button label="Close" onClick={() => setOpen(false)} disabled={busy} />
                </Stack>
              </Toolbar>
            }
          >
            {p.children}
          </SimpleForm>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Extend and cancel buttons of a membership's page (neither once it is cancelled). */
export function MembershipActions() {
  const record = useRecordContext<AdminMembership>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1}>
      <MembershipDialog label="Extend" title="Extend membership" path="extend" defaults={{ expiryDate: record.expiryDate }}>
        <p>
          Every person whose period ends with the membership’s ({record.expiryDate}) keeps it until the new date. Members get the
          member rate while it is current.
        </p>
        <DateInput source="expiryDate" label="New expiry date" validate={required()} />
      </MembershipDialog>
      <MembershipDialog label="Cancel membership" title="Cancel membership" path="cancel" defaults={{ reason: '' }}>
        <p>Its members no longer get the member rate, and it cannot be renewed. This cannot be undone here.</p>
        <TextInput source="reason" label="Reason" multiline fullWidth validate={maxLength(500)} helperText="Kept in the audit log." />
      </MembershipDialog>
    </Stack>
  );
}
