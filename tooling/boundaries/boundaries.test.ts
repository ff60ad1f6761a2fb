import remoteList from '../../portal-remotes.json';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findCycles, readSources, resolveRelative, type SourceFile } from './import-graph';

/**
 * The architecture's boundaries, kept by a test (issue: "Boundaries stay visible"):
 *  - a remote never imports the host or another remote;
 *  - apps reach zustand, axios and the router only through @portal/shared (they live inside
 *    that one federation singleton);
 *  - @portal/shared never imports an app;
 *  - the API schemas (TypeBox) stay on the server: browser code imports only their types;
 *  - `@portal/shared/page-ui` and `/query` reach the rest of @portal/shared by package name;
 *  - no import cycles.
 */
const ROOT = path.resolve(__dirname, '../..');
const REMOTES = remoteList.remotes.map((remote) => remote.folder);
const APPS = ['host', ...REMOTES];
const sources = readSources(ROOT, [...APPS, 'shared', 'tooling/local-shell']);

function packageOfImport(file: SourceFile, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.file), specifier));
    return [...APPS, 'shared'].find((pkg) => target === pkg || target.startsWith(`${pkg}/`));
  }
  const scoped = /^@portal\/([\w-]+)/.exec(specifier);
  if (scoped) return scoped[1] === 'shared' ? 'shared' : scoped[1];
  return undefined;
}

function violations(rule: (file: SourceFile, specifier: string) => string | undefined): string[] {
  return sources.flatMap((file) => file.imports.map((s) => rule(file, s)).filter((v): v is string => Boolean(v)));
}

describe('architecture boundaries', () => {
  it('reads the sources of every app and of shared', () => {
    for (const pkg of [...APPS, 'shared']) expect(sources.some((s) => s.pkg === pkg)).toBe(true);
  });

  it('a remote never imports the host or another remote', () => {
    const found = violations((file, specifier) => {
      if (!REMOTES.includes(file.pkg)) return undefined;
      const target = packageOfImport(file, specifier);
      return target && target !== file.pkg && (target === 'host' || target.startsWith('remote-'))
        ? `${file.file} imports ${specifier}`
        : undefined;
    });
    expect(found).toEqual([]);
  });

  it('apps reach zustand, axios and the router only through @portal/shared', () => {
    const found = violations((file, specifier) =>
      file.pkg !== 'shared' && /^(zustand|axios|react-router|react-router-dom)(\/|$)/.test(specifier)
        ? `${file.file} imports ${specifier}`
        : undefined,
    );
    expect(found).toEqual([]);
  });

  it('@portal/shared never imports an app', () => {
    const found = violations((file, specifier) => {
      if (file.pkg !== 'shared') return undefined;
      const target = packageOfImport(file, specifier);
      return target && target !== 'shared' ? `${file.file} imports ${specifier}` : undefined;
    });
    expect(found).toEqual([]);
  });

  it('keeps the API schemas (TypeBox) out of browser code: apps and shared import only their types', () => {
    const schemaImport =
      /^import\s+(?!type\b)[^;]*?from\s+'(@sinclair\/typebox|@portal\/shared\/schemas|(?:\.\.?\/)+schemas(?:\/[\w-]+)?)'/gm;
    const found = sources
      .filter((file) => !file.file.startsWith('shared/src/schemas/'))
      .flatMap((file) =>
        [...readFileSync(path.join(ROOT, file.file), 'utf8').matchAll(schemaImport)].map((match) => `${file.file} imports ${match[1]}`),
      );
    expect(found).toEqual([]);
    // The pattern itself: a value import is caught, a type import is not.
    expect("import { Type } from '@sinclair/typebox';".match(schemaImport)).not.toBeNull();
    expect("import type { Static } from '@sinclair/typebox';".match(schemaImport)).toBeNull();
  });

  it('the parts of @portal/shared a remote bundles itself reach the rest of it by package name only', () => {
    // page-ui (bundled into each remote) and query (a singleton of its own) must use the host's
    // one copy of the store, the router and the API client: a relative import out of their folder
    // would bundle a second copy beside a page. Type imports vanish from the build and may.
    const ownFolders = ['shared/src/page-ui/', 'shared/src/query/'];
    const valueImport = /^import\s+(?!type\b)(?:[^;]*?from\s+)?'(\.\.?\/[^']+)'/gm;
    const found = sources
      .filter((file) => !/\.test\.tsx?$/.test(file.file))
      .flatMap((file) => {
        const folder = ownFolders.find((prefix) => file.file.startsWith(prefix));
        if (!folder) return [];
        return [...readFileSync(path.join(ROOT, file.file), 'utf8').matchAll(valueImport)]
          .map((match) => match[1]!)
          .filter((specifier) => !path.posix.normalize(path.posix.join(path.posix.dirname(file.file), specifier)).startsWith(folder))
          .map((specifier) => `${file.file} imports ${specifier}`);
      });
    expect(found).toEqual([]);
    // The pattern itself: a value import and a side-effect import are caught, a type import is not.
    expect([..."import { toast } from '../toast';".matchAll(valueImport)]).toHaveLength(1);
    expect([..."import '../ui/tokens.css';".matchAll(valueImport)]).toHaveLength(1);
    expect([..."import type { Paged } from '../types';".matchAll(valueImport)]).toHaveLength(0);
  });

  it('has no import cycles', () => {
    expect(findCycles(sources).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});

describe('the boundary checker itself', () => {
  it('finds a cycle when there is one', () => {
    const files: SourceFile[] = [
      { file: 'x/a.ts', pkg: 'x', imports: ['./b'] },
      { file: 'x/b.ts', pkg: 'x', imports: ['./c'] },
      { file: 'x/c.ts', pkg: 'x', imports: ['./a'] },
    ];
    expect(findCycles(files)).toEqual([['x/a.ts', 'x/b.ts', 'x/c.ts', 'x/a.ts']]);
  });
  it('resolves index files and extensions', () => {
    const known = new Set(['p/src/ui/index.ts', 'p/src/page.tsx']);
    expect(resolveRelative('p/src/app.ts', './ui', known)).toBe('p/src/ui/index.ts');
    expect(resolveRelative('p/src/app.ts', './page', known)).toBe('p/src/page.tsx');
  });
});
