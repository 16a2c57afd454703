/**
 * A dialog whose form runs one action of the back office API (a booking's desk action, a gift
 * card's adjustment or void): whether it is open, whether the request is under way, and `run`, which
 * shows the action's success message (10 s), closes the dialog and reloads the page's record, or
 * shows the server's refusal as it says it and leaves the dialog open.
 */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

export function useDialogAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      notify(await action(), { type: 'success', autoHideDuration: 10_000 });
      setOpen(false);
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { open, setOpen, busy, run };
}
