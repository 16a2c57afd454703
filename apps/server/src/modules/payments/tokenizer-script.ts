/**
 * Browser script served at /sandbox-pay/tokenizer.js (the default Public.CardTokenizerURL). It
 * exposes the storefront's card tokenizer interface `window.GTCardTokenizer` (also as
 * `window.SandboxPay`, with the test card numbers): `tokenize({ number, expMonth, expYear, cvv })` →
 * `Promise<{ token, brand, last4, expiresAt } | { error, field }>` (field: number | expiry | cvv),
 * posting the card straight to the provider so the storefront's own API never sees it.
 */
export const TOKENIZER_SCRIPT = `/* Sandbox card tokenizer. Test cards: 4242424242424242 approve, 4000000000000002 decline,
   4000000000009995 insufficient funds, 4000000000000069 expired card. */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src, window.location.href).origin : '';
  var unreachable = { error: 'The card service could not be reached, please try again.', field: 'number' };
  function tokenize(card) {
    card = card || {};
    return fetch(base + '/sandbox-pay/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({
        number: String(card.number == null ? '' : card.number),
        expMonth: Number(card.expMonth),
        expYear: Number(card.expYear),
        cvv: String(card.cvv == null ? '' : card.cvv)
      })
    }).then(function (res) {
      return res.json().then(function (body) {
        if (res.ok && body && body.token) return body;
        if (body && body.error && body.field) return { error: body.error, field: body.field };
        var first = body && body.Errors && body.Errors[0];
        return { error: (first && first.ErrorMessage) || unreachable.error, field: 'number' };
      });
    }, function () { return unreachable; });
  }
  window.GTCardTokenizer = window.SandboxPay = Object.freeze({
    tokenize: tokenize,
    testCards: Object.freeze({
      approve: '4242424242424242',
      decline: '4000000000000002',
      insufficientFunds: '4000000000009995',
      expiredCard: '4000000000000069'
    })
  });
})();
`;
