/**
 * `local/foreign-table-writes`: a module writes (insert, update, delete through Drizzle) only its
 * own tables and the foreign ones its allow-list names under `writes`; a table it `reads` is read
 * only (decisions 021 and 051). Options: a `tableOwnership` entry of eslint.config.js with its `module` name:
 * `{ module, owns: [schema file], reads: { file: [table] }, writes: { file: [table] } }`.
 */
const SCHEMA_FILE = /(?:^|\/)db\/schema\/([a-z0-9-]+)(?:\.[jt]s)?$/;
const WRITES = new Set(['insert', 'update', 'delete']);

/** The import binding `name` resolves to from `scope`, if it is one. */
function importBinding(scope, name) {
  for (let at = scope; at; at = at.upper) {
    const variable = at.set.get(name);
    if (variable) return variable.defs.find((def) => def.type === 'ImportBinding')?.node;
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "Write another module's tables only where the allow-list says `writes`" },
    schema: [
      {
        type: 'object',
        properties: {
          module: { type: 'string' },
          owns: { type: 'array', items: { type: 'string' } },
          reads: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          writes: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      write:
        '{{module}} may read {{table}} of db/schema/{{file}}.ts but not {{verb}} it: its own module writes it (decision 051)',
    },
  },
  create(context) {
    const { module = '', owns = [], writes = {} } = context.options[0] ?? {};
    /** Foreign tables by their import specifier node: which schema file, which table. */
    const foreign = new Map();
    return {
      ImportDeclaration(node) {
        const file = SCHEMA_FILE.exec(String(node.source.value))?.[1];
        if (!file || owns.includes(file) || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          foreign.set(specifier, { file, table: specifier.imported.name ?? specifier.imported.value });
        }
      },
      CallExpression(node) {
        const { callee } = node;
        const [target] = node.arguments;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITES.has(callee.property.name) || target?.type !== 'Identifier') return;
        const binding = importBinding(context.sourceCode.getScope(node), target.name);
        const table = binding && foreign.get(binding);
        if (!table || writes[table.file]?.includes(table.table)) return;
        context.report({
          node,
          messageId: 'write',
          data: { module, ...table, verb: callee.property.name },
        });
      },
    };
  },
};
