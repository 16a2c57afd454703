/**
 * The card provider's browser module (docs/architecture.md#payments; packages/contract/src/card-fields.ts):
 * the script at PublicConfig.CardFieldsURL, loaded once per address, defines `window.GTCardFields`,
 * which draws the hosted card fields in its own iframe (`mount`) and runs a payment's 3-D Secure
 * step (`handleAction`). The storefront never sees a card number, only the module's one-use
 * token. A script that cannot be loaded or does not define the module means the payment is not
 * configured: "Global Payment is not configured correctly, please contact administrator for
 * more details." (spec 01 §8).
 */
import type { CardFieldsModule } from '@gt/contract/card-fields';
import { messages } from '@gt/domain/messages';
import { forgetScript, loadScript } from '../../lib/load-script';

const modules = new Map<string, Promise<CardFieldsModule>>();

/** `window.GTCardFields` of the script at `src`; rejects with the "not configured" text (and tries again next call). */
export function loadCardFields(src: string): Promise<CardFieldsModule> {
  let p = modules.get(src);
  if (!p) {
    p = loadScript(src)
      .then(() => {
        const module = (window as unknown as { GTCardFields?: Partial<CardFieldsModule> }).GTCardFields;
        if (typeof module?.mount !== 'function' || typeof module.handleAction !== 'function') throw new Error('no card fields module');
        return module as CardFieldsModule;
      })
      .catch(() => {
        modules.delete(src);
        forgetScript(src);
        throw new Error(messages.paymentProviderNotConfigured);
      });
    modules.set(src, p);
  }
  return p;
}
