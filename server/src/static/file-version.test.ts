import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileVersion } from './file-version';

const dir = mkdtempSync(path.join(tmpdir(), 'file-version-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('changes when the file is edited, replaced or removed, and a burst of checks shares one', async () => {
  const file = path.join(dir, 'environment.json');
  writeFileSync(file, '{"a":1}');
  const version = new FileVersion(file);
  const burst = [version.read(), version.read(), version.read()];
  expect(burst[1]).toBe(burst[0]);
  const [first] = await Promise.all(burst);
  expect(await version.read()).toBe(first);

  writeFileSync(file, '{"a":22}');
  const edited = await version.read();
  expect(edited).not.toBe(first);

  rmSync(file);
  expect(await version.read()).toBe('missing:ENOENT');
  writeFileSync(file, '{"a":22}');
  expect(await version.read()).not.toBe('missing:ENOENT');
});
