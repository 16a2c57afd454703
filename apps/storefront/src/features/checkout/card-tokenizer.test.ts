import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTokenizer } from './card-tokenizer';

/** The script elements the loader added (kept from the test DOM, which does not run scripts). */
let added: HTMLScriptElement[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => (added.push(node as unknown as HTMLScriptElement), node));
});

/** Finishes loading the script element of `src`: defines the tokenizer (or not) and fires load/error. */
function finish(src: string, outcome: 'tokenizer' | 'nothing' | 'error') {
  const script = added.filter((s) => s.getAttribute('src') === src).at(-1);
  if (!script) throw new Error(`no script ${src}`);
  if (outcome === 'tokenizer') Object.assign(window, { GTCardTokenizer: { tokenize: () => Promise.resolve({ token: 't', brand: 'visa', last4: '4242', expiresAt: '' }) } });
  script.dispatchEvent(new Event(outcome === 'error' ? 'error' : 'load'));
}

afterEach(() => {
  delete (window as { GTCardTokenizer?: unknown }).GTCardTokenizer;
  vi.restoreAllMocks();
});

describe('card tokenizer', () => {
  it('loads the script named by CardTokenizerURL, once', async () => {
    const first = loadTokenizer('https://pay.example.com/v2/tokenizer.js');
    expect(loadTokenizer('https://pay.example.com/v2/tokenizer.js')).toBe(first);
    finish('https://pay.example.com/v2/tokenizer.js', 'tokenizer');
    await expect(first).resolves.toHaveProperty('tokenize');
    expect(added.map((s) => s.getAttribute('src'))).toEqual(['https://pay.example.com/v2/tokenizer.js']);
  });

  it('says the payment is not configured when the script fails or offers no tokenizer, and tries again next time', async () => {
    const failed = loadTokenizer('/missing/tokenizer.js');
    finish('/missing/tokenizer.js', 'error');
    await expect(failed).rejects.toThrow('Global Payment is not configured correctly, please contact administrator for more details.');
    const empty = loadTokenizer('/empty/tokenizer.js');
    finish('/empty/tokenizer.js', 'nothing');
    await expect(empty).rejects.toThrow('Global Payment is not configured correctly, please contact administrator for more details.');
    const again = loadTokenizer('/missing/tokenizer.js');
    expect(again).not.toBe(failed);
    finish('/missing/tokenizer.js', 'tokenizer');
    await expect(again).resolves.toHaveProperty('tokenize');
  });
});
