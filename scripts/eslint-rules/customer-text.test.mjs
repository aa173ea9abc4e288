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

/** An invalid case on the page whose attributes (name: text) are each reported untranslated, in order. */
const attributes = (code, texts) => ({
  code,
  filename: page,
  errors: Object.entries(texts).map(([name, text]) => ({ messageId: 'attribute', data: { name, text } })),
});

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
    attributes('const A = () => <button aria-label="Close">×</button>;', { 'aria-label': 'Close' }),
    attributes('const A = () => <img alt="A happy customer" src="/a.png" title={"Photo"} />;', {
      alt: 'A happy customer',
      title: 'Photo',
    }),
    attributes(
      "const A = () => <Field label=\"Email\" placeholder={busy ? t('Wait') : 'Type here'} aria-description='More' />;",
      { label: 'Email', placeholder: 'Type here', 'aria-description': 'More' },
    ),
    attributes('const A = () => <Dialog confirmLabel="Confirm" emptyText={`Nothing yet`} />;', {
      confirmLabel: 'Confirm',
      emptyText: 'Nothing yet',
    }),
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
