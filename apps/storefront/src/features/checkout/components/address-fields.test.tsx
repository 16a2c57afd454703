import { PublicConfig } from '@gt/contract/config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { countriesKey } from '../api/get-countries';
import { defaultCheckoutValues, type CheckoutValues } from '../checkout-values';
import { AddressFields } from './address-fields';

const countries = [
  { Country: 'United States', ISOCode: 'US', Picklist: [{ State: 'Illinois', StateCode: 'IL' }, { State: 'Texas', StateCode: 'TX' }] },
  { Country: 'Canada', ISOCode: 'CA', Picklist: [{ State: 'Ontario', StateCode: 'ON' }] },
  { Country: 'United Kingdom', ISOCode: 'GB', Picklist: [] },
];

/** The address block, and the form's state value as it would be sent. */
function Form() {
  const form = useForm<CheckoutValues>({ defaultValues: defaultCheckoutValues });
  const state = useWatch({ control: form.control, name: 'state' });
  return (
    <>
      <AddressFields control={form.control} prefix="" showAddress phoneRequired={false} streetRequired={false} lengths={PublicConfig.parse({}).FieldLengths} />
      <output aria-label="State sent">{state}</output>
    </>
  );
}
const sent = () => screen.getByRole('status', { name: 'State sent' }).textContent;

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('address block', () => {
  it('clears the state when the country changes, so no stale state is sent', async () => {
    renderWithData(<Form />, { config: testConfig(), data: [[countriesKey, countries]] });
    await choose(/^State/, 'Texas');
    expect(sent()).toBe('TX');
    await choose(/^Country/, 'Canada');
    expect(sent()).toBe('');
    await choose(/^State/, 'Ontario');
    await choose(/^Country/, 'United Kingdom');
    expect(sent()).toBe('');
    expect(screen.queryByRole('combobox', { name: /^State/ })).not.toBeInTheDocument();
  });

  it('marks Country, State, City and Zipcode as required before any submit', () => {
    renderWithData(<Form />, { config: testConfig(), data: [[countriesKey, countries]] });
    for (const name of [/^Country/, /^State/]) expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-required', 'true');
    for (const name of [/^City/, /^Zipcode/]) expect(screen.getByRole('textbox', { name })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Address 2 (optional)' })).not.toBeRequired();
  });
});
