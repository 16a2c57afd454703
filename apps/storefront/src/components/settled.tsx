/**
 * Buttons that move money (or end a choice about money) take no pointer press that arrived
 * before they were on screen and still: a double click or double tap on the button that opened a
 * dialog must not land on the dialog's button under the pointer (spec 02 §2.4, §4.2: the visitor
 * chooses Refund to Credit Card or Refund to Gift Card). For SETTLE_MS after it appears,
 * `SettledButton` is aria-disabled (drawn as usual: it does not flash) and ignores clicks made
 * with a pointer; a keyboard press (a click with `detail` 0) goes through, since focus, not the
 * pointer, chose it. `SettledDialog` likewise ignores a backdrop click in its first SETTLE_MS, so
 * the second press of a double click does not close the dialog it just opened. SETTLE_MS covers
 * a dialog's fade-in (225 ms) and a double click's second press.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { useEffect, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';

/** Milliseconds after appearing during which a pointer press is ignored. */
export const SETTLE_MS = 400;

/**
 * Whether whatever is `shown` has been shown for SETTLE_MS: `settled` (state, for drawing) and
 * `early(event)`, true for a pointer event that arrived sooner (by the event's own time stamp,
 * so a press queued behind the opening's work counts as early).
 */
export function useSettled(shown: boolean): { settled: boolean; early(e: SyntheticEvent): boolean } {
  const since = useRef<number | null>(null);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!shown) return;
    since.current = performance.now();
    const id = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => {
      clearTimeout(id);
      since.current = null;
      setSettled(false);
    };
  }, [shown]);
  const early = (e: SyntheticEvent) => {
    const pointer = (e.nativeEvent as { detail?: number }).detail !== 0;
    // The event's time stamp is on performance.now()'s clock in browsers (some test DOMs use epoch ms: then now).
    const at = Math.min(e.timeStamp, performance.now());
    return pointer && (since.current === null || at - since.current < SETTLE_MS);
  };
  return { settled, early };
}

/**
 * A MUI Button that ignores pointer presses in its first SETTLE_MS on screen (and says so:
 * aria-disabled meanwhile); a submit button's early press does not submit its form either.
 */
export function SettledButton({ onClick, ...props }: ButtonProps) {
  const { settled, early } = useSettled(true);
  return (
    <Button
      {...props}
      aria-disabled={!settled || props.disabled || undefined}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (early(e)) e.preventDefault();
        else onClick?.(e);
      }}
    />
  );
}

/** A MUI Dialog whose backdrop ignores clicks in its first SETTLE_MS open; Escape closes it at once. */
export function SettledDialog({ onClose, ...props }: DialogProps) {
  const { early } = useSettled(props.open);
  return (
    <Dialog
      {...props}
      onClose={(e: SyntheticEvent, reason) => {
        if (reason === 'backdropClick' && early(e)) return;
        onClose?.(e, reason);
      }}
    />
  );
}
