import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useState, type ReactElement } from 'react';
import { apiFetch } from '../../api/client';

/**
 * A row button that POSTs `/<resource>/<id>/<action>` after a confirmation, then tells what
 * happened (`done`) or the server's error, and refreshes the list. `hidden` for rows it does not apply to.
 */
export function PostActionButton(props: {
  resource: string;
  action: string;
  label: string;
  icon?: ReactElement;
  confirmTitle: string;
  confirmContent: string;
  done: string;
  hidden?: (record: Record<string, unknown>) => boolean;
}) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || props.hidden?.(record)) return null;
  const run = async () => {
    setBusy(true);
    try {
      await apiFetch(`/${props.resource}/${record.id}/${props.action}`, { method: 'POST', body: {} });
      notify(props.done, { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label={props.label}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        disabled={busy}
      >
        {props.icon}
      </Button>
      <Confirm isOpen={open} loading={busy} title={props.confirmTitle} content={props.confirmContent} onConfirm={run} onClose={() => setOpen(false)} />
    </>
  );
}
