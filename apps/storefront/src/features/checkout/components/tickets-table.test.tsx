import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../../stores/cart-store';
import { useNotifier } from '../../../stores/notifier';
import { bookingType, testConfig, tourEvent } from '../../../testing/fixtures';
import { renderWithData, setViewportWidth } from '../../../testing/render';
import { cartEventsKey } from '../api/get-cart-events';
import { useCartLines } from '../hooks/use-cart-lines';
import { TicketsTable } from './tickets-table';

function Cart({ minimumTickets = 0 }: { minimumTickets?: number }) {
  const { events, totals } = useCartLines();
  const types = minimumTickets > 0 ? new Map([[2, bookingType({ BookingTypeID: 2, MinimumTickets: minimumTickets })]]) : new Map();
  return <TicketsTable events={events} bookingTypes={types} currency="USD" totals={totals} />;
}

function renderCart(showPricesAs: 'extax' | 'inctax') {
  useCartStore.setState({
    events: [{ TourEventID: 43, BookingTypeID: 2, lines: [{ TourProductID: 5, Quantity: 2 }, { TourProductID: 1, Quantity: 2 }], udfs: {} }],
    holdRef: 'hold-ref-0123456789',
  });
  renderWithData(<Cart />, { config: testConfig({ ShowPricesAs: showPricesAs }), data: [[cartEventsKey([43]), [tourEvent()]]] });
}

const cells = (row: RegExp) =>
  within(screen.getByRole('row', { name: row }))
    .getAllByRole('cell')
    .map((c) => c.textContent);
const amount = (row: RegExp) => cells(row).at(-1);

afterEach(() => {
  useCartStore.getState().reset();
  act(() => setViewportWidth(1024));
});

describe('cart table prices', () => {
  it('extax: unit and line columns show the ex-tax amounts, which add up to the subtotal', () => {
    renderCart('extax');
    // Tour Guest $59.00 includes 5 %: $56.19 a ticket, as the calendar and drawer show it.
    expect(cells(/^Tour Guest/).slice(-2)).toEqual(['$56.19', '$112.38']);
    expect(cells(/^Adult/).slice(-2)).toEqual(['$29.95', '$59.90']);
    expect(amount(/^Subtotal/)).toBe('$172.28');
    expect(amount(/^Tax/)).toBe('$10.56');
    expect(amount(/^Total/)).toBe('$182.84');
  });

  it('inctax: unit and line columns include every tax; the subtotal is their sum and includes the tax', () => {
    renderCart('inctax');
    expect(cells(/^Tour Guest/).slice(-2)).toEqual(['$59.00', '$118.00']);
    expect(cells(/^Adult/).slice(-2)).toEqual(['$32.42', '$64.84']);
    expect(amount(/^Subtotal/)).toBe('$182.84');
    expect(amount(/^Tax included/)).toBe('$10.56');
    expect(amount(/^Total/)).toBe('$182.84');
  });
});

describe('cart table on a 375 px phone', () => {
  it('hides the unit price (by CSS, the same HTML at every width) and keeps the totals in the line totals column', () => {
    act(() => setViewportWidth(375));
    renderCart('extax');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Remove', 'Ticket', 'Quantity', 'Total']);
    // The hidden column keeps its place, so every row spans the same columns.
    const headers = screen.getAllByRole('columnheader', { hidden: true });
    expect(headers.map((h) => h.textContent)).toEqual(['Remove', 'Ticket', 'Quantity', 'Price', 'Total']);
    for (const label of [/^Subtotal/, /^Tax/, /^Total/]) {
      const row = screen.getByRole('row', { name: label });
      const span = [...row.querySelectorAll('th, td')].reduce((n, c) => n + ((c as HTMLTableCellElement).colSpan || 1), 0);
      expect(span).toBe(headers.length);
    }
    expect(cells(/^Tour Guest/).at(-1)).toBe('$112.38');
  });
});

describe('the checkout’s minimum (spec 01 §5)', () => {
  it('removing a line below the booking type’s minimum says "Minimum tickets for event is N, please add more tickets."', async () => {
    useCartStore.setState({
      events: [{ TourEventID: 43, BookingTypeID: 2, lines: [{ TourProductID: 5, Quantity: 2 }, { TourProductID: 1, Quantity: 2 }], udfs: {} }],
      holdRef: 'hold-ref-0123456789',
    });
    renderWithData(<Cart minimumTickets={4} />, { config: testConfig(), data: [[cartEventsKey([43]), [tourEvent()]]] });
    await userEvent.click(screen.getByRole('button', { name: /^Remove Adult/ }));
    expect(useNotifier.getState().notice?.message).toBe('Minimum tickets for event is 4, please add more tickets.');
    act(() => useNotifier.getState().dismiss());
  });
});
