import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, SettledButton, SettledDialog } from './settled';

const settle = () => act(() => new Promise((r) => setTimeout(r, SETTLE_MS + 50)));

describe('SettledButton: no pointer press before it has been on screen SETTLE_MS (spec 02 §2.4)', () => {
  it('ignores a click that lands as it appears, takes one after; aria-disabled meanwhile', async () => {
    const onClick = vi.fn();
    render(<SettledButton onClick={onClick}>Refund to Gift Card</SettledButton>);
    const button = screen.getByRole('button', { name: 'Refund to Gift Card' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button, { detail: 2 });
    expect(onClick).not.toHaveBeenCalled();
    await settle();
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button, { detail: 1 });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes a keyboard press (a click with detail 0) at once: focus, not the pointer, chose it', () => {
    const onClick = vi.fn();
    render(<SettledButton onClick={onClick}>Go Back</SettledButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }), { detail: 0 });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('an early press on a submit button does not submit its form', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SettledButton type="submit">Pay $32.42</SettledButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay $32.42' }), { detail: 1 });
    expect(onSubmit).not.toHaveBeenCalled();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $32.42' }), { detail: 1 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('SettledDialog', () => {
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <SettledDialog open={open} onClose={() => setOpen(false)} aria-labelledby="t">
        <h2 id="t">Clear Cart</h2>
      </SettledDialog>
    );
  }
  const backdropClick = () => {
    // MUI closes on a press that starts and ends on the dialog's container (around the paper).
    const container = document.querySelector('.MuiDialog-container') as HTMLElement;
    fireEvent.mouseDown(container, { detail: 2 });
    fireEvent.click(container, { detail: 2 });
  };

  it('stays open when the second press of the double click that opened it lands beside it; closes on a later one', async () => {
    render(<Harness />);
    backdropClick();
    expect(screen.getByRole('dialog', { name: 'Clear Cart' })).toBeInTheDocument();
    await settle();
    backdropClick();
    // Gone once its closing transition is over.
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Clear Cart' })).toBeNull();
  });
});
