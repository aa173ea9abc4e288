/**
 * The sandbox page's stylesheet and script, served as files by the API (the CSP allows
 * scripts from our own origin only). Kept as strings so the bundled server carries them.
 * The script only helps typing: the server checks every field again.
 */
export const SANDBOX_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f3f5f9}
.card{max-width:28rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(26,31,54,.12)}
.badge{display:inline-block;margin:0 0 1rem;padding:.15rem .6rem;border-radius:999px;background:#fff4d6;color:#6b4a00;font-size:.8rem;font-weight:600}
h1{margin:0 0 .5rem;font-size:1.5rem}
h2{margin:0 0 .25rem;font-size:1rem}
.lead{margin:0 0 1.5rem;color:#4f566b}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{margin:0 0 .25rem;font-size:.85rem;color:#4f566b}
input{width:100%;padding:.7rem .8rem;font:inherit;border:1px solid #8792a2;border-radius:6px}
input:focus{outline:3px solid #635bff;outline-offset:1px}
.field--error input{border:2px solid #c0123c}
.error{margin:.25rem 0 0;color:#c0123c;font-size:.9rem}
.summary{margin:0 0 1.5rem;padding:1rem;border:2px solid #c0123c;border-radius:6px}
.summary ul{margin:0;padding-left:1.2rem}
.summary a{color:#c0123c}
.actions{display:flex;gap:1rem;align-items:center;margin-top:1.5rem}
button{padding:.75rem 1.5rem;font:inherit;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;cursor:pointer}
button:focus{outline:3px solid #1a1f36;outline-offset:2px}
.cancel{color:#4b45c6}
.test-cards{margin-top:2rem;font-size:.9rem;color:#4f566b}
code{font-size:.9em}
@media (max-width:480px){.card{margin:0;border-radius:0;min-height:100vh}}
`;

export const SANDBOX_JS = `'use strict';
(function () {
  function digits(value, max) { return value.replace(/\\D/g, '').slice(0, max); }
  function bind(id, format) {
    var input = document.getElementById(id);
    if (!input) return;
    input.addEventListener('input', function (event) {
      var next = format(input.value, /^insert/.test(event.inputType || ''));
      if (next !== input.value) input.value = next;
      var field = input.closest('.field');
      var error = document.getElementById(id + '-error');
      if (error) error.remove();
      if (field) field.classList.remove('field--error');
      input.removeAttribute('aria-invalid');
      var hint = document.getElementById(id + '-hint');
      if (hint) input.setAttribute('aria-describedby', hint.id); else input.removeAttribute('aria-describedby');
    });
  }
  bind('cardholderName', function (v) { return v; });
  bind('number', function (v) { return digits(v, 16).replace(/(\\d{4})(?=\\d)/g, '$1 '); });
  bind('expiry', function (v, typing) {
    var d = digits(v, 4);
    if (d.length > 2 || (d.length === 2 && typing)) return d.slice(0, 2) + '/' + d.slice(2);
    return d;
  });
  bind('cvv', function (v) { return digits(v, 4); });
  var summary = document.getElementById('error-summary');
  if (summary) summary.focus();
})();
`;
