import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileVersion } from './file-version';

const dir = mkdtempSync(path.join(tmpdir(), 'file-version-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('changes when the file is edited, replaced or removed, and is seen by the very next check', () => {
  const file = path.join(dir, 'environment.json');
  writeFileSync(file, '{"a":1}');
  const version = new FileVersion(file);
  const first = version.read();
  expect(version.read()).toBe(first);

  writeFileSync(file, '{"a":22}');
  const edited = version.read();
  expect(edited).not.toBe(first);

  const replacement = path.join(dir, 'environment.json.new');
  writeFileSync(replacement, '{"a":22}');
  rmSync(file);
  expect(version.read()).toBe('missing:ENOENT');
  // An editor's save: a new file renamed over the old one (same size, a new inode).
  writeFileSync(file, '{"a":22}');
  const back = version.read();
  expect(back).not.toBe('missing:ENOENT');
  rmSync(file);
  renameSync(replacement, file);
  expect(version.read()).not.toBe(back);
});

it('names the error when the file cannot be looked at', () => {
  const notADirectory = path.join(dir, 'plain');
  writeFileSync(notADirectory, 'x');
  expect(new FileVersion(path.join(notADirectory, 'environment.json')).read()).toBe('missing:ENOTDIR');
});
