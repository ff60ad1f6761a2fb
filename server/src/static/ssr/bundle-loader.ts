import { readFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** The modules a server bundle may `require`, by the name it requires them by. */
export type ModuleTable = Readonly<Record<string, unknown>>;

const nodeRequire = createRequire(path.join(process.cwd(), 'noop.js'));
const builtins = new Set(builtinModules);

/**
 * Evaluates a CommonJS server bundle (dist/server/*.cjs of an app) in this process with a
 * `require` that knows only `modules` (the singletons: React from the server, @portal/shared from
 * the host's bundle) and Node's built-ins: a bundle can never pick up a second React, or anything
 * else, from wherever it happens to lie on disk.
 */
export async function evaluateBundle(file: string, modules: ModuleTable): Promise<Record<string, unknown>> {
  const code = await readFile(file, 'utf8');
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename: file,
  }) as (exports: object, require: (id: string) => unknown, module: { exports: object }, filename: string, dirname: string) => void;
  const module = { exports: {} as Record<string, unknown> };
  const requireModule = (id: string): unknown => {
    if (Object.hasOwn(modules, id)) return modules[id];
    if (id.startsWith('node:') || builtins.has(id)) return nodeRequire(id);
    throw new Error(`${file} requires "${id}", which the server does not provide`);
  };
  wrapper(module.exports, requireModule, module, file, path.dirname(file));
  return module.exports;
}
