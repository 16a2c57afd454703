import type { TourHoldResponse } from '@gt/contract/holds';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifierSnackbar } from '../../../app/layout/notifier-snackbar';
import { useCartStore } from '../../../stores/cart-store';
import { useDiscardTimer } from '../../../stores/discard-timer';
import { useFoodCart } from '../../../stores/food-cart';
import { useMembershipCart } from '../../../stores/membership-cart';
import { useNotifier } from '../../../stores/notifier';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { DiscardTimer } from './discard-timer';

const REF = 'hold-ref-0123456789abcdef';
const A = { id: 43, name: 'Timed Admission' };
const B = { id: 77, name: 'Jellyfish Nights' };

/** A hold response: events with their seconds left and quantity of product 1. */
function holdOf(...events: [typeof A, number, number][]): TourHoldResponse {
  return {
    TourHoldRef: REF,
    ExpiresAt: null,
    SecondsLeft: Math.min(...events.map(([, s]) => s)),
    Events: events.map(([e, secondsLeft, quantity]) => ({
      TourEventID: e.id,
      EventName: e.name,
      EventStartDateTime: '2026-11-25T10:00:00-06:00',
      SeatsAvailable: 10,
      ExpiresAt: '',
      SecondsLeft: secondsLeft,
      TourProducts: [{ TourProductID: 1, TourProductName: 'Adult', Quantity: quantity, AffectsCapacity: true }],
      BookingUDFs: [],
    })),
  };
}

/** The server: answers GET with `hold`, POST set/remove with `onPost`, records every request. */
function server(hold: () => TourHoldResponse, onPost: (body: { Action: string; TourEventID?: number }) => [number, unknown]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as { Action: string; TourEventID?: number }) : undefined;
    calls.push(body ? `${body.Action} ${body.TourEventID ?? ''}`.trim() : `GET ${url}`);
    const [status, json] = body ? onPost(body) : [200, hold()];
    return Promise.resolve(new Response(status === 204 ? null : JSON.stringify(json), { status }));
  });
  return calls;
}

function renderTimer(config: Record<string, unknown> = {}) {
  renderWithData(
    <>
      <DiscardTimer />
      <NotifierSnackbar />
    </>,
    { config: testConfig({ DiscardTimeMinutes: 15, DiscardPopupSeconds: 60, ...config }) },
  );
}

