/**
 * The sandbox's browser files by their name under /sandbox-pay/. `crossOrigin`: a store on
 * another origin loads it (the module), so it is served with Cross-Origin-Resource-Policy: cross-origin.
 */
import { CHALLENGE_SCRIPT } from './challenge-page';
import { CARD_FIELDS_SCRIPT } from './card-fields-script';
import { FIELDS_SCRIPT } from './fields-script';
import { SANDBOX_CSS } from './styles';

const JS = 'application/javascript; charset=utf-8';

export const SANDBOX_ASSETS: Record<string, { type: string; body: string; crossOrigin?: boolean }> = {
  'card-fields.js': { type: JS, body: CARD_FIELDS_SCRIPT, crossOrigin: true },
  'fields.js': { type: JS, body: FIELDS_SCRIPT },
  'challenge.js': { type: JS, body: CHALLENGE_SCRIPT },
  'sandbox.css': { type: 'text/css; charset=utf-8', body: SANDBOX_CSS },
};
