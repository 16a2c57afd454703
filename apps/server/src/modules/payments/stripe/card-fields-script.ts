/**
 * Stripe's browser module, served at /stripe-pay/card-fields.js (Public.CardFieldsURL with
 * PaymentProvider "stripe"): `window.GTCardFields` (packages/contract/src/card-fields.ts) over
 * Stripe.js, which Stripe requires to be loaded from its own origin (https://js.stripe.com/v3; the
 * CSP allows it when Stripe is configured). The card fields are Stripe's Payment Element in
 * Stripe's iframe, with Stripe's own layout (our MonthYear / SingleExpiry layouts are the
 * sandbox's); the page never sees a card number. `createToken` → a ConfirmationToken that the
 * server confirms its PaymentIntent with; `handleAction` → Stripe's 3-D Secure step.
 *
 * Plain ES2017 with no build step: it is sent as is.
 */
export const STRIPE_CARD_FIELDS_SCRIPT = `(function () {
  'use strict';
  var STRIPE_JS = 'https://js.stripe.com/v3';
  var loading = null;
  var clients = {};
  var lastKey = null;

  function loadStripeJs() {
    if (window.Stripe) return Promise.resolve(window.Stripe);
    if (!loading) {
      loading = new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        script.src = STRIPE_JS;
        script.async = true;
        script.onload = function () { window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start')); };
        script.onerror = function () { loading = null; script.remove(); reject(new Error('Stripe.js could not be loaded')); };
        document.head.appendChild(script);
      });
    }
    return loading;
  }

  function client(publicKey) {
    var key = publicKey || lastKey;
    if (!key) return Promise.reject(new Error('No Stripe publishable key (Public.CardFieldsKey)'));
    lastKey = key;
    return loadStripeJs().then(function (Stripe) { return clients[key] || (clients[key] = Stripe(key)); });
  }

  // Stripe's element error codes → the field the storefront marks.
  function fieldOf(code) {
    if (/number/.test(code || '')) return 'number';
    if (/expiry/.test(code || '')) return 'expiry';
    if (/cvc/.test(code || '')) return 'cvv';
    return undefined;
  }
  function failure(error) {
    var field = fieldOf(error && error.code);
    return field ? { error: error.message, field: field } : { error: (error && error.message) || 'The card could not be read.' };
  }

  async function mount(container, options) {
    var stripe = await client(options.publicKey);
    var amount = options.amountCents;
    var elements = stripe.elements({
      // A zero amount is a card check (SetupIntent); else the payment the server's PaymentIntent makes.
      mode: amount > 0 ? 'payment' : 'setup',
      amount: amount > 0 ? amount : undefined,
      currency: String(options.currency).toLowerCase(),
      paymentMethodTypes: ['card'],
      setupFutureUsage: amount > 0 && options.saveCard ? 'off_session' : undefined,
      locale: options.locale || 'auto',
    });
    var element = elements.create('payment', { layout: 'tabs', wallets: { applePay: 'never', googlePay: 'never' } });
    if (options.onChange) element.on('change', function (e) { options.onChange({ complete: Boolean(e.complete) }); });
    await new Promise(function (resolve, reject) {
      element.on('ready', resolve);
      element.on('loaderror', function (e) { reject(new Error((e && e.error && e.error.message) || 'The card fields could not be loaded')); });
      element.mount(container);
    });
    return {
      createToken: async function () {
        var submitted = await elements.submit();
        if (submitted.error) return failure(submitted.error);
        var made = await stripe.createConfirmationToken({ elements: elements });
        return made.error ? failure(made.error) : { token: made.confirmationToken.id };
      },
      focus: function () { element.focus(); },
      update: function (next) { if (next.amountCents > 0 && amount > 0) elements.update({ amount: next.amountCents }); },
      unmount: function () { element.destroy(); },
    };
  }

  async function handleAction(clientSecret, options) {
    try {
      var stripe = await client(options && options.publicKey);
      var result = await stripe.handleNextAction({ clientSecret: clientSecret });
      // A refused authentication still ended: the server learns the outcome from Stripe.
      if (result.error && !result.error.payment_intent && !result.error.setup_intent) return { error: result.error.message };
      return { ok: true };
    } catch (err) {
      return { error: err.message };
    }
  }

  window.GTCardFields = Object.freeze({ mount: mount, handleAction: handleAction });
})();
`;
