import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneMaskInput } from './phone-mask-input';

function Phone() {
  const [value, setValue] = useState('');
  return <TextField label="Phone" value={value} onChange={(e) => setValue(e.target.value)} slotProps={{ input: { inputComponent: PhoneMaskInput as never } }} />;
}

describe('PhoneMaskInput', () => {
  it('keeps a number typed with its country code intact', async () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '+1 512 555 0142');
    expect(input).toHaveValue('(512) 555-0142');
  });

  it('masks a plain number and leaves one that cannot be a US number as typed', async () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '5125550142');
    expect(input).toHaveValue('(512) 555-0142');
    await userEvent.clear(input);
    await userEvent.type(input, '+44 20 7946 0958');
    expect(input).toHaveValue('+44 20 7946 0958');
  });
});
