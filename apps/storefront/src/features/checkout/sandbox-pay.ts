/**
 * Loads the card provider's tokenizer script (served by the server at /sandbox-pay/tokenizer.js)
 * once, and tokenizes a card with it (DESIGN.md "Payments": the card goes to the provider only).
 */
import type { CardToken, TokenizeError } from '@gt/contract/sandbox-pay';

interface SandboxPay {
  tokenize(card: { number: string; expMonth: number; expYear: number; cvv: string }): Promise<CardToken | TokenizeError>;
}

let loading: Promise<SandboxPay> | null = null;

export function loadTokenizer(src = '/sandbox-pay/tokenizer.js'): Promise<SandboxPay> {
  loading ??= new Promise<SandboxPay>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => resolve((window as unknown as { SandboxPay: SandboxPay }).SandboxPay);
    s.onerror = () => {
      loading = null;
      reject(new Error('The card service could not be reached, please try again.'));
    };
    document.head.appendChild(s);
  });
  return loading;
}
