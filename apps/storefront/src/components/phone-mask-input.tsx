import { forwardRef } from 'react';
import { IMaskInput } from 'react-imask';

/** Phone input masked as (999) 999-9999 (spec 01 §5), for TextField's `inputComponent`. */
export const PhoneMaskInput = forwardRef<HTMLInputElement, { name: string; onChange(e: { target: { name: string; value: string } }): void }>(function PhoneMaskInput(
  { onChange, ...props },
  ref,
) {
  return <IMaskInput {...props} mask="(000) 000-0000" inputRef={ref} onAccept={(value: string) => onChange({ target: { name: props.name, value } })} overwrite />;
});
