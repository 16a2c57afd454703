import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Harness({ min, max, initial }: { min: number; max: number; initial: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper label="Adult" value={value} min={min} max={max} onChange={setValue} />;
}

describe('QuantityStepper (spec 01 §5)', () => {
  it('steps within min and max and disables the buttons at the bounds', async () => {
    render(<Harness min={0} max={2} initial={0} />);
    const input = screen.getByRole('textbox', { name: 'Adult quantity' });
    expect(screen.getByRole('button', { name: 'Fewer Adult' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'More Adult' }));
    expect(input).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'More Adult' })).toBeDisabled();
  });

  it('clamps typed values and turns non-numeric input into the minimum', async () => {
    render(<Harness min={1} max={5} initial={1} />);
    const input = screen.getByRole('textbox', { name: 'Adult quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    expect(input).toHaveValue('5');
    await userEvent.clear(input);
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('1');
  });
});
