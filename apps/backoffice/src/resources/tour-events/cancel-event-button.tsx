/**
 * "Cancel event" (admin and box office): a button and its dialog, on its own so
 * that any event screen can use it. The dialog asks the reason and where the money goes (the
 * card, or new gift cards), then POST /tour-events/:id/cancel closes the event and refunds every
 * booking while the dialog polls GET /tour-events/:id/cancellation for the progress; the result
 * lists each booking's state. For an event already cancelled it shows the progress and resumes
 * a cancellation that stopped halfway (failed or pending bookings).
 */
import CancelIcon from '@mui/icons-material/EventBusy';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Datagrid,
  Form,
  FunctionField,
  ListContextProvider,
  RadioButtonGroupInput,
  SaveButton,
  TextField,
  TextInput,
  required,
  useList,
  useNotify,
} from 'react-admin';
import type { CancelEventBody, CancellationItem, CancellationProgress } from '@gt/contract/admin/event-ops';
import { apiFetch } from '../../api/client';
import { useMoney } from '../../lib/money';

const REFUND_CHOICES = [
  { id: 'card', name: 'To the card they paid with (a gift card where a card cannot take it all back)' },
  { id: 'giftcard', name: 'To a new gift card for each booking' },
];

const STATE_TEXT: Record<CancellationItem['state'], string> = { pending: 'Waiting', done: 'Refunded', skipped: 'Already cancelled', failed: 'Failed' };

export function CancelEventButton({
  tourEventId,
  eventName,
  cancelled = false,
  onDone,
}: {
  tourEventId: number;
  eventName: string;
  cancelled?: boolean;
  onDone?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={cancelled ? 'Cancellation' : 'Cancel event'} color="error" onClick={() => setOpen(true)}>
        <CancelIcon />
      </Button>
      {open && (
        <CancelEventDialog
          tourEventId={tourEventId}
          eventName={eventName}
          onClose={() => {
            setOpen(false);
            onDone?.();
          }}
        />
      )}
    </>
  );
}

function CancelEventDialog({ tourEventId, eventName, onClose }: { tourEventId: number; eventName: string; onClose: () => void }) {
  const notify = useNotify();
  const [progress, setProgress] = useState<CancellationProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState('');
  const poll = useRef<ReturnType<typeof setInterval>>(undefined);
  const read = () =>
    apiFetch<CancellationProgress>(`/tour-events/${tourEventId}/cancellation`)
      .then(setProgress)
      .catch(() => undefined);

  useEffect(() => {
    void read();
    return () => clearInterval(poll.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tourEventId]);

  const run = async (body: CancelEventBody) => {
    setRunning(true);
    setError('');
    poll.current = setInterval(() => void read(), 1000);
    try {
      const p = await apiFetch<CancellationProgress>(`/tour-events/${tourEventId}/cancel`, { method: 'POST', body });
      setProgress(p);
      const open = p.counts.failed + p.counts.pending;
      notify(open ? `${open} bookings could not be refunded yet: try again.` : `${eventName} is cancelled: ${p.counts.done} bookings refunded.`, {
        type: open ? 'warning' : 'success',
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      void read();
    } finally {
      clearInterval(poll.current);
      setRunning(false);
    }
  };

  const unfinished = progress ? progress.counts.failed + progress.counts.pending : 0;
  return (
    <Dialog open onClose={running ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby={`cancel-event-${tourEventId}`}>
      <DialogTitle id={`cancel-event-${tourEventId}`}>Cancel {eventName}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {!progress && !running && (
          <Form onSubmit={(v: Record<string, unknown>) => void run(v as CancelEventBody)} defaultValues={{ reason: '', refundTo: 'card' }}>
            <Typography sx={{ mb: 2 }}>
              The event closes to sales and every booking of it is cancelled and refunded in full. Each customer gets an e-mail.
            </Typography>
            <TextInput source="reason" label="Reason (kept in the audit log)" multiline fullWidth validate={required()} />
            <RadioButtonGroupInput source="refundTo" label="Refund" choices={REFUND_CHOICES} row={false} validate={required()} />
            <SaveButton label="Cancel event and refund all" icon={<CancelIcon />} color="error" alwaysEnable />
          </Form>
        )}
        {(running || progress) && <Progress progress={progress} running={running} />}
      </DialogContent>
      <DialogActions>
        {progress && unfinished > 0 && !running && (
          <Button label="Try again" onClick={() => void run({ reason: progress.reason, refundTo: progress.refundTo })} />
        )}
        <Button label="Close" onClick={onClose} disabled={running} />
      </DialogActions>
    </Dialog>
  );
}

function Progress({ progress, running }: { progress: CancellationProgress | null; running: boolean }) {
  const money = useMoney();
  const list = useList({ data: (progress?.items ?? []).map((i) => ({ ...i, id: i.bookingId })), perPage: 10_000 });
  const c = progress?.counts;
  const finished = c ? c.done + c.skipped + c.failed : 0;
  return (
    <>
      <LinearProgress
        variant={c && c.total > 0 ? 'determinate' : 'indeterminate'}
        value={c && c.total > 0 ? (100 * finished) / c.total : 0}
        aria-label="Refund progress"
        sx={{ mb: 1 }}
      />
      <Typography role="status" sx={{ mb: 2 }}>
        {c
          ? `${running ? 'Refunding… ' : ''}${c.done} refunded (${money(progress?.refundedCents ?? 0)}), ${c.skipped} already cancelled, ${c.failed} failed, ${c.pending} waiting, of ${c.total} bookings.`
          : 'Cancelling the event…'}
      </Typography>
      {progress && progress.items.length > 0 && (
        <ListContextProvider value={list}>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="bookingNo" label="Booking ID" sortable={false} />
            <TextField source="customerName" label="Name" sortable={false} />
            <FunctionField label="State" sortable={false} render={(r: CancellationItem) => STATE_TEXT[r.state]} />
            <FunctionField
              label="Refunded"
              sortable={false}
              render={(r: CancellationItem) => (r.state === 'done' ? `${money(r.refundedCents)}${r.refundedTo === 'giftcard' ? ' to a gift card' : r.refundedTo === 'card' ? ' to the card' : ''}` : '')}
            />
            <TextField source="message" label="Note" sortable={false} emptyText="" />
          </Datagrid>
        </ListContextProvider>
      )}
    </>
  );
}
