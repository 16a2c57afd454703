import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recaptchaScriptSrc, recaptchaToken } from './recaptcha';

let added: HTMLScriptElement[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => (added.push(node as unknown as HTMLScriptElement), node));
});
afterEach(() => {
  delete (window as { grecaptcha?: unknown }).grecaptcha;
  vi.restoreAllMocks();
});

/** Fires the load (or error) of the script element of `src`. */
const finish = (src: string, event: 'load' | 'error') => added.find((s) => s.getAttribute('src') === src)?.dispatchEvent(new Event(event));

describe('reCAPTCHA v3 (spec 01 §5 "Checkout fields")', () => {
  it('loads the script with the site key and asks for a token of action checkout', async () => {
    const execute = vi.fn(() => Promise.resolve('token-123'));
    const src = recaptchaScriptSrc('https://recaptcha.example/api.js', 'site key');
    expect(src).toBe('https://recaptcha.example/api.js?render=site%20key');
    const token = recaptchaToken('site key', 'https://recaptcha.example/api.js');
    Object.assign(window, { grecaptcha: { ready: (cb: () => void) => cb(), execute } });
    finish(src, 'load');
    await expect(token).resolves.toBe('token-123');
    expect(execute).toHaveBeenCalledWith('site key', { action: 'checkout' });
  });

  it('says "Recaptcha token not fetched" when the script fails or gives no token', async () => {
    const failed = recaptchaToken('k1', '/missing.js');
    finish('/missing.js?render=k1', 'error');
    await expect(failed).rejects.toThrow('Recaptcha token not fetched');
    const empty = recaptchaToken('k2', '/api.js?hl=en');
    Object.assign(window, { grecaptcha: { ready: (cb: () => void) => cb(), execute: () => Promise.resolve('') } });
    finish('/api.js?hl=en&render=k2', 'load');
    await expect(empty).rejects.toThrow('Recaptcha token not fetched');
  });
});