/** Lets timers and the answers they wait for run. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  useCartStore.getState().reset();
  useMembershipCart.getState().reset();
  useNotifier.getState().dismiss();
  useDiscardTimer.getState().set({ secondsLeft: null, popupOpen: false, paused: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('cart discard timer', () => {
  it("counts down the server's earliest hold expiry; adding another event restarts nothing", async () => {
    server(() => holdOf([A, 100, 2]), () => [200, {}]);
    useCartStore.getState().applyHold(holdOf([A, 100, 2]), { [A.id]: 1 });
    renderTimer();
    await pass(0);
    expect(useDiscardTimer.getState().secondsLeft).toBe(100);
    await pass(10_000);
    act(() => useCartStore.getState().applyHold(holdOf([A, 90, 2], [B, 900, 1]), { [B.id]: 4 }));
    await pass(1000);
    expect(useDiscardTimer.getState().secondsLeft).toBe(89);
  });

  it('opens the popup DiscardPopupSeconds before the hold lapses, then discards the cart, releases the hold and says so', async () => {
    const calls = server(() => holdOf([A, 120, 2]), () => [204, null]);
    useCartStore.getState().applyHold(holdOf([A, 120, 2]), { [A.id]: 1 });
    renderTimer();
    await pass(59_000);
    expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).not.toBeInTheDocument();
    await pass(1000);
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toHaveTextContent('Your cart will be discarded in 60 seconds.');
    expect(screen.getByRole('button', { name: 'Discard Cart (60)' })).toBeInTheDocument();
    await pass(61_000); // the popup's closing transition included
    expect(useCartStore.getState().events).toEqual([]);
    expect(calls).toContain('reset');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'InfoYour time to complete the order ran out: your cart was discarded and its seats released. Your cart is now empty.',
    );
  });

  it('counts down a cart holding only a membership package from when it was added, then discards the package', async () => {
    server(() => holdOf([A, 100, 2]), () => [204, null]);
    const person = { userNo: 150000, isPrimaryMember: true, membershipTypeId: 1, firstName: 'Maya', lastName: 'Rivera', email: '', dob: '', phone: '', address1: '', address2: '', city: '', state: '', zipcode: '', country: '' };
    useMembershipCart.getState().setDraft({ membershipPackageId: 1, persons: [person] as never, addOns: {}, notIncluded: [] });
    useMembershipCart.getState().addToCart();
    renderTimer({ DiscardTimeMinutes: 2, DiscardPopupSeconds: 30 });
    await pass(1000);
    expect(useDiscardTimer.getState().secondsLeft).toBe(119);
    await pass(90_000);
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
    await pass(31_000);
    expect(useMembershipCart.getState().inCart).toBe(false);
    expect(useMembershipCart.getState().draft).toBeNull();
  });

  it('a food order discarded is not said to release seats: it holds none', async () => {
    server(() => holdOf([A, 100, 2]), () => [204, null]);
    useFoodCart.setState({ lines: [{ UniqueID: 'l1', ProductID: 1, ProductName: 'Fish Tacos', Quantity: 1 } as never], tabLocationId: 3, changedAt: Date.now() });
    renderTimer({ DiscardTimeMinutes: 2, DiscardPopupSeconds: 30 });
    await pass(122_000);
    expect(useFoodCart.getState().lines).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('InfoYour time to complete the order ran out: your cart was discarded. Your cart is now empty.');
  });

  it('Keep Cart renews every hold and names the event whose seats went, and what is left', async () => {
    let answer = holdOf([A, 30, 2], [B, 30, 2]);
    const calls = server(
      () => answer,
      (body) => {
        if (body.Action === 'set' && body.TourEventID === A.id) return [409, { Errors: [{ ErrorMessage: 'Tickets not longer available, please choose another time' }] }];
        answer = body.Action === 'remove' ? holdOf([B, 0, 2]) : holdOf([B, 900, 2]);
        return [200, answer];
      },
    );
    useCartStore.getState().applyHold(answer, { [A.id]: 1, [B.id]: 4 });
    renderTimer();
    await pass(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Keep Cart' }));
    await pass(500);
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([`set ${A.id}`, `remove ${A.id}`, `set ${B.id}`]);
    expect(useCartStore.getState().events.map((e) => e.TourEventID)).toEqual([B.id]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ErrorYour hold on Timed Admission has expired and the tickets are no longer available, please choose another time. Your cart now holds 2 tickets for Jellyfish Nights.',
    );
    await pass(500);
    expect(useDiscardTimer.getState()).toMatchObject({ secondsLeft: 899, popupOpen: false });
  });

  it('is paused while paying: no popup, no discard; on resume a lapsing hold is renewed, not discarded', async () => {
    let answer = holdOf([A, 30, 2]);
    const calls = server(
      () => answer,
      () => {
        answer = holdOf([A, 900, 2]);
        return [200, answer];
      },
    );
    useCartStore.getState().applyHold(answer, { [A.id]: 1 });
    act(() => useDiscardTimer.getState().set({ paused: true }));
    renderTimer();
    await pass(40_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useCartStore.getState().events).toHaveLength(1);
    act(() => useDiscardTimer.getState().set({ paused: false }));
    await pass(1000);
    expect(calls).toContain(`set ${A.id}`);
    expect(calls).not.toContain('reset');
    expect(useCartStore.getState().events).toHaveLength(1);
  });

  it('with the timer off (DiscardTimeMinutes 0) shows no countdown and renews a lapsed hold instead of leaving it in the cart', async () => {
    let answer = holdOf([A, 3, 2]);
    const calls = server(
      () => answer,
      () => {
        answer = holdOf([A, 900, 2]);
        return [200, answer];
      },
    );
    useCartStore.getState().applyHold(answer, { [A.id]: 1 });
    renderTimer({ DiscardTimeMinutes: 0 });
    await pass(2000);
    expect(useDiscardTimer.getState().secondsLeft).toBeNull();
    expect(calls).not.toContain(`set ${A.id}`);
    await pass(1500);
    expect(calls).toContain(`set ${A.id}`);
    expect(calls).not.toContain('reset');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useCartStore.getState().events).toHaveLength(1);
  });

  it('with the second provider layout the page reloads 1 second after a discard', async () => {
    server(() => holdOf([A, 2, 1]), () => [204, null]);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    useCartStore.getState().applyHold(holdOf([A, 2, 1]), { [A.id]: 1 });
    renderTimer({ PaymentMethodType: 'SingleExpiry' });
    await pass(2000);
    expect(useCartStore.getState().events).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
    await pass(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
