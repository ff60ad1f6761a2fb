import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluateBundle } from './bundle-loader';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-loader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function bundle(name: string, code: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, code);
  return file;
}

it('gives a bundle the provided modules and Node built-ins, and returns its exports', async () => {
  const provided = { greeting: 'hi' };
  const file = bundle(
    'ok.cjs',
    "const p = require('node:path'); exports.joined = p.join('a', 'b'); exports.same = require('shared-thing');",
  );
  const exports = await evaluateBundle(file, { 'shared-thing': provided });
  expect(exports.joined).toBe(path.join('a', 'b'));
  // The very instance the server provides: a singleton, not a copy.
  expect(exports.same).toBe(provided);
});

it('refuses a module the server does not provide, instead of finding one on disk', async () => {
  const file = bundle('greedy.cjs', "require('react');");
  await expect(evaluateBundle(file, {})).rejects.toThrow(/requires "react", which the server does not provide/);
});
