import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, useNotifier } from '../../stores/notifier';
import { NotifierSnackbar } from './notifier-snackbar';

afterEach(() => {
  vi.useRealTimers();
  act(() => useNotifier.getState().dismiss());
});

describe('app-wide notifier (spec 01 §8; issue 10 item 12)', () => {
  it('shows an error in a snackbar titled Error that the visitor dismisses', async () => {
    render(<NotifierSnackbar />);
    act(() => notify('error', 'Unable to perform tourhold'));
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorUnable to perform tourhold');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useNotifier.getState().notice).toBeNull();
  });

  it('titles information Info, and a newer message replaces the older one', () => {
    render(<NotifierSnackbar />);
    act(() => notify('error', 'first'));
    act(() => notify('info', 'Your cart was cleared and its seats released.'));
    expect(screen.getByRole('alert')).toHaveTextContent('InfoYour cart was cleared and its seats released.');
  });

  it('keeps an error until closed; information closes by itself after 10 seconds', () => {
    vi.useFakeTimers();
    render(<NotifierSnackbar />);
    act(() => notify('error', 'Your card was declined.'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    act(() => notify('info', 'Your cart was cleared and its seats released.'));
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(useNotifier.getState().notice).toBeNull();
  });
});
