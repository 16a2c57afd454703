/**
 * A stand-in for the card provider's browser module in component tests (the test DOM runs no
 * scripts): loading any script defines `window.GTCardFields` as this module. Its `mount` draws a
 * plain "Card Number" input into the container; `createToken` refuses an empty one ("Card Number
 * is required.", field number), an expired test card 4000 0000 0000 0069 (field expiry) and
 * takes any other as token `tok_<last 4>`; `handleAction` answers `actionOutcome`. Each install
 * has its own `url` (the module is cached per address): use it as the configured CardFieldsURL.
 */
import type { CardFieldsModule, CardFieldsOptions } from '@gt/contract/card-fields';
import { vi } from 'vitest';

export interface FakeCardFields {
  url: string;
  mounts: CardFieldsOptions[];
  unmounts: number;
  /** The amounts (cents) the page told the fields about after mounting them. */
  updates: number[];
  actions: string[];
  actionOutcome: { ok: true } | { error: string };
}

let installs = 0;

export function installCardFieldsModule(): FakeCardFields {
  const fake: FakeCardFields = { url: `/test-card-fields-${++installs}.js`, mounts: [], unmounts: 0, updates: [], actions: [], actionOutcome: { ok: true } };
  const module: CardFieldsModule = {
    mount(container, options) {
      fake.mounts.push(options);
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Card Number');
      container.appendChild(input as never);
      return Promise.resolve({
        createToken: () => {
          const digits = input.value.replace(/\s/g, '');
          if (digits === '') return Promise.resolve({ error: 'Card Number is required.', field: 'number' as const });
          if (digits === '4000000000000069') return Promise.resolve({ error: 'Your card has expired.', field: 'expiry' as const });
          return Promise.resolve({ token: `tok_${digits.slice(-4)}` });
        },
        focus: () => input.focus(),
        update: (o: { amountCents: number }) => void fake.updates.push(o.amountCents),
        unmount: () => {
          fake.unmounts++;
          input.remove();
        },
      });
    },
    handleAction(clientSecret) {
      fake.actions.push(clientSecret);
      return Promise.resolve(fake.actionOutcome);
    },
  };
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement)) return append(node);
    Object.assign(window, { GTCardFields: module });
    queueMicrotask(() => node.dispatchEvent(new Event('load')));
    return node;
  });
  return fake;
}
