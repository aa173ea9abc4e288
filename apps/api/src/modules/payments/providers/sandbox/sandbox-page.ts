/** Server-rendered HTML of the sandbox provider's hosted card page (no inline script or style). */
import { escapeHtml } from '../../../../lib/html';
import type { SandboxErrors, SandboxField, SandboxValues } from './sandbox-form';

export const SANDBOX_ASSETS_PATH = '/sandbox/assets';

type FieldSpec = {
  name: SandboxField;
  label: string;
  autocomplete: string;
  maxLength: number;
  numeric: boolean;
  placeholder?: string;
  hint?: string;
};

const FIELDS: FieldSpec[] = [
  {
    name: 'cardholderName',
    label: 'Cardholder name',
    autocomplete: 'cc-name',
    maxLength: 60,
    numeric: false,
  },
  {
    name: 'number',
    label: 'Card number',
    autocomplete: 'cc-number',
    maxLength: 19,
    numeric: true,
    placeholder: '1234 1234 1234 1234',
  },
  {
    name: 'expiry',
    label: 'Expiry date',
    autocomplete: 'cc-exp',
    maxLength: 5,
    numeric: true,
    placeholder: 'MM/YY',
    hint: 'Month and year, MM/YY',
  },
  {
    name: 'cvv',
    label: 'CVV',
    autocomplete: 'cc-csc',
    maxLength: 4,
    numeric: true,
    hint: '3 digits on the back, 4 on the front for Amex',
  },
];

/** Shows the number in groups of four, as typed on the card. */
function displayValue(field: SandboxField, value: string): string {
  if (field !== 'number') return value;
  const digits = value.replace(/\s+/g, '');
  return /^\d+$/.test(digits) ? digits.replace(/(\d{4})(?=\d)/g, '$1 ') : value;
}

function renderField(spec: FieldSpec, value: string, error: string | undefined): string {
  const describedBy = [spec.hint ? `${spec.name}-hint` : '', error ? `${spec.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  const attributes = [
    `id="${spec.name}"`,
    `name="${spec.name}"`,
    'type="text"',
    `autocomplete="${spec.autocomplete}"`,
    `maxlength="${spec.maxLength}"`,
    spec.numeric ? 'inputmode="numeric"' : '',
    spec.placeholder ? `placeholder="${escapeHtml(spec.placeholder)}"` : '',
    `value="${escapeHtml(displayValue(spec.name, value))}"`,
    describedBy ? `aria-describedby="${describedBy}"` : '',
    error ? 'aria-invalid="true"' : '',
    'required',
  ].filter(Boolean);
  return [
    `<div class="field${error ? ' field--error' : ''}">`,
    `<label for="${spec.name}">${escapeHtml(spec.label)}</label>`,
    spec.hint ? `<p class="hint" id="${spec.name}-hint">${escapeHtml(spec.hint)}</p>` : '',
    `<input ${attributes.join(' ')}>`,
    error ? `<p class="error" id="${spec.name}-error">${escapeHtml(error)}</p>` : '',
    '</div>',
  ].join('\n');
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_ASSETS_PATH}/sandbox.css">
<script src="${SANDBOX_ASSETS_PATH}/sandbox.js" defer></script>
</head>
<body>
<main class="card">
<p class="badge">Sandbox payments · test mode</p>
${body}
</main>
</body>
</html>`;
}

export type CardPageModel = {
  sessionId: string;
  merchant: string;
  cancelUrl: string;
  values: SandboxValues;
  errors: SandboxErrors;
};

export function renderCardPage({ sessionId, merchant, cancelUrl, values, errors }: CardPageModel): string {
  const failed = FIELDS.filter((f) => errors[f.name]);
  const summary = failed.length
    ? `<div class="summary" role="alert" id="error-summary" tabindex="-1">
<h2>Please check the card details</h2>
<ul>${failed.map((f) => `<li><a href="#${f.name}">${escapeHtml(errors[f.name] ?? '')}</a></li>`).join('')}</ul>
</div>`
    : '';
  const fields = FIELDS.map((f) => renderField(f, values[f.name], errors[f.name])).join('\n');
  return layout(
    `${failed.length ? 'Error: ' : ''}Add a card – ${merchant}`,
    `<h1>Add a card</h1>
<p class="lead">Save a card for your payments to ${escapeHtml(merchant)}. No real money moves in the sandbox.</p>
${summary}
<form method="post" action="/sandbox/checkout/${encodeURIComponent(sessionId)}" novalidate>
${fields}
<div class="actions">
<button type="submit">Save card</button>
<a class="cancel" href="${escapeHtml(cancelUrl)}">Cancel</a>
</div>
</form>
<details class="test-cards">
<summary>Test cards</summary>
<ul>
<li><code>4242 4242 4242 4242</code> pays</li>
<li><code>4000 0000 0000 0002</code> is declined</li>
<li><code>4000 0000 0000 9995</code> has insufficient funds</li>
</ul>
<p>Use any future expiry date, any name and any 3-digit CVV.</p>
</details>`,
  );
}

export function renderGonePage(homeUrl: string): string {
  return layout(
    'Payment page expired',
    `<h1>This payment page has expired</h1>
<p class="lead">It was used already or is more than an hour old. Go back and start adding your card again.</p>
<p><a class="cancel" href="${escapeHtml(homeUrl)}">Back to the shop</a></p>`,
  );
}
