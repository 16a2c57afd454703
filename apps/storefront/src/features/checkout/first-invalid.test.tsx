/**
 * A refused payment form (spec 01 §5, spec 02 §5 "Each message is shown in a dismissible alert"):
 * the first field in error in page order gets the focus, and its message shows in the alert.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useNotifier } from '../../stores/notifier';
import { refuseForm } from './first-invalid';

interface Values {
  firstName: string;
  billing: { city: string };
}

// Both empty: errors in registration order are billing.city first, but the page shows First Name first.
const resolver: Resolver<Values> = async (v) => ({
  values: {},
  errors: {
    ...(v.billing.city ? {} : { billing: { city: { type: 'custom', message: 'Billing City is required.' } } }),
    ...(v.firstName ? {} : { firstName: { type: 'custom', message: 'First Name is required.' } }),
  },
});

function Form() {
  const form = useForm<Values>({ defaultValues: { firstName: '', billing: { city: '' } }, resolver, shouldFocusError: false });
  const onSubmit = form.handleSubmit(() => undefined, (errors, event) => refuseForm(form, errors, event));
  return (
    <form onSubmit={onSubmit} noValidate>
      <label>
        First Name <input {...form.register('firstName')} />
      </label>
      <label>
        Billing City <input {...form.register('billing.city')} />
      </label>
      <button type="submit">Pay</button>
    </form>
  );
}

afterEach(() => act(() => useNotifier.getState().dismiss()));

describe('refuseForm', () => {
  it('focuses the first field in error in page order and shows its message in the alert', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    expect(useNotifier.getState().notice).toMatchObject({ severity: 'error', message: 'First Name is required.' });
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('textbox', { name: 'Billing City' })).toHaveFocus();
    expect(useNotifier.getState().notice?.message).toBe('Billing City is required.');
  });
});
