import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCardFields } from './card-fields';

/** The script elements the loader added (kept from the test DOM, which does not run scripts). */
let added: HTMLScriptElement[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => (added.push(node as unknown as HTMLScriptElement), node));
});

const module = { mount: () => Promise.reject(new Error('unused')), handleAction: () => Promise.resolve({ ok: true }) };

/** Finishes loading the script element of `src`: defines the module (whole, half or not at all) and fires load/error. */
function finish(src: string, outcome: 'module' | 'mount only' | 'nothing' | 'error') {
  const script = added.filter((s) => s.getAttribute('src') === src).at(-1);
  if (!script) throw new Error(`no script ${src}`);
  if (outcome === 'module') Object.assign(window, { GTCardFields: module });
  if (outcome === 'mount only') Object.assign(window, { GTCardFields: { mount: module.mount } });
  script.dispatchEvent(new Event(outcome === 'error' ? 'error' : 'load'));
}

afterEach(() => {
  delete (window as { GTCardFields?: unknown }).GTCardFields;
  vi.restoreAllMocks();
});

const notConfigured = 'Global Payment is not configured correctly, please contact administrator for more details.';

describe('card fields module', () => {
  it('loads the script named by CardFieldsURL, once', async () => {
    const first = loadCardFields('https://pay.example.com/v3/card-fields.js');
    expect(loadCardFields('https://pay.example.com/v3/card-fields.js')).toBe(first);
    finish('https://pay.example.com/v3/card-fields.js', 'module');
    await expect(first).resolves.toBe(module);
    expect(added.map((s) => s.getAttribute('src'))).toEqual(['https://pay.example.com/v3/card-fields.js']);
  });

  it('says the payment is not configured when the script fails or defines no complete module, and tries again next time', async () => {
    const failed = loadCardFields('/missing/card-fields.js');
    finish('/missing/card-fields.js', 'error');
    await expect(failed).rejects.toThrow(notConfigured);
    const empty = loadCardFields('/empty/card-fields.js');
    finish('/empty/card-fields.js', 'nothing');
    await expect(empty).rejects.toThrow(notConfigured);
    const half = loadCardFields('/half/card-fields.js');
    finish('/half/card-fields.js', 'mount only');
    await expect(half).rejects.toThrow(notConfigured);
    const again = loadCardFields('/missing/card-fields.js');
    expect(again).not.toBe(failed);
    finish('/missing/card-fields.js', 'module');
    await expect(again).resolves.toBe(module);
  });
});
