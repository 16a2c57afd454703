/**
 * The scanner's camera view: the back camera (any camera on a laptop) read by ZXing in the browser,
 * no network needed, for QR codes and Code 128 barcodes. Each code read is handed to `onCode`
 * with the time of the first video frame (`performance.now()`), for the scan-to-answer measure.
 * Without a camera (or permission) it says so and the typed code still works.
 */
import { Alert, Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { BrowserMultiFormatReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

const HINTS = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE, BarcodeFormat.CODE_128]]]);

export function CameraView({ onCode }: { onCode: (code: string, firstFrameAt: number) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let firstFrameAt = 0;
    const onFrame = () => (firstFrameAt ||= performance.now());
    el.addEventListener('playing', onFrame);
    const reader = new BrowserMultiFormatReader(HINTS, { delayBetweenScanAttempts: 100, delayBetweenScanSuccess: 300 });
    let stopped = false;
    let stop: (() => void) | undefined;
    reader
      .decodeFromConstraints({ video: { facingMode: 'environment' } }, el, (result) => {
        if (result) handler.current(result.getText(), firstFrameAt || performance.now());
      })
      .then((controls) => (stopped ? controls.stop() : (stop = () => controls.stop())))
      .catch(() => setError('No camera: type the code below.'));
    return () => {
      stopped = true;
      stop?.();
      el.removeEventListener('playing', onFrame);
    };
  }, []);

  if (error) return <Alert severity="info">{error}</Alert>;
  return (
    <Box sx={{ width: '100%', maxWidth: 480, aspectRatio: '4 / 3', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
      <video ref={video} muted playsInline aria-label="Camera view" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
    </Box>
  );
}
