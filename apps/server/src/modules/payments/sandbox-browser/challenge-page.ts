/**
 * The sandbox's 3-D Secure test page, GET /sandbox-pay/challenge?client_secret=… (framed by the
 * module's "Confirm your payment" dialog), standing in for a bank's authentication page. Its
 * script reads the intent (amount, card's last 4) and posts the chosen answer; no inline script.
 */
import { messages } from '@gt/domain/messages';
import { PAGE_HANDSHAKE } from './handshake';

export const CHALLENGE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox 3-D Secure test page</title>
<link rel="stylesheet" href="/sandbox-pay/sandbox.css">
</head>
<body class="challenge">
<main>
<h1>Sandbox 3-D Secure test page</h1>
<p class="bank">Your bank would ask you to confirm this payment here. This test page moves no money.</p>
<p id="loading">Loading the payment…</p>
<dl id="details" hidden><dt>Amount</dt><dd id="amount"></dd><dt>Card</dt><dd id="card"></dd></dl>
<p id="error" class="error" role="alert" hidden></p>
<div class="actions" id="actions" hidden>
<button type="button" class="primary" id="approve">Complete authentication</button>
<button type="button" id="fail">Fail authentication</button>
</div>
</main>
<script src="/sandbox-pay/challenge.js"></script>
</body>
</html>
`;

/**
 * Script of the test page, served at /sandbox-pay/challenge.js. The intent id is the client
 * secret's part before `_secret_`. Over the module's port it sends `{type: 'done'}` once the
 * answer is recorded (or the intent waits for none), `{type: 'error', message}` for an unknown
 * payment, `{type: 'cancel'}` on Escape; `{type: 'focus'}` focuses the first button.
 */
export const CHALLENGE_SCRIPT = `(function () {
  'use strict';
  var UNREACHABLE = ${JSON.stringify(messages.cardServiceUnreachable)};
  var secret = new URLSearchParams(window.location.search).get('client_secret') || '';
  var intentUrl = '/sandbox-pay/intents/' + encodeURIComponent(secret.split('_secret_')[0]);
  function byId(id) { return document.getElementById(id); }
  var buttons = [byId('approve'), byId('fail')];
${PAGE_HANDSHAKE}
  var send = connectToParent(function (message) {
    if (message.type === 'focus') buttons[0].focus();
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') send({ type: 'cancel' });
  });
  function errorText(body) {
    var first = body && body.Errors && body.Errors[0];
    return (first && first.ErrorMessage) || UNREACHABLE;
  }
  function showError(text) {
    byId('loading').hidden = true;
    byId('error').textContent = text;
    byId('error').hidden = false;
  }
  function getJson(res) {
    return res.json().then(function (body) { return { ok: res.ok, body: body }; });
  }
  fetch(intentUrl + '?client_secret=' + encodeURIComponent(secret), { credentials: 'omit' })
    .then(getJson)
    .then(function (r) {
      if (!r.ok) {
        showError(errorText(r.body));
        return send({ type: 'error', message: errorText(r.body) });
      }
      if (r.body.status !== 'requires_action') return send({ type: 'done' });
      var amount = r.body.amountCents / 100;
      try {
        amount = new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: r.body.currency }).format(amount);
      } catch (e) {
        amount = r.body.currency + ' ' + amount.toFixed(2);
      }
      var brand = String(r.body.brand);
      byId('amount').textContent = amount;
      byId('card').textContent = brand.charAt(0).toUpperCase() + brand.slice(1) + ' ending in ' + r.body.last4;
      byId('loading').hidden = true;
      byId('details').hidden = false;
      byId('actions').hidden = false;
    })
    .catch(function () { showError(UNREACHABLE); });
  function answer(approve) {
    buttons.forEach(function (b) { b.disabled = true; });
    byId('error').hidden = true;
    fetch(intentUrl + '/authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({ clientSecret: secret, approve: approve })
    })
      .then(getJson)
      .then(function (r) {
        if (r.ok) send({ type: 'done' });
        else retry(errorText(r.body));
      }, function () { retry(UNREACHABLE); });
  }
  function retry(text) {
    showError(text);
    buttons.forEach(function (b) { b.disabled = false; });
  }
  buttons[0].addEventListener('click', function () { answer(true); });
  buttons[1].addEventListener('click', function () { answer(false); });
})();
`;
