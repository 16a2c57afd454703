import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../stores/cart-store';
import { useDiscardTimer } from '../../../stores/discard-timer';
import { useFoodCart } from '../../../stores/food-cart';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { DiscardTimer } from './discard-timer';

const latte = { ProductID: 1, Quantity: 2, ProductNotes: '', Options: [{ OptionID: 1, ProductID: 21 }] };

async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
  useCartStore.getState().reset();
  useFoodCart.getState().reset();
  useDiscardTimer.getState().set({ secondsLeft: null, popupOpen: false, paused: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the discard timer with a food order (spec 01 §4 "Cart discard timer": order products; spec 02 §2.12 item 6)', () => {
  it('counts down DiscardTimeMinutes from the last change, Keep Cart starts it again, and at 0 the order is discarded', async () => {
    useFoodCart.getState().chooseTab(1);
    useFoodCart.getState().add(latte);
    renderWithData(<DiscardTimer />, { config: testConfig({ DiscardTimeMinutes: 2, DiscardPopupSeconds: 30 }) });
    await pass(0);
    expect(useDiscardTimer.getState().secondsLeft).toBe(120);
    await pass(90_000);
    fireEvent.click(screen.getByRole('button', { name: 'Keep Cart' }));
    await pass(1000);
    expect(useDiscardTimer.getState().secondsLeft).toBe(119);
    await pass(121_000);
    expect(useFoodCart.getState().lines).toEqual([]);
  });
});
