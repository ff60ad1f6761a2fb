/**
 * Test-only: loads pngjs with Node's own require, outside Jest's module sandbox. Inside the
 * sandbox pngjs's pixel loops run 20–80× slower (a 640×320 PNG takes a second instead of 10 ms),
 * which would make every suite that seeds the catalogue take minutes. Same code as in
 * production, like the packages in test/native-modules.ts (where this line could move).
 * Import this file before anything that imports pngjs.
 */
import path from 'node:path';
import vm from 'node:vm';

type NodeModuleBuiltin = typeof import('node:module');

const nodeModule = vm.runInThisContext('process.getBuiltinModule("node:module")') as NodeModuleBuiltin;
const nativeRequire = nodeModule.createRequire(path.resolve(__dirname, '..', '..', '..', 'package.json'));
const pngjs = nativeRequire.resolve('pngjs');
jest.doMock(pngjs, () => nativeRequire(pngjs));
