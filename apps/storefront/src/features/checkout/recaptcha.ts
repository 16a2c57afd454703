/**
 * reCAPTCHA v3 at checkout (spec 01 §5 "Checkout fields"): when a site key is configured
 * (PublicConfig.RecaptchaV3Client; off by default) the page loads RecaptchaScriptURL?render={key}
 * and asks for a token of action `checkout` when the visitor pays; the server verifies it. Any
 * failure (script not loaded, no grecaptcha, execute refused or empty) is "Recaptcha token not
 * fetched".
 */
import { messages } from '@gt/domain/messages';
import { forgetScript, loadScript } from '../../lib/load-script';

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, opts: { action: string }): Promise<string>;
}

/** The script address with the site key as its `render` parameter. */
export const recaptchaScriptSrc = (scriptUrl: string, siteKey: string) => `${scriptUrl}${scriptUrl.includes('?') ? '&' : '?'}render=${encodeURIComponent(siteKey)}`;

/** A fresh token of action `checkout`; rejects with "Recaptcha token not fetched". */
export async function recaptchaToken(siteKey: string, scriptUrl: string): Promise<string> {
  const src = recaptchaScriptSrc(scriptUrl, siteKey);
  try {
    await loadScript(src);
    const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
    if (!g) throw new Error('no grecaptcha');
    await new Promise<void>((resolve) => g.ready(resolve));
    const token = await g.execute(siteKey, { action: 'checkout' });
    if (!token) throw new Error('empty token');
    return token;
  } catch {
    if (!(window as unknown as { grecaptcha?: unknown }).grecaptcha) forgetScript(src);
    throw new Error(messages.recaptchaNotFetched);
  }
}
