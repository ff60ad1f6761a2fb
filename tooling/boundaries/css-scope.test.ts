import remoteList from '../../portal-remotes.json';
import path from 'node:path';
import { readClassTokens, readSelectors, selectorViolations, type CssOwnership, type SelectorUse } from './css-scope';

/**
 * CSS cannot leak between remotes (issue 10): every remote's styles land in one document, so a
 * remote's style sheets select only through class names it owns, and no package's components use a
 * class another remote owns. A browser test (e2e/tests/css-scope.e2e.ts) checks the same in the page.
 */
const ROOT = path.resolve(__dirname, '../..');
const OWNERSHIP: CssOwnership = {
  prefixes: {
    shared: ['pt-'],
    host: ['pt-', 'ph-'],
    // Each remote's prefix is declared with it in the workspace's one list of remotes.
    ...Object.fromEntries(remoteList.remotes.map((remote) => [remote.folder, [remote.cssPrefix]])),
  },
  platform: ['shared', 'host'],
  globalAllowed: ['shared'],
};
const PACKAGES = Object.keys(OWNERSHIP.prefixes);
const REMOTE_PREFIXES = PACKAGES.filter((p) => !OWNERSHIP.platform.includes(p)).flatMap((p) => OWNERSHIP.prefixes[p]!);

const use = (selector: string, classes: string[]): SelectorUse => ({ file: 'x.css', selector, classes });

describe('CSS scope rule', () => {
  it('refuses an unscoped or foreign selector in a remote and accepts its own', () => {
    expect(selectorViolations('remote-games', [use('.pg-card img', ['pg-card'])], OWNERSHIP)).toEqual([]);
    expect(selectorViolations('remote-games', [use('.pg-card .pt-button', ['pg-card', 'pt-button'])], OWNERSHIP)).toEqual([]);
    expect(selectorViolations('remote-games', [use('button', [])], OWNERSHIP)).toHaveLength(1);
    // Restyling a shared primitive everywhere is not the remote's to do; inside its own block it is.
    expect(selectorViolations('remote-games', [use('.pt-button', ['pt-button'])], OWNERSHIP)).toHaveLength(1);
    expect(selectorViolations('remote-games', [use('.pg-card .pa-form', ['pg-card', 'pa-form'])], OWNERSHIP)).toHaveLength(1);
    expect(selectorViolations('host', [use('.pt-header .pg-card', ['pt-header', 'pg-card'])], OWNERSHIP)).toHaveLength(1);
    expect(selectorViolations('shared', [use('body', [])], OWNERSHIP)).toEqual([]);
  });

  it('finds class names in plain strings and in every literal part of a template', () => {
    const tokens = readClassTokens(ROOT, 'host', ['pt-']).map((t) => t.token);
    // host/src/header/discover-menu.tsx writes `pt-discover${open ? ' pt-discover--open' : ''}`.
    expect(tokens).toEqual(expect.arrayContaining(['pt-discover', 'pt-discover--open']));
  });
});

describe('the tree keeps CSS inside its package', () => {
  it.each(PACKAGES)('%s style sheets select only through its own classes', (pkg) => {
    const uses = readSelectors(ROOT, pkg);
    expect(selectorViolations(pkg, uses, OWNERSHIP)).toEqual([]);
  });

  it.each(PACKAGES)('%s components use no class another remote owns', (pkg) => {
    const foreign = REMOTE_PREFIXES.filter((prefix) => !OWNERSHIP.prefixes[pkg]!.includes(prefix));
    expect(readClassTokens(ROOT, pkg, foreign)).toEqual([]);
  });

  it('every package with style sheets has prefixes of its own, and no two remotes share one', () => {
    expect(new Set(REMOTE_PREFIXES).size).toBe(REMOTE_PREFIXES.length);
    for (const pkg of PACKAGES) expect(OWNERSHIP.prefixes[pkg]!.length).toBeGreaterThan(0);
  });
});
