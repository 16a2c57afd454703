/**
 * The answer to a scan, over the whole screen: green for "Admitted", red for anything else, the
 * server's message in large text and the holder's detail; a short tone (Web Audio, no file). A tap
 * dismisses it, and it goes by itself after 2.5 s. An admission can be undone from here.
 * `data-answer-ms` carries the time from the scan to this answer on the page (ms), and for a camera
 * scan `data-camera-ms` the time from the camera's first frame.
 */
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Portal, Typography } from '@mui/material';
import { useCallback, useEffect } from 'react';
import type { ScanAnswer } from '@gt/contract/admin/checkins';

export const DISMISS_AFTER_MS = 2500;

let audio: AudioContext | undefined;
/** A short high tone for an admission, a longer low buzz for a refusal. */
export function beep(admitted: boolean): void {
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = admitted ? 'sine' : 'square';
    osc.frequency.value = admitted ? 880 : 220;
    gain.gain.value = 0.2;
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + (admitted ? 0.15 : 0.4));
  } catch {
    // No audio in this browser: the colour says it.
  }
}

export interface ShownAnswer {
  answer: ScanAnswer;
  offline: boolean;
  /** `performance.now()` of the scan: the click on "Check in", or the camera's read. */
  startedAt: number;
  /** Camera scans: `performance.now()` of the first video frame. */
  firstFrameAt?: number;
}

export function AnswerPanel({ shown, onDismiss, onUndo }: { shown: ShownAnswer; onDismiss: () => void; onUndo?: () => void }) {
  const ok = shown.answer.result === 'admitted';
  // The measure, once the answer is on the page (the portal attaches it): scan to answer, and first camera frame to answer.
  const measured = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el || el.dataset.answerMs) return;
      const now = performance.now();
      el.dataset.answerMs = String(Math.round(now - shown.startedAt));
      if (shown.firstFrameAt !== undefined) el.dataset.cameraMs = String(Math.round(now - shown.firstFrameAt));
    },
    [shown],
  );
  useEffect(() => {
    beep(ok);
    const t = setTimeout(onDismiss, DISMISS_AFTER_MS);
    return () => clearTimeout(t);
  }, [shown, ok, onDismiss]);
  // In a portal: over the app bar and the menu, not in the page's stacking context.
  return (
    <Portal>
      <Box
        key={shown.startedAt}
        ref={measured}
        role="alert"
        aria-live="assertive"
        data-testid="scan-answer"
        data-result={shown.answer.result}
        onClick={onDismiss}
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: 'modal',
          bgcolor: ok ? 'success.dark' : 'error.dark',
          color: 'common.white',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          p: 3,
          textAlign: 'center',
          cursor: 'pointer',
        }}
      >
        <Typography component="p" sx={{ fontSize: { xs: '2.5rem', sm: '4rem' }, fontWeight: 700, lineHeight: 1.1 }}>
          {shown.answer.message}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.5rem' }}>
          {shown.answer.code}
          {shown.answer.detail ? ` · ${shown.answer.detail}` : ''}
        </Typography>
        {shown.offline && <Typography component="p">Offline — will sync when back online</Typography>}
        {onUndo && (
          <Button
            variant="contained"
            color="inherit"
            size="large"
            startIcon={<UndoIcon />}
            sx={{ color: 'success.dark' }}
            onClick={(e) => {
              e.stopPropagation();
              onUndo();
            }}
          >
            Undo
          </Button>
        )}
        <Typography component="p" variant="body2">
          Tap to continue
        </Typography>
      </Box>
    </Portal>
  );
}
