/**
 * A refused payment form (spec 01 §5 "focus moves to it"; spec 02 §5 "Each message is shown in a
 * dismissible alert and the action is blocked"): focus goes to the first field in error in page
 * order, and its message is also shown in the dismissible alert (the app's snackbar), so that it
 * is read out and seen whatever part of the form is on screen.
 */
import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { notify } from '../../stores/notifier';

/** The form paths of the fields with an error ("email", "billing.zip"). */
const errorPaths = (errors: object, prefix = ''): string[] =>
  Object.entries(errors).flatMap(([key, e]: [string, unknown]) =>
    e === null || typeof e !== 'object' ? [] : 'type' in e ? [`${prefix}${key}`] : errorPaths(e, `${prefix}${key}.`),
  );

/** The message of the error at `path` ("billing.city"). */
function messageAt(errors: object, path: string): string | undefined {
  const e = path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), errors);
  return e && typeof e === 'object' && 'message' in e && typeof e.message === 'string' ? e.message : undefined;
}

/**
 * react-hook-form's invalid handler: focuses the first field with an error in page order (the
 * fields' `name` attributes are their form paths; react-hook-form's own focusing goes by the order
 * the fields were registered in, so it is turned off) and shows its message in the alert.
 */
export function refuseForm<T extends FieldValues>(form: UseFormReturn<T>, errors: FieldErrors<T>, event?: BaseSyntheticEvent): void {
  const wrong = errorPaths(errors);
  const fields = event?.target instanceof HTMLFormElement ? [...event.target.querySelectorAll('[name]')] : [];
  const first = fields.map((f) => f.getAttribute('name')).find((name) => name !== null && wrong.includes(name)) ?? wrong[0];
  if (!first) return;
  const message = messageAt(errors, first);
  if (message) notify('error', message);
  form.setFocus(first as FieldPath<T>);
}
