import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIfChanged, hashInputs, isUpToDate, WORKSPACES } from '../../../scripts/build-if-changed.mjs';

/** `npm start` rebuilds a workspace only when one of its inputs changed (a content hash kept beside the build). */
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function write(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const workspace = {
  name: 'app',
  inputs: ['app', 'shared', 'lock.json'],
  output: 'app/dist/out.js',
  stamp: 'app/dist/.build-inputs',
};

function builtProject() {
  const root = mkdtempSync(path.join(tmpdir(), 'mvno-build-'));
  roots.push(root);
  write(root, 'app/src/main.ts', 'export const a = 1;');
  write(root, 'app/scripts/build.mjs', '// build');
  write(root, 'shared/src/rules.ts', 'export const b = 2;');
  write(root, 'lock.json', '{}');
  write(root, 'app/dist/out.js', 'built');
  write(root, workspace.stamp, `${hashInputs(root, workspace.inputs)}\n`);
  return root;
}

describe('building only what changed', () => {
  it('counts a build from the same inputs as up to date, whatever its tests or output hold', () => {
    const root = builtProject();
    write(root, 'app/test/main.test.ts', 'test');
    write(root, 'app/dist/other.js', 'more output');
    expect(isUpToDate(root, workspace)).toBe(true);
  });

  it.each([
    ['a changed source', 'app/src/main.ts', 'export const a = 2;'],
    ['a new source', 'app/src/new.ts', 'export {};'],
    ['a changed build script', 'app/scripts/build.mjs', '// build differently'],
    ['a changed shared package', 'shared/src/rules.ts', 'export const b = 3;'],
    ['a changed lockfile', 'lock.json', '{"x":1}'],
  ])('rebuilds after %s', (_what, file, text) => {
    const root = builtProject();
    write(root, file, text);
    expect(isUpToDate(root, workspace)).toBe(false);
  });

  it('rebuilds when the output or the stamp is missing', () => {
    const root = builtProject();
    rmSync(path.join(root, workspace.output));
    expect(isUpToDate(root, workspace)).toBe(false);
    const other = builtProject();
    rmSync(path.join(other, workspace.stamp));
    expect(isUpToDate(other, workspace)).toBe(false);
  });

  it('hashes each real workspace with the packages it bundles, its bundling script and the lockfile', () => {
    const names = WORKSPACES.map((w) => [w.name, w.inputs]);
    const bundled = ['packages/telecom', 'scripts/bundle-node-service.mjs', 'package-lock.json'];
    expect(names).toStrictEqual([
      ['@mvno/web', ['apps/web', 'packages/contracts', 'package-lock.json']],
      ['@mvno/api', ['apps/api', 'packages/contracts', ...bundled]],
      ['@mvno/carrier-sim', ['apps/carrier-sim', ...bundled]],
    ]);
  });

  it("keeps the inputs' hash after every build, so a full build is not built again by the next start", () => {
    const root = builtProject();
    rmSync(path.join(root, workspace.stamp));
    const built: string[] = [];
    const run = (_root: string, w: { name: string }) => (built.push(w.name), 0);
    buildIfChanged(root, [workspace], { always: true, run });
    expect(built).toEqual(['app']);
    expect(isUpToDate(root, workspace)).toBe(true);
    buildIfChanged(root, [workspace], { run });
    expect(built).toEqual(['app']); // up to date: not built again
    buildIfChanged(root, [workspace], { always: true, run });
    expect(built).toEqual(['app', 'app']);
  });
});
