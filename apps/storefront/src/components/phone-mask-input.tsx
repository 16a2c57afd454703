/**
 * Phone input masked as (999) 999-9999 (spec 01 §5) for TextField's `inputComponent`: formats as
 * it is typed or pasted with domain `formatUsPhone` (a leading +1/1 dropped; a number that cannot
 * be a US one left as typed, for the form to refuse), keeping the caret after the same digit.
 */
import { formatUsPhone } from '@gt/domain/phone';
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & { name: string; onChange(e: { target: { name: string; value: string } }): void };

/** Index in `formatted` just after its `count`-th digit (0 → start). */
function afterDigits(formatted: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) if (/\d/.test(formatted[i] as string) && ++seen === count) return i + 1;
  return formatted.length;
}

export const PhoneMaskInput = forwardRef<HTMLInputElement, Props>(function PhoneMaskInput({ onChange, ...props }, ref) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  useLayoutEffect(() => {
    if (caret.current !== null && input.current === document.activeElement) input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <input
      {...props}
      ref={input}
      type="tel"
      inputMode="tel"
      onChange={(e) => {
        const raw = e.target.value;
        const value = formatUsPhone(raw);
        const digitsBefore = raw.slice(0, e.target.selectionStart ?? raw.length).replace(/\D/g, '').length;
        // A dropped country code shifts the digits by one.
        const dropped = raw.replace(/\D/g, '').length - value.replace(/\D/g, '').length;
        caret.current = value === raw ? (e.target.selectionStart ?? raw.length) : afterDigits(value, Math.max(0, digitsBefore - dropped));
        onChange({ target: { name: props.name, value } });
      }}
    />
  );
});
