/**
 * The sandbox's hosted card fields page, GET /sandbox-pay/fields?layout=MonthYear|SingleExpiry
 * (spec 01 §2 "Payment form": card number, CVV, and month and year selects with 10 years from the
 * current one, or one MM/YY expiry field). No inline script: its behaviour is fields-script.ts.
 * Each input carries its "{label} is required." text (spec 01 §8) in `data-required`.
 */
import type { CardFieldsLayout } from '@gt/contract/card-fields';
import { cardFieldLabels as labels } from '@gt/domain/card';
import { messages } from '@gt/domain/messages';

type Key = keyof typeof labels;

/** `field`: the name createToken answers with (`number`, `expiry` or `cvv`). */
function input(key: Key, field: string, attrs: string, width: string): string {
  return `<div class="field ${width}">
  <label for="${key}">${labels[key]}<span aria-hidden="true"> *</span></label>
  <input id="${key}" name="${key}" data-field="${field}" data-required="${messages.fieldRequired(labels[key])}" aria-required="true" ${attrs}>
  <p class="error" id="${key}-error" hidden></p>
</div>`;
}

function select(key: 'month' | 'year', values: string[], autocomplete: string): string {
  const options = ['<option value=""></option>', ...values.map((v) => `<option value="${v}">${v}</option>`)].join('');
  return `<div class="field half">
  <label for="${key}">${labels[key]}<span aria-hidden="true"> *</span></label>
  <select id="${key}" name="${key}" data-field="expiry" data-required="${messages.fieldRequired(labels[key])}" aria-required="true" autocomplete="${autocomplete}">${options}</select>
  <p class="error" id="${key}-error" hidden></p>
</div>`;
}

/** The page's HTML; `thisYear` is the first of the Year select's 10 years. */
export function cardFieldsPage(layout: CardFieldsLayout, lang: string, thisYear: number): string {
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  const years = Array.from({ length: 10 }, (_, i) => String(thisYear + i));
  const expiry =
    layout === 'MonthYear'
      ? select('month', months, 'cc-exp-month') + select('year', years, 'cc-exp-year')
      : input('expiry', 'expiry', 'autocomplete="cc-exp" inputmode="numeric" placeholder="MM/YY" maxlength="7"', 'narrow');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Secure card payment fields</title>
<link rel="stylesheet" href="/sandbox-pay/sandbox.css">
</head>
<body class="fields">
<form id="card-fields" novalidate data-layout="${layout}">
<div class="grid">
${input('number', 'number', 'autocomplete="cc-number" inputmode="numeric" maxlength="23"', 'wide')}
${input('cvv', 'cvv', 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"', 'narrow')}
${expiry}
</div>
<p class="hint">Sandbox test card fields: no money moves. Try 4242 4242 4242 4242, any future expiry, any 3-digit CVV.</p>
</form>
<script src="/sandbox-pay/fields.js"></script>
</body>
</html>
`;
}
