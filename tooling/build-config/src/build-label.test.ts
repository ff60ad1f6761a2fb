import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultBuildLabel, utcStamp } from './build-label';

const at = new Date('2026-03-01T09:05:07.123Z');

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' }).trim();
}

describe('the default build label', () => {
  it('is the commit and the UTC time, and says -dirty while the work tree has changes', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'portal-label-'));
    git(repo, 'init', '-q');
    writeFileSync(path.join(repo, 'a.txt'), 'a');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'first');
    const sha = git(repo, 'rev-parse', '--short', 'HEAD');

    expect(defaultBuildLabel(repo, at)).toBe(`${sha}-20260301090507`);
    writeFileSync(path.join(repo, 'a.txt'), 'changed');
    expect(defaultBuildLabel(repo, at)).toBe(`${sha}-20260301090507-dirty`);
    // Two builds a second apart are told apart.
    expect(defaultBuildLabel(repo, new Date('2026-03-01T09:05:08Z'))).not.toBe(defaultBuildLabel(repo, at));
  });

  it('is the time alone outside git', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-label-'));
    expect(defaultBuildLabel(folder, at)).toBe('20260301090507');
    expect(utcStamp(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231235959');
  });
});
