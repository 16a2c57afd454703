import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ViewToggle } from './view-toggle';

describe('Calendar View / List View toggle (spec 01 §2)', () => {
  it('gives each option a normal tab stop: Tab reaches List View, Enter chooses it', async () => {
    const onChange = vi.fn();
    render(
      <>
        <a href="#before">before</a>
        <ViewToggle view="CalendarView" calendarDisabled={false} onChange={onChange} />
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Calendar View' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Calendar View' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'List View' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('ListView');
  });
});
