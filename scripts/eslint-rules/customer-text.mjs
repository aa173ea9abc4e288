/**
 * `local/customer-text`: a text a customer sees comes from a catalogue (decisions 053 and 059), so
 * that it can be shown in Spanish. Reported: JSX text with a letter in it, and a string written in a
 * customer-facing attribute (`aria-label`, `placeholder`, `title`, `alt`, `label`,
 * `aria-description`, `aria-valuetext`, any prop named `*Label` or `*Text`). Passed: `t(…)`,
 * `msg(…)`, `translate(…)`, a catalogue's entry (`MESSAGES.x`, `PRODUCT_MESSAGES.x.y`) or any
 * other expression; a text without letters (a symbol, a number); the names in ALLOWED_TEXTS.
 *
 * Option `englishOnly`: files (paths from the repository's root) not converted yet. Their texts are
 * not reported; instead a listed file with no hard-coded text left is reported, so the list can
 * only shrink and never goes stale.
 */
import path from 'node:path';

/** Names and words that read the same in every language of the product. */
export const ALLOWED_TEXTS = new Set([
  'Brightline',
  'Brightline Mobile',
  'Visa',
  'Mastercard',
  'eSIM',
  'SIM',
]);

/** DOM attributes a customer reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
]);
/** Props of our components that carry a text (`submitLabel`, `emptyText`). */
const TEXT_PROP = /^[a-z][A-Za-z0-9]*(Label|Text)$/;

const LETTER = /\p{L}/u;
/** Whether a text written in the source would reach the customer untranslated. */
const isCustomerText = (text) => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return LETTER.test(trimmed) && !ALLOWED_TEXTS.has(trimmed);
};

/** The string literals of an expression that would be shown as they are (not through a call). */
function literalTexts(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return node.quasis.map((quasi) => ({ node: quasi, text: quasi.value.cooked ?? '' }));
    case 'ConditionalExpression':
      return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
    case 'LogicalExpression':
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return literalTexts(node.expression);
    default:
      return [];
  }
}

const attributeName = (attribute) =>
  attribute.name.type === 'JSXNamespacedName'
    ? `${attribute.name.namespace.name}:${attribute.name.name.name}`
    : attribute.name.name;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Customer-facing texts come from a catalogue (t, msg, MESSAGES), not the markup' },
    schema: [
      {
        type: 'object',
        properties: { englishOnly: { type: 'array', items: { type: 'string' }, uniqueItems: true } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Text "{{text}}" is shown as written: wrap it in t(…) (or msg(…) for data) and add its Spanish (decision 053)',
      attribute:
        '{{name}}="{{text}}" is shown as written: wrap it in t(…) (or msg(…) for data) and add its Spanish (decision 053)',
      converted:
        'This file shows no hard-coded text any more: take it off the "English-only for now" list in eslint.config.js',
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.physicalFilename).split(path.sep).join('/');
    const englishOnly = (context.options[0]?.englishOnly ?? []).includes(file);
    let found = 0;
    const report = (node, messageId, data) => {
      found += 1;
      if (!englishOnly) context.report({ node, messageId, data });
    };
    const short = (text) => {
      const flat = text.replace(/\s+/g, ' ').trim();
      return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
    };
    return {
      JSXText(node) {
        if (isCustomerText(node.value)) report(node, 'text', { text: short(node.value) });
      },
      JSXExpressionContainer(node) {
        // A child written as {'text'} or {`text`}; an attribute's value is checked below.
        if (node.parent.type === 'JSXAttribute') return;
        for (const { node: at, text } of literalTexts(node.expression)) {
          if (isCustomerText(text)) report(at, 'text', { text: short(text) });
        }
      },
      JSXAttribute(node) {
        const name = attributeName(node);
        if (!TEXT_ATTRIBUTES.has(name) && !TEXT_PROP.test(name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        for (const { node: at, text } of literalTexts(value)) {
          if (isCustomerText(text)) report(at, 'attribute', { name, text: short(text) });
        }
      },
      'Program:exit'(program) {
        if (englishOnly && found === 0)
          context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'converted' });
      },
    };
  },
};
