import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installCardFieldsModule } from '../../../testing/card-fields-module';
import { installOffScreen } from '../../../testing/intersection-observer';
import { testConfig } from '../../../testing/fixtures';
import { renderWithData } from '../../../testing/render';
import { HostedCardFields, type CardFieldsHandle } from './hosted-card-fields';

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { GTCardFields?: unknown }).GTCardFields;
});

function renderFields(patch: Record<string, unknown>, amountCents = 6484) {
  const ref = createRef<CardFieldsHandle>();
  const view = renderWithData(<HostedCardFields ref={ref} amountCents={amountCents} />, { config: testConfig(patch) });
  return { ref, ...view };
}

describe('hosted card fields (spec 01 §2 "Payment form")', () => {
  it('holds the room while the module loads, mounts its fields with the layout, amount, currency and public key, and removes them when it goes', async () => {
    const fake = installCardFieldsModule();
    const { unmount } = renderFields({ CardFieldsURL: fake.url, PaymentMethodType: 'SingleExpiry', CardFieldsKey: 'pk_test_1' });
    expect(screen.getByLabelText('Loading the card fields')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Card Number' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the card fields')).toBeNull();
    expect(fake.mounts).toEqual([expect.objectContaining({ layout: 'SingleExpiry', amountCents: 6484, currency: 'USD', publicKey: 'pk_test_1' })]);
    unmount();
    await waitFor(() => expect(fake.unmounts).toBe(1));
  });

  it('loads the frame when the fields come near the screen, or at once when Pay asks for a token first', async () => {
    const screenEdge = installOffScreen();
    try {
      const fake = installCardFieldsModule();
      renderFields({ CardFieldsURL: fake.url });
      await act(() => new Promise((r) => setTimeout(r, 20)));
      expect(fake.mounts).toEqual([]);
      expect(screen.getByLabelText('Loading the card fields')).toBeInTheDocument();
      act(() => screenEdge.bringOnScreen());
      expect(await screen.findByRole('textbox', { name: 'Card Number' })).toBeInTheDocument();
      expect(fake.mounts).toHaveLength(1);
      cleanup();

      const again = installCardFieldsModule();
      const { ref } = renderFields({ CardFieldsURL: again.url });
      expect(await act(() => ref.current!.createToken())).toEqual({ error: 'Card Number is required.' });
      expect(again.mounts).toHaveLength(1);
      expect(screen.getByRole('textbox', { name: 'Card Number' })).toHaveFocus();
    } finally {
      screenEdge.restore();
    }
  });

  it("hands back the card's token, and says a refused card under the fields with the fields focused", async () => {
    const fake = installCardFieldsModule();
    const { ref } = renderFields({ CardFieldsURL: fake.url });
    const number = await screen.findByRole('textbox', { name: 'Card Number' });
    let answer = await act(() => ref.current!.createToken());
    expect(answer).toEqual({ error: 'Card Number is required.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Card Number is required.');
    expect(number).toHaveFocus();
    await userEvent.type(number, '4242 4242 4242 4242');
    answer = await act(() => ref.current!.createToken());
    expect(answer).toEqual({ token: 'tok_4242' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the configured ExpiryInvalid with the single expiry layout, the provider text with month and year', async () => {
    for (const [layout, text] of [['SingleExpiry', 'Check the expiry date.'], ['MonthYear', 'Your card has expired.']] as const) {
      const fake = installCardFieldsModule();
      const { ref, unmount } = renderFields({ CardFieldsURL: fake.url, PaymentMethodType: layout, Messages: { ExpiryInvalid: 'Check the expiry date.' } });
      await userEvent.type(await screen.findByRole('textbox', { name: 'Card Number' }), '4000 0000 0000 0069');
      await act(() => ref.current!.createToken());
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      unmount();
      vi.restoreAllMocks();
    }
  });

  it('says the payment is not configured when the module cannot be loaded', async () => {
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (!(node instanceof HTMLScriptElement)) return append(node);
      queueMicrotask(() => node.dispatchEvent(new Event('error')));
      return node;
    });
    const { ref } = renderFields({ CardFieldsURL: '/nowhere/card-fields.js' });
    const text = 'Global Payment is not configured correctly, please contact administrator for more details.';
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(await act(() => ref.current!.createToken())).toEqual({ error: text });
  });
});
