import fs from 'node:fs';
import path from 'node:path';
import postcss, { type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import ts from 'typescript';

/**
 * Reads the style sheets and class names of the front-end packages so the CSS scope rule can be
 * checked as data: every package owns class-name prefixes, its style sheets may only select
 * elements through its own classes, and its components never use another package's classes.
 * All remotes' CSS ends up in one document, so without this one remote could restyle another's page.
 */
export interface SelectorUse {
  /** Path relative to the repository root. */
  file: string;
  selector: string;
  classes: string[];
}

const SKIP = new Set(['node_modules', 'dist', '.rspack-cache']);

function walk(dir: string, extension: RegExp, visit: (file: string) => void): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('dist')) continue;
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(abs, extension, visit);
    else if (extension.test(entry.name)) visit(abs);
  }
}

/** Every selector of every style rule in a package's CSS files (keyframe steps excluded). */
export function readSelectors(root: string, pkg: string): SelectorUse[] {
  const uses: SelectorUse[] = [];
  walk(path.join(root, pkg), /\.css$/, (abs) => {
    const file = path.relative(root, abs).split(path.sep).join('/');
    postcss.parse(fs.readFileSync(abs, 'utf8'), { from: abs }).walkRules((rule: Rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
      selectorParser((selectors) => {
        selectors.each((selector) => {
          const classes: string[] = [];
          selector.walkClasses((node) => {
            classes.push(node.value);
          });
          uses.push({ file, selector: selector.toString().trim(), classes });
        });
      }).processSync(rule.selector);
    });
  });
  return uses;
}

/** Class-like tokens (`xx-name`) in the string literals of a package's TypeScript sources. */
export function readClassTokens(root: string, pkg: string, prefixes: readonly string[]): { file: string; token: string }[] {
  const found: { file: string; token: string }[] = [];
  const pattern = new RegExp(`(?:^|\\s)((?:${prefixes.map((p) => p.replace('-', '\\-')).join('|')})[a-z0-9][\\w-]*)`, 'g');
  walk(path.join(root, pkg), /\.tsx?$/, (abs) => {
    const file = path.relative(root, abs).split(path.sep).join('/');
    const source = ts.createSourceFile(file, fs.readFileSync(abs, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const visit = (node: ts.Node): void => {
      // Plain strings and every literal part of a template (`a ${b} c` has the parts 'a ' and ' c').
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
        for (const match of node.text.matchAll(pattern)) found.push({ file, token: match[1]! });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  });
  return found;
}

/** Which class-name prefixes each package owns. The platform (shared + host) shares `pt-`. */
export interface CssOwnership {
  prefixes: Readonly<Record<string, readonly string[]>>;
  /** The platform packages (shared, host), whose classes every package may use. */
  platform: readonly string[];
  /** Packages whose style sheets may also hold global element rules (the design system's reset). */
  globalAllowed: readonly string[];
}

const hasPrefix = (name: string, prefixes: readonly string[]) => prefixes.some((p) => name.startsWith(p));

/**
 * The scope rule for one package's selectors: each selects only through a class the package owns
 * (global element rules only where allowed) and never names a class another package owns alone.
 */
export function selectorViolations(pkg: string, uses: readonly SelectorUse[], ownership: CssOwnership): string[] {
  const own = ownership.prefixes[pkg] ?? [];
  // The platform's classes (shared primitives) are vocabulary every package may build on; a
  // remote's classes belong to that remote alone.
  const foreign = Object.entries(ownership.prefixes)
    .filter(([other]) => other !== pkg && !ownership.platform.includes(other))
    .flatMap(([, prefixes]) => prefixes)
    .filter((prefix) => !own.includes(prefix));
  const problems: string[] = [];
  for (const use of uses) {
    const stranger = use.classes.find((name) => hasPrefix(name, foreign));
    if (stranger) problems.push(`${use.file}: "${use.selector}" selects .${stranger}, a class another package owns`);
    else if (!use.classes.some((name) => hasPrefix(name, own)) && !ownership.globalAllowed.includes(pkg)) {
      problems.push(`${use.file}: "${use.selector}" is not scoped by a class of ${pkg} (${own.join(', ')})`);
    }
  }
  return problems;
}
