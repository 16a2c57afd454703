import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, useNoticeFollowsPage, useNotifier } from '../../stores/notifier';
import { NotifierSnackbar } from './notifier-snackbar';

afterEach(() => {
  vi.useRealTimers();
  act(() => useNotifier.getState().dismiss());
});

describe('app-wide notifier (spec 01 §8)', () => {
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

  it('hides by itself: information after 10 seconds, an error after 20 (spec 01 §8: closing resets it)', () => {
    vi.useFakeTimers();
    render(<NotifierSnackbar />);
    act(() => notify('error', 'Your card was declined.'));
    act(() => vi.advanceTimersByTime(19_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(useNotifier.getState().notice).toBeNull();
    act(() => notify('info', 'Your cart was cleared and its seats released.'));
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(useNotifier.getState().notice).toBeNull();
  });
});

/** The app shell's part: the snackbar, the page's notice scope, and a way to another page. */
function Shell({ to }: { to: string }) {
  useNoticeFollowsPage();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate(to)}>Go</button>
      {useNotifier((s) => s.notice) && <NotifierSnackbar />}
    </>
  );
}

describe('a message belongs to the page that raised it (spec 01 §8, spec 02 §5)', () => {
  it('a failed find’s error does not follow the visitor to the booking found next; nor a membership error to the checkout', async () => {
    render(
      <MemoryRouter initialEntries={['/findmybooking']}>
        <Shell to="/managebooking" />
      </MemoryRouter>,
    );
    act(() => notify('error', 'Last Name does not match.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Last Name does not match.');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useNotifier.getState().notice).toBeNull();
  });

  it('a message raised for the page the caller goes to is shown there', async () => {
    render(
      <MemoryRouter initialEntries={['/managecheckout']}>
        <Shell to="/managebooking" />
      </MemoryRouter>,
    );
    act(() => notify('error', 'Your card was declined.', { page: '/managebooking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });
});
