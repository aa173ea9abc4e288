/**
 * `local/import-cycles`: no file may reach itself through its imports, counting what
 * import-x/no-cycle leaves out: type-only imports (`import type`, `import { type X }`) and
 * re-exports (`export { x } from`). Relative imports and `@mvno/contracts/*` are followed.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONTRACTS_SRC = path.join(ROOT, 'packages/contracts/src');
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The source file an import names, or undefined for packages and anything not on disk. */
export function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@mvno/contracts/')) {
    base = path.join(CONTRACTS_SRC, specifier.slice('@mvno/contracts/'.length));
  } else return undefined;
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    ...EXTENSIONS.map((ext) => stem + ext),
    base,
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find(isFile);
}

const importsCache = new Map();

/** Every file a file imports or re-exports from, types included (cached by modification time). */
function importsOf(file) {
  const mtime = statSync(file).mtimeMs;
  const cached = importsCache.get(file);
  if (cached && cached.mtime === mtime) return cached.targets;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = [...new Set(importedFiles.map((f) => resolveImport(file, f.fileName)).filter(Boolean))];
  importsCache.set(file, { mtime, targets });
  return targets;
}

/** A path of imports from `start` back to `goal`, or undefined. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, route] = stack.pop();
    for (const next of importsOf(file)) {
      if (next === goal) return route;
      if (!seen.has(next)) {
        seen.add(next);
        stack.push([next, [...route, next]]);
      }
    }
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports and re-exports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!path.isAbsolute(filename) || !isFile(filename)) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveImport(filename, node.source.value);
      if (!target || target === filename) return;
      const route = pathBack(target, filename);
      if (!route) return;
      const names = [filename, ...route, filename].map((f) => path.relative(ROOT, f));
      context.report({ node, messageId: 'cycle', data: { route: names.join(' -> ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
