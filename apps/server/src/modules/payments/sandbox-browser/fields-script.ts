/**
 * Script of the hosted card fields page, served at /sandbox-pay/fields.js (fields-page.ts).
 * Over the module's port (handshake.ts) it answers `{type: 'tokenize', id}` with
 * `{type: 'result', id, result: {token} | {error, field}}` and `{type: 'focus'}` by focusing the
 * first field; it sends `{type: 'change', complete, error?}` as the visitor types and its height.
 * Tokenizing: every empty field gets its "{label} is required." (spec 01 §8) and the first one
 * the focus; then the card goes to this origin's POST /sandbox-pay/tokens, whose refusal
 * (`{error, field}`) is shown under its field (aria-invalid, aria-describedby) and focused.
 */
import { messages } from '@gt/domain/messages';
import { PAGE_HANDSHAKE } from './handshake';

export const FIELDS_SCRIPT = `(function () {
  'use strict';
  var UNREACHABLE = ${JSON.stringify(messages.cardServiceUnreachable)};
  var form = document.getElementById('card-fields');
  var monthYear = form.getAttribute('data-layout') === 'MonthYear';
  var controls = Array.prototype.slice.call(form.querySelectorAll('input, select'));
  function byId(id) { return document.getElementById(id); }
${PAGE_HANDSHAKE}
  function mark(el, errorId) {
    el.setAttribute('aria-invalid', 'true');
    el.setAttribute('aria-describedby', errorId);
  }
  function showError(el, text) {
    var p = byId(el.id + '-error');
    p.textContent = text;
    p.hidden = false;
    mark(el, p.id);
  }
  function clearErrors() {
    controls.forEach(function (el) {
      el.removeAttribute('aria-invalid');
      el.removeAttribute('aria-describedby');
      var p = byId(el.id + '-error');
      p.textContent = '';
      p.hidden = true;
    });
  }
  function state() {
    var shown = controls.map(function (el) { return byId(el.id + '-error').textContent; }).filter(Boolean)[0];
    var complete = controls.every(function (el) { return el.value.trim() !== ''; });
    return shown ? { type: 'change', complete: complete, error: shown } : { type: 'change', complete: complete };
  }
  /** The provider's refusal of one field: shown under it, focused. */
  function refuse(field, text) {
    var el = field === 'expiry' ? byId(monthYear ? 'month' : 'expiry') : byId(field === 'cvv' ? 'cvv' : 'number');
    showError(el, text);
    if (field === 'expiry' && monthYear) mark(byId('year'), 'month-error');
    el.focus();
    send(state());
    return { error: text, field: field === 'expiry' || field === 'cvv' ? field : 'number' };
  }
  function expiry() {
    if (monthYear) return { expMonth: Number(byId('month').value), expYear: Number(byId('year').value) };
    var m = /^\\s*(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})\\s*$/.exec(byId('expiry').value);
    return m ? { expMonth: Number(m[1]), expYear: Number(m[2]) } : { expMonth: 0, expYear: 0 };
  }
  function createToken() {
    clearErrors();
    var empty = controls.filter(function (el) { return el.value.trim() === ''; });
    if (empty.length) {
      empty.forEach(function (el) { showError(el, el.getAttribute('data-required')); });
      empty[0].focus();
      send(state());
      return Promise.resolve({ error: empty[0].getAttribute('data-required'), field: empty[0].getAttribute('data-field') });
    }
    var exp = expiry();
    return fetch('/sandbox-pay/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({ number: byId('number').value, expMonth: exp.expMonth, expYear: exp.expYear, cvv: byId('cvv').value })
    }).then(function (res) {
      return res.json().then(function (body) {
        if (res.ok && body && typeof body.token === 'string') return { token: body.token };
        if (body && body.error && body.field) return refuse(body.field, String(body.error));
        var first = body && body.Errors && body.Errors[0];
        return refuse('number', (first && first.ErrorMessage) || UNREACHABLE);
      });
    }).catch(function () { return refuse('number', UNREACHABLE); });
  }
  var send = connectToParent(function (message) {
    if (message.type === 'tokenize') createToken().then(function (result) { send({ type: 'result', id: message.id, result: result }); });
    else if (message.type === 'focus') controls[0].focus();
  });
  /** Editing a field clears the error it shows (and the marks of the fields that error describes). */
  function edited(event) {
    var id = event.target.getAttribute('aria-describedby');
    if (id) {
      byId(id).textContent = '';
      byId(id).hidden = true;
      controls.forEach(function (el) {
        if (el.getAttribute('aria-describedby') !== id) return;
        el.removeAttribute('aria-invalid');
        el.removeAttribute('aria-describedby');
      });
    }
    send(state());
  }
  form.addEventListener('input', edited);
  form.addEventListener('change', edited);
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  send(state());
})();
`;
