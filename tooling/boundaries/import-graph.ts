import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Reads every source file of the front-end packages and the imports each one makes, with the
 * TypeScript scanner (not a regex), so the architecture's boundaries can be checked as data.
 */
export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  /** Workspace folder the file belongs to: host, remote-games, shared, … */
  pkg: string;
  imports: string[];
}

const SOURCE = /\.(ts|tsx)$/;
const SKIP = new Set(['node_modules', 'dist', '.rspack-cache']);

export function readSources(root: string, packages: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  for (const pkg of packages) {
    walk(path.join(root, pkg), (abs) => {
      const text = fs.readFileSync(abs, 'utf8');
      const info = ts.preProcessFile(text, true, true);
      files.push({
        file: path.relative(root, abs).split(path.sep).join('/'),
        pkg,
        imports: info.importedFiles.map((f) => f.fileName),
      });
    });
  }
  return files;
}

function walk(dir: string, visit: (file: string) => void): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(abs, visit);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) visit(abs);
  }
}

/** Resolves a relative import to a file in the set, trying the usual extensions and index files. */
export function resolveRelative(fromFile: string, specifier: string, known: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => known.has(c));
}

/** Every cycle among relative imports, each as the list of files around it. */
export function findCycles(files: readonly SourceFile[]): string[][] {
  const known = new Set(files.map((f) => f.file));
  const edges = new Map<string, string[]>();
  for (const f of files) {
    edges.set(
      f.file,
      f.imports.map((s) => resolveRelative(f.file, s, known)).filter((x): x is string => Boolean(x)),
    );
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return cycles;
}
