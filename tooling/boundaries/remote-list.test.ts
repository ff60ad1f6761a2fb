import fs from 'node:fs';
import path from 'node:path';
import { OWNERSHIP } from '../../e2e/tests/ownership-table';
import remoteList from '../../portal-remotes.json';

/**
 * The workspace lists its remotes once (portal-remotes.json): the build, the server, jest, the
 * boundary and CSS-scope tests, the browser tests and the benchmarks read it. This test makes a
 * forgotten entry loud instead of silently skipped.
 */
const ROOT = path.resolve(__dirname, '../..');
const { remotes } = remoteList;

describe('the one list of remotes', () => {
  it('names exactly the remote folders of the workspace', () => {
    const folders = fs
      .readdirSync(ROOT, { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && entry.name.startsWith('remote-') && fs.existsSync(path.join(ROOT, entry.name, 'package.json')),
      )
      .map((entry) => entry.name)
      .sort();
    expect(remotes.map((remote) => remote.folder).sort()).toEqual(folders);
  });

  it.each(remotes.map((remote) => [remote.folder, remote] as const))(
    '%s: package, container, folder and CSS prefix agree',
    (folder, remote) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as { name: string };
      expect(pkg.name).toBe(`@portal/${folder}`);
      // Module Federation container names are the package name in snake_case.
      expect(remote.container).toBe(folder.replace(/-/g, '_'));
      expect(remote.short).toBe(folder.replace(/^remote-/, ''));
      expect(remote.cssPrefix).toMatch(/^[a-z]{2}-$/);
    },
  );

  it('gives every remote its own dev port, short name and CSS prefix', () => {
    for (const key of ['devPort', 'short', 'cssPrefix', 'container'] as const) {
      expect(new Set(remotes.map((remote) => remote[key])).size).toBe(remotes.length);
    }
  });

  it('has every listed remote in the browser tests’ route-ownership table', () => {
    const owners = new Set<string>(OWNERSHIP.map((route) => route.owner));
    expect(remotes.filter((remote) => !owners.has(remote.container)).map((remote) => remote.container)).toEqual([]);
  });
});
