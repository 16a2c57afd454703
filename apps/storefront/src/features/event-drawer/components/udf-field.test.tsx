import type { UserDefinedField } from '@gt/contract/catalogue';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UdfField } from './udf-field';

const picklist = (options: string[]): UserDefinedField => ({
  UDFID: 5,
  BookingTypeID: 1,
  UDFName: 'Mobility assistance',
  UdfDescription: 'Tell us if a guest needs help',
  UDFType: 'Picklist',
  UDFCategoryName: 'Accessibility',
  IsRequired: false,
  UDFLength: 50,
  Picklist: options.map((Option, i) => ({ UDFPicklistID: i + 1, Option })),
});

async function optionsOf(udf: UserDefinedField) {
  render(<UdfField udf={udf} value="" onChange={() => undefined} />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Mobility assistance' }));
  return within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
}

describe('a picklist user-defined field (spec 01 §3 "picklist options")', () => {
  it('lists "None" once when the options have their own (the demo’s Mobility assistance)', async () => {
    expect(await optionsOf(picklist(['None', 'Wheelchair user', 'Walking aid', 'Other']))).toEqual(['None', 'Wheelchair user', 'Walking aid', 'Other']);
  });

  it('offers an empty "None" first otherwise', async () => {
    expect(await optionsOf(picklist(['Wheelchair user', 'Walking aid']))).toEqual(['None', 'Wheelchair user', 'Walking aid']);
  });
});
