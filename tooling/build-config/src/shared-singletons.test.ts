import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedSingletons } from './shared-singletons';

/**
 * What a build asks of the host: each singleton at `^` the version installed where the app is
 * built. An app folder is faked with the package.json files the factory reads.
 */
function appWith(versions: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-singletons-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'remote-x', version: '0.0.0' }));
  for (const [pkg, version] of Object.entries(versions)) {
    fs.mkdirSync(path.join(dir, 'node_modules', pkg), { recursive: true });
    fs.writeFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), JSON.stringify({ name: pkg, version }));
  }
  return dir;
}

const BUILT_AGAINST = { react: '19.3.1', 'react-dom': '19.3.1', '@portal/shared': '1.3.0', '@tanstack/react-query': '5.108.0' };
let dir: string;
beforeAll(() => {
  dir = appWith(BUILT_AGAINST);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('a remote built against @portal/shared 1.3.0 asks the host for ^1.3.0, and is refused below it', () => {
  const shared = sharedSingletons(dir, 'remote');
  expect(shared['@portal/shared']).toEqual({ singleton: true, version: '1.3.0', requiredVersion: '^1.3.0', strictVersion: true });
  expect(shared.react).toMatchObject({ requiredVersion: '^19.3.1', strictVersion: true });
  expect(shared['react-dom/']).toMatchObject({ requiredVersion: '^19.3.1', strictVersion: true });
});

it("the remote-only singletons follow the same versions but are not strict (the first remote's copy serves all)", () => {
  const shared = sharedSingletons(dir, 'remote');
  expect(shared['@portal/shared/query']).toEqual({ singleton: true, version: '1.3.0', requiredVersion: '^1.3.0' });
  expect(shared['@tanstack/react-query']).toEqual({ singleton: true, version: '5.108.0', requiredVersion: '^5.108.0' });
});

it('the host provides its singletons eagerly and declares no remote-only ones', () => {
  const shared = sharedSingletons(dir, 'host');
  expect(Object.keys(shared).sort()).toEqual(['@portal/shared', 'react', 'react-dom', 'react-dom/', 'react/']);
  expect(shared['@portal/shared']).toMatchObject({ version: '1.3.0', eager: true, strictVersion: true });
});

it('the real @portal/shared is on its version line (1.x or later), not the workspace default 0.1.0', () => {
  const shared = sharedSingletons(path.resolve(__dirname, '../../../remote-games'), 'remote');
  const { version } = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../shared/package.json'), 'utf8')) as { version: string };
  expect(shared['@portal/shared']?.version).toBe(version);
  expect(shared['@portal/shared']?.requiredVersion).toBe(`^${version}`);
  expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(1);
});
