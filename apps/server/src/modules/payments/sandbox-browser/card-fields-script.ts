/**
 * The sandbox's browser module, served at /sandbox-pay/card-fields.js (the default
 * Public.CardFieldsURL): `window.GTCardFields`, packages/contract/src/card-fields.ts.
 * It finds the sandbox's origin from its own address (`document.currentScript.src`), so the
 * fields may live on another origin than the store. `mount` frames /sandbox-pay/fields (which
 * posts the card to the sandbox itself), `handleAction` shows /sandbox-pay/challenge in a
 * "Confirm your payment" dialog; both talk over a MessageChannel (handshake.ts).
 */
import { messages } from '@gt/domain/messages';
import { MODULE_HANDSHAKE } from './handshake';

/** The sandbox's test cards (docs/payments.md#the-sandbox-provider), listed on `GTCardFields.testCards`. */
export const SANDBOX_TEST_CARD_NUMBERS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expiredCard: '4000000000000069',
  authenticationRequired: '4000002760003184',
  authenticationRequiredFirstPayment: '4000002500003155',
  disputed: '4000000000000259',
  refundFails: '4000000000005126',
} as const;

export const CARD_FIELDS_SCRIPT = `/* Sandbox hosted card fields (window.GTCardFields). Test cards (any future expiry, any 3-digit CVV):
   4242 4242 4242 4242 approved; 4000 0000 0000 0002 declined; 4000 0000 0000 9995 insufficient funds;
   4000 0000 0000 0069 expired card; 4000 0027 6000 3184 authentication required on every payment;
   4000 0025 0000 3155 authentication required on the first payment only (card on file charges go through);
   4000 0000 0000 0259 succeeds, then the buyer disputes it; 4000 0000 0000 5126 succeeds, refunds fail. */
(function () {
  'use strict';
  var UNREACHABLE = ${JSON.stringify(messages.cardServiceUnreachable)};
  var CANCELLED = ${JSON.stringify(messages.authenticationCancelled)};
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src, window.location.href).origin : window.location.origin;
  var dialogs = 0;
${MODULE_HANDSHAKE}
  function frame(src, title) {
    var iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = title;
    iframe.style.display = 'block';
    iframe.style.width = '100%';
    iframe.style.border = '0';
    return iframe;
  }

  function mount(container, options) {
    options = options || {};
    var layout = options.layout === 'SingleExpiry' ? 'SingleExpiry' : 'MonthYear';
    var lang = typeof options.locale === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/.test(options.locale) ? '&lang=' + options.locale : '';
    var iframe = frame(base + '/sandbox-pay/fields?layout=' + layout + lang, 'Secure card payment fields');
    iframe.style.height = '140px';
    var connected = connectToFrame(iframe, 20000);
    container.appendChild(iframe);
    return connected.then(function (port) {
      var pending = {};
      var nextId = 1;
      port.onmessage = function (event) {
        var m = event.data || {};
        if (m.type === 'height' && m.height > 0) iframe.style.height = m.height + 'px';
        else if (m.type === 'change' && typeof options.onChange === 'function') options.onChange(m.error ? { complete: !!m.complete, error: String(m.error) } : { complete: !!m.complete });
        else if (m.type === 'result' && pending[m.id]) {
          var settle = pending[m.id];
          delete pending[m.id];
          settle(m.result || {});
        }
      };
      function settleAll() {
        Object.keys(pending).forEach(function (id) { pending[id]({ error: UNREACHABLE, field: 'number' }); });
        pending = {};
      }
      return Object.freeze({
        createToken: function () {
          return new Promise(function (resolve) {
            if (!iframe.isConnected) return resolve({ error: UNREACHABLE, field: 'number' });
            var id = nextId++;
            pending[id] = function (r) {
              if (typeof r.token === 'string') return resolve({ token: r.token });
              // The page focuses the field itself: iframe.focus() here would race with it across processes.
              resolve({ error: String(r.error || UNREACHABLE), field: r.field === 'expiry' || r.field === 'cvv' ? r.field : 'number' });
            };
            port.postMessage({ type: 'tokenize', id: id });
          });
        },
        focus: function () {
          port.postMessage({ type: 'focus' });
        },
        // The sandbox's fields do not show the amount: nothing to redraw.
        update: function () {},
        unmount: function () {
          settleAll();
          port.close();
          iframe.remove();
        }
      });
    }, function (e) {
      iframe.remove();
      throw e;
    });
  }

  function element(tag, styles, text) {
    var el = document.createElement(tag);
    Object.keys(styles).forEach(function (k) { el.style[k] = styles[k]; });
    if (text) el.textContent = text;
    return el;
  }

  function handleAction(clientSecret) {
    if (typeof clientSecret !== 'string' || clientSecret === '') return Promise.resolve({ error: UNREACHABLE });
    return new Promise(function (resolve) {
      var previous = document.activeElement;
      var titleId = 'gt-card-fields-challenge-' + ++dialogs;
      var overlay = element('div', { position: 'fixed', inset: '0', zIndex: '2147483647', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '16px', background: 'rgba(0, 0, 0, 0.5)', overflowY: 'auto' });
      var dialog = element('div', { boxSizing: 'border-box', width: '100%', maxWidth: '480px', margin: 'auto', padding: '16px 24px', borderRadius: '8px', background: '#fff', color: 'rgba(0, 0, 0, 0.87)', fontFamily: 'Roboto, Helvetica, Arial, sans-serif', boxShadow: '0 11px 15px -7px rgba(0,0,0,0.2), 0 24px 38px 3px rgba(0,0,0,0.14)', outline: 'none' });
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', titleId);
      dialog.tabIndex = -1;
      var heading = element('h2', { margin: '0 0 8px', fontSize: '1.25rem', fontWeight: '600', lineHeight: '1.6' }, 'Confirm your payment');
      heading.id = titleId;
      var iframe = frame(base + '/sandbox-pay/challenge?client_secret=' + encodeURIComponent(clientSecret), 'Your bank\\'s authentication page');
      iframe.style.height = '280px';
      var footer = element('div', { display: 'flex', justifyContent: 'flex-end', marginTop: '8px' });
      var cancel = element('button', { minHeight: '40px', padding: '6px 16px', border: '0', borderRadius: '8px', background: 'transparent', color: '#0b5cad', font: 'inherit', fontSize: '14px', fontWeight: '500', letterSpacing: '0.02857em', textTransform: 'uppercase', cursor: 'pointer' }, 'Cancel');
      cancel.type = 'button';
      footer.appendChild(cancel);
      dialog.appendChild(heading);
      dialog.appendChild(iframe);
      dialog.appendChild(footer);
      overlay.appendChild(dialog);
      var port = null;
      var closed = false;
      function close(result) {
        if (closed) return;
        closed = true;
        document.removeEventListener('keydown', onKey, true);
        document.removeEventListener('focusin', onFocusIn, true);
        if (port) port.close();
        overlay.remove();
        if (previous && typeof previous.focus === 'function') previous.focus();
        resolve(result);
      }
      function onKey(event) {
        if (event.key === 'Escape') {
          event.preventDefault();
          close({ error: CANCELLED });
        } else if (event.key === 'Tab' && !event.shiftKey && event.target === cancel) {
          // Focus stays in the dialog: from Cancel, on to the test page's first button.
          event.preventDefault();
          iframe.focus();
          if (port) port.postMessage({ type: 'focus' });
        }
      }
      function onFocusIn(event) {
        if (!overlay.contains(event.target)) cancel.focus();
      }
      cancel.addEventListener('click', function () { close({ error: CANCELLED }); });
      connectToFrame(iframe, 20000).then(function (p) {
        if (closed) return p.close();
        port = p;
        port.onmessage = function (event) {
          var m = event.data || {};
          if (m.type === 'height' && m.height > 0) iframe.style.height = m.height + 'px';
          else if (m.type === 'done') close({ ok: true });
          else if (m.type === 'cancel') close({ error: CANCELLED });
          else if (m.type === 'error') close({ error: String(m.message || UNREACHABLE) });
        };
      }, function () { close({ error: UNREACHABLE }); });
      document.addEventListener('keydown', onKey, true);
      document.addEventListener('focusin', onFocusIn, true);
      document.body.appendChild(overlay);
      dialog.focus();
    });
  }

  window.GTCardFields = Object.freeze({
    mount: mount,
    handleAction: handleAction,
    testCards: Object.freeze(${JSON.stringify(SANDBOX_TEST_CARD_NUMBERS)})
  });
})();
`;
