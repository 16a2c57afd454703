/**
 * Loads the card provider's tokenizer script named by PublicConfig.CardTokenizerURL (once per
 * address) and hands back its `window.GTCardTokenizer` (docs/architecture.md#payments: the card goes to
 * the provider only; spec 01 §7 "a script … from a configured URL"). Any provider's script
 * offers `tokenize({ number, expMonth, expYear, cvv })` → `{ token, brand, last4, expiresAt }` or
 * `{ error, field }`. A script that cannot be loaded or does not offer it means the payment is
 * not configured: "Global Payment is not configured correctly, please contact administrator for
 * more details." (spec 01 §8).
 */
import type { CardToken, TokenizeError } from '@gt/contract/sandbox-pay';
import { messages } from '@gt/domain/messages';
import { forgetScript, loadScript } from '../../lib/load-script';

export interface CardTokenizer {
  tokenize(card: { number: string; expMonth: number; expYear: number; cvv: string }): Promise<CardToken | TokenizeError>;
}

const tokenizers = new Map<string, Promise<CardTokenizer>>();

export function loadTokenizer(src: string): Promise<CardTokenizer> {
  let p = tokenizers.get(src);
  if (!p) {
    p = loadScript(src)
      .then(() => {
        const tokenizer = (window as unknown as { GTCardTokenizer?: CardTokenizer }).GTCardTokenizer;
        if (typeof tokenizer?.tokenize !== 'function') throw new Error('no tokenizer');
        return tokenizer;
      })
      .catch(() => {
        tokenizers.delete(src);
        forgetScript(src);
        throw new Error(messages.paymentProviderNotConfigured);
      });
    tokenizers.set(src, p);
  }
  return p;
}
