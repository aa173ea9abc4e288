/**
 * `local/kebab-case-file-names`: source file names are lower-case words joined by hyphens;
 * dots separate roles (`checkout.a11y.test.tsx`, `vite.config.ts`).
 */
import path from 'node:path';

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Enforce kebab-case file names' },
    schema: [],
    messages: { name: 'File name "{{name}}" is not kebab-case (lower-case words joined by hyphens)' },
  },
  create(context) {
    const name = path.basename(context.physicalFilename);
    if (name === '<input>' || name === '<text>') return {};
    const segments = name.split('.').slice(0, -1);
    if (segments.length > 0 && segments.every((segment) => SEGMENT.test(segment))) return {};
    return {
      Program(node) {
        context.report({ node, loc: { line: 1, column: 0 }, messageId: 'name', data: { name } });
      },
    };
  },
};
