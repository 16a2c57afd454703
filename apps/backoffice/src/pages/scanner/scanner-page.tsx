/**
 * The scanner screen at the door (roles admin, box office, door; docs/architecture.md#operators-and-the-back-office),
 * made for a phone: choose today's list (one of today's events, or general admission) and the door
 * name (remembered on this device, "Door 1" at first), then scan with the camera (QR or Code 128;
 * a switch turns it off) or type the code and press "Check in" (a USB scanner types it too). The answer fills the screen (answer-panel.tsx); the same
 * code seen again by the camera within 3 s of its answer is ignored. Works offline (use-scanner.ts):
 * a banner counts the scans waiting to sync, and each person admitted twice stays as a warning
 * until dismissed.
 */
import { Alert, Box, Button, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import type { CheckinList } from '@gt/contract/admin/checkins';
import type { DayManifest } from '@gt/contract/admin/event-ops';
import { useAdminGet } from '../../lib/admin-get';
import { formatWallTime, venueToday } from '../../lib/venue-date';
import { useVenueTimeZone } from '../../lib/venue-time';
import { AnswerPanel, type ShownAnswer } from './answer-panel';
import { CameraView } from './camera';
import { listKey } from './offline';
import { remember, remembered } from './store';
import { useScanner } from './use-scanner';

/** The camera's repeat of a code it has just answered is ignored this long (ms). */
export const REPEAT_IGNORED_MS = 3000;

export function ScannerPage() {
  const tz = useVenueTimeZone();
  return tz ? <Scanner timeZone={tz} today={venueToday(tz)} /> : <Loading />;
}

/** The lists of `today`: its events (from the day's manifest, which the door may read) and general admission. */
function useTodayLists(today: string): { key: string; label: string; list: CheckinList }[] {
  const { data } = useAdminGet<DayManifest>(`/manifests/days/${today}`);
  const events = (data?.date === today ? data.events : [])
    .filter((e) => !e.cancelled)
    .map((e) => ({ list: { tourEventId: e.tourEventId }, label: `${formatWallTime(e.startsAt)} · ${e.eventName}` }));
  return [...events, { list: { date: today }, label: 'General admission' }].map((o) => ({ ...o, key: listKey(o.list) }));
}

function Scanner({ timeZone, today }: { timeZone: string; today: string }) {
  const options = useTodayLists(today);
  const [chosen, setChosen] = useState(() => remembered('list', ''));
  const [door, setDoor] = useState(() => remembered('door', 'Door 1'));
  const [camera, setCamera] = useState(() => remembered('camera', 'on') === 'on');
  const option = options.find((o) => o.key === chosen);
  const list = option?.list ?? (chosen.startsWith('event-') ? { tourEventId: Number(chosen.slice(6)) } : null);
  const s = useScanner(list, door.trim() || 'Door 1', timeZone);
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<ShownAnswer | null>(null);
  const busy = useRef(false);
  const last = useRef({ code: '', until: 0 });

  const check = useCallback(
    async (raw: string, startedAt: number, firstFrameAt?: number) => {
      if (busy.current || !raw.trim()) return;
      busy.current = true;
      try {
        const { answer, offline } = await s.scan(raw.trim());
        const now = performance.now();
        last.current = { code: raw.trim(), until: now + REPEAT_IGNORED_MS };
        setShown({ answer, offline, startedAt, firstFrameAt });
      } finally {
        busy.current = false;
      }
    },
    [s],
  );
  const onCamera = useCallback(
    (text: string, firstFrameAt: number) => {
      if (text.trim() === last.current.code && performance.now() < last.current.until) return;
      void check(text, performance.now(), firstFrameAt);
    },
    [check],
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void check(code, performance.now()).then(() => setCode(''));
  };
  const dismiss = useCallback(() => setShown(null), []);
  const checkinId = shown?.answer.checkinId;

  return (
    <Box sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="Scanner" />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="List"
            value={list ? listKey(list) : ''}
            onChange={(e) => {
              setChosen(e.target.value);
              remember('list', e.target.value);
            }}
            sx={{ minWidth: 240 }}
            fullWidth
          >
            {options.map((o) => (
              <MenuItem key={o.key} value={o.key}>
                {o.label}
              </MenuItem>
            ))}
            {list && !option && <MenuItem value={listKey(list)}>{s.title ?? 'Last list'}</MenuItem>}
          </TextField>
          <TextField
            label="Door"
            value={door}
            onChange={(e) => {
              setDoor(e.target.value);
              remember('door', e.target.value);
            }}
            slotProps={{ htmlInput: { maxLength: 40 } }}
            sx={{ minWidth: 160 }}
          />
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={camera}
              onChange={(e) => {
                setCamera(e.target.checked);
                remember('camera', e.target.checked ? 'on' : 'off');
              }}
            />
          }
          label="Camera"
        />
        {s.counts && (
          <Typography variant="h5" component="p" aria-live="polite">
            Admitted {s.counts.admitted} of {s.counts.expected}
          </Typography>
        )}
        {(!s.online || s.waiting > 0) && (
          <Alert severity="warning" variant="filled">
            {s.online ? '' : 'Offline — '}
            {s.waiting} {s.waiting === 1 ? 'scan' : 'scans'} waiting{s.online ? ' to sync' : ''}
          </Alert>
        )}
        {s.warnings.map((w) => (
          <Alert key={w.scanId} severity="error" onClose={() => void s.dismissWarning(w.scanId)}>
            {w.text}
          </Alert>
        ))}
        {list ? (
          <>
            {camera && <CameraView onCode={onCamera} />}
            <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField label="Code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" sx={{ flex: 1 }} />
              <Button type="submit" variant="contained" size="large" disabled={!code.trim()}>
                Check in
              </Button>
            </Box>
          </>
        ) : (
          <Typography>Choose the list to check in.</Typography>
        )}
      </Stack>
      {shown && (
        <AnswerPanel
          shown={shown}
          onDismiss={dismiss}
          onUndo={
            checkinId
              ? () =>
                  void s.undo(checkinId).then(
                    () => {
                      setShown(null);
                      notify('Admission undone', { type: 'info' });
                    },
                    (err: Error) => notify(err.message, { type: 'error' }),
                  )
              : undefined
          }
        />
      )}
    </Box>
  );
}
