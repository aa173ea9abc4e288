// `node --test scripts/eslint-rules/` (a step of `npm test`): local/customer-text reports the texts a
// customer would see untranslated and passes what comes through t(), msg() or a catalogue; a file
// on the English-only list is reported once it has nothing left to convert.
import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './customer-text.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const page = path.join(process.cwd(), 'apps/web/src/features/example/example-page.tsx');
const listed = { englishOnly: ['apps/web/src/features/example/example-page.tsx'] };

tester.run('customer-text', rule, {
  valid: [
    { code: "const A = () => <h1>{t('Choose your plan')}</h1>;", filename: page },
    { code: "const A = () => <p>{t('Hello {name}', { name })}</p>;", filename: page },
    { code: "const A = () => <button aria-label={t('Close')}>×</button>;", filename: page },
    {
      code: "const A = () => <Field label={t('Email')} placeholder={msg('you@example.com')} />;",
      filename: page,
    },
    { code: 'const A = () => <p role="alert">{MESSAGES.invalidEmail}</p>;', filename: page },
    { code: 'const A = () => <Modal title={PRODUCT_MESSAGES.lines.bringNumber} />;', filename: page },
    { code: 'const A = () => <Dialog confirmLabel={translate(STAFF_MESSAGES.ok)} />;', filename: page },
    // Symbols, numbers and the allowed names are the same in every language.
    { code: "const A = () => <p>· — {' '} 3 / 4 ({count})</p>;", filename: page },
    { code: 'const A = () => <span className="logo">Brightline</span>;', filename: page },
    { code: 'const A = () => <span>eSIM</span>;', filename: page },
    // Attributes nobody reads are not texts.
    { code: 'const A = () => <input autoComplete="email" type="email" name="email" />;', filename: page },
    { code: 'const A = () => <a href="/shop" className="button primary">{t(\'Shop\')}</a>;', filename: page },
    { code: "const A = () => <p aria-label={`${t('Line')} ${n}`}>{n}</p>;", filename: page },
    // A listed file that still has hard-coded text is left alone.
    { code: 'const A = () => <h1>Not converted yet</h1>;', filename: page, options: [listed] },
  ],
  invalid: [
    {
      code: 'const A = () => <h1>Choose your plan</h1>;',
      filename: page,
      errors: [{ messageId: 'text', data: { text: 'Choose your plan' } }],
    },
    {
      code: "const A = () => <p>{'Loading'}{ok ? t('Done') : `Failed`}</p>;",
      filename: page,
      errors: [
        { messageId: 'text', data: { text: 'Loading' } },
        { messageId: 'text', data: { text: 'Failed' } },
      ],
    },
    {
      code: 'const A = () => <button aria-label="Close">×</button>;',
      filename: page,
      errors: [{ messageId: 'attribute', data: { name: 'aria-label', text: 'Close' } }],
    },
    {
      code: 'const A = () => <img alt="A happy customer" src="/a.png" title={"Photo"} />;',
      filename: page,
      errors: [
        { messageId: 'attribute', data: { name: 'alt', text: 'A happy customer' } },
        { messageId: 'attribute', data: { name: 'title', text: 'Photo' } },
      ],
    },
    {
      code: "const A = () => <Field label=\"Email\" placeholder={busy ? t('Wait') : 'Type here'} aria-description='More' />;",
      filename: page,
      errors: [
        { messageId: 'attribute', data: { name: 'label', text: 'Email' } },
        { messageId: 'attribute', data: { name: 'placeholder', text: 'Type here' } },
        { messageId: 'attribute', data: { name: 'aria-description', text: 'More' } },
      ],
    },
    {
      code: 'const A = () => <Dialog confirmLabel="Confirm" emptyText={`Nothing yet`} />;',
      filename: page,
      errors: [
        { messageId: 'attribute', data: { name: 'confirmLabel', text: 'Confirm' } },
        { messageId: 'attribute', data: { name: 'emptyText', text: 'Nothing yet' } },
      ],
    },
    {
      // Spanish written in the markup is hard-coded too.
      code: 'const A = () => <p>Su carrito</p>;',
      filename: page,
      errors: [{ messageId: 'text' }],
    },
    {
      // A listed file with nothing left to convert must come off the list.
      code: "const A = () => <h1>{t('Converted')}</h1>;",
      filename: page,
      options: [listed],
      errors: [{ messageId: 'converted', line: 1 }],
    },
  ],
});
