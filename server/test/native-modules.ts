/**
 * Jest runs test code in its own module system, which cannot do two things some real
 * dependencies need (without `--experimental-vm-modules`):
 *  - @electric-sql/pglite calls `import()` at start-up (its Emscripten build);
 *  - a few leaves of the Fastify tree are ES-module-only packages loaded with require()
 *    (content-disposition 3 under @fastify/static, cookie 2 under light-my-request, which
 *    `app.inject` uses). Node ≥ 20.19 does require(esm) natively; Jest 30 only on Node 24.9+.
 * So tests load exactly these packages with Node's own require: the same code as in
 * production, loaded outside Jest's sandbox. Import this file before anything else
 * (test/databases.ts does it first).
 */
import path from 'node:path';
import vm from 'node:vm';

type NodeModuleBuiltin = typeof import('node:module');

// Jest replaces the `module` builtin (and process.getBuiltinModule) inside the sandbox;
// the process object of Node's own context still hands out the real one (Node ≥ 20.16).
const nodeModule = vm.runInThisContext('process.getBuiltinModule("node:module")') as NodeModuleBuiltin;
const nativeRequire = nodeModule.createRequire(path.resolve(__dirname, '..', 'package.json'));

/** Absolute path of `name` as `parent` (itself a path of a resolved package file) sees it. */
function resolveFrom(parentFile: string, name: string): string {
  return nativeRequire.resolve(name, { paths: [path.dirname(parentFile)] });
}

const fastifyStatic = nativeRequire.resolve('@fastify/static');
const fastify = nativeRequire.resolve('fastify');
const lightMyRequest = resolveFrom(fastify, 'light-my-request');

const loadNatively = [
  nativeRequire.resolve('@electric-sql/pglite'),
  resolveFrom(fastifyStatic, 'content-disposition'),
  resolveFrom(lightMyRequest, 'cookie'),
];

for (const file of loadNatively) jest.doMock(file, () => nativeRequire(file));
